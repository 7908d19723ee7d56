import { Controller, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  KindsQuerySchema,
  SUBJECTS,
  ThingsQuerySchema,
  hasWebsiteSetting,
  type Actor,
  type Thing,
  type ThingsJsonReply,
} from '@castline/contracts';
import { DATA_SOURCE, RecordStore, type StoredRow } from '@castline/nest-kit';
import { PlayersRepository } from '../players/players.repository.js';

/**
 * The read path: answers the ids this service owns (stored and derived) from the records read model. A signed-in
 * viewer who is a production user (linked to a client) or has 'Full broadcast permissions' also gets players'
 * crew-only fields (RULES (h) C: cams, remote feed, clients).
 */
@Controller()
export class ThingsController {
  constructor(
    private readonly store: RecordStore,
    private readonly players: PlayersRepository,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @MessagePattern(SUBJECTS.match.qry('things'))
  async things(@Payload() payload: unknown): Promise<{ records: Thing[] } | ThingsJsonReply> {
    const { ids, viewer, versions, json } = ThingsQuerySchema.parse(payload);
    const crewAccess = viewer
      ? (rows: readonly StoredRow[]) => this.crewOf(viewer, rows)
      : undefined;
    // The gateway's POST /things: the stored JSON as text, written to the answer as it is (issue 11 item 3).
    if (json && !versions) return { json: await this.store.readJson(ids, crewAccess) };
    return { records: await this.store.read(ids, crewAccess, { withVersions: versions ?? false }) };
  }

  @MessagePattern(SUBJECTS.match.qry('kinds'))
  async kinds(@Payload() payload: unknown): Promise<{ kinds: Record<string, string> }> {
    const { ids } = KindsQuerySchema.parse(payload);
    return { kinds: await this.store.kinds(ids) };
  }

  /** Production users see every player's crew fields (the cams of whoever plays on their broadcasts). */
  private async crewOf(viewer: Actor, rows: readonly StoredRow[]): Promise<Set<string>> {
    const all = new Set(rows.map((r) => r.id));
    if (hasWebsiteSetting(viewer, 'Full broadcast permissions')) return all;
    const player = await this.players.findById(this.dataSource.manager, viewer.player_id);
    return player && player.clients.length > 0 ? all : new Set();
  }
}
