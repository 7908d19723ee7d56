import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import {
  SUBJECTS,
  ThingsQuerySchema,
  hasWebsiteSetting,
  type Actor,
  type Thing,
  type ThingsJsonReply,
} from '@castline/contracts';
import { DATA_SOURCE, RecordStore, type StoredRow } from '@castline/nest-kit';
import { BroadcastRepository } from '../broadcasts/broadcast.repository.js';

/**
 * The read path (ARCHITECTURE §3): answers the ids this service owns (broadcasts, clients, GFX items and the
 * broadcast-{key} / client-{key} mirrors) from the records read model. Unknown ids are simply absent. A signed-in
 * viewer with broadcast access (RULES (0) BA) or 'Full broadcast permissions' also gets a broadcast's crew-only
 * fields (RULES (h) C).
 */
@Controller()
export class ThingsController {
  constructor(
    private readonly store: RecordStore,
    private readonly repository: BroadcastRepository,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @MessagePattern(SUBJECTS.broadcast.qry('things'))
  async things(@Payload() payload: unknown): Promise<{ records: Thing[] } | ThingsJsonReply> {
    const { ids, viewer, versions, json } = ThingsQuerySchema.parse(payload);
    const crewAccess = viewer
      ? (rows: readonly StoredRow[]) => this.crewOf(viewer, rows)
      : undefined;
    // The gateway's POST /things: the stored JSON as text, written to the answer as it is (issue 11 item 3).
    if (json && !versions) return { json: await this.store.readJson(ids, crewAccess) };
    return { records: await this.store.read(ids, crewAccess, { withVersions: versions ?? false }) };
  }

  /** The rows whose crew fields the viewer may read: broadcasts (and their mirrors) the viewer has access to. */
  private async crewOf(viewer: Actor, rows: readonly StoredRow[]): Promise<Set<string>> {
    if (hasWebsiteSetting(viewer, 'Full broadcast permissions'))
      return new Set(rows.map((r) => r.id));
    const clients = await this.repository.findClientsOf(this.dataSource.manager, viewer.player_id);
    const accessible = new Set(clients.flatMap((c) => c.broadcast));
    return new Set(
      rows
        .filter((r) => typeof r.data['id'] === 'string' && accessible.has(r.data['id']))
        .map((r) => r.id),
    );
  }
}
