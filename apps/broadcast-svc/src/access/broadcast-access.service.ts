import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { BroadcastAccessQuery, BroadcastAccessReply } from '@castline/contracts';
import { DATA_SOURCE } from '@castline/nest-kit';
import { hasBroadcastAccess, resolveTargetBroadcast } from '@castline/domain';
import { BroadcastRepository } from '../broadcasts/broadcast.repository.js';

/**
 * Broadcast access for the other services (RULES (0) "BA", "Live match of B"): the target broadcast of a
 * broadcast-scoped action or production message, and whether the player may act on it. The owning service's
 * writes re-check it inside their own transaction where they write broadcast rows.
 */
@Injectable()
export class BroadcastAccessService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly repository: BroadcastRepository,
  ) {}

  async access(query: BroadcastAccessQuery): Promise<BroadcastAccessReply> {
    const manager = this.dataSource.manager;
    const clients = await this.repository.findClientsOf(manager, query.player_id);
    const targetId = resolveTargetBroadcast(query.player_id, clients, query.broadcast);
    if (!targetId) return { owns_client: clients.length > 0, target: null, access: false };
    const broadcast = await this.repository.findAccessTarget(manager, targetId);
    if (!broadcast) return { owns_client: clients.length > 0, target: null, access: false };
    return {
      owns_client: clients.length > 0,
      target: {
        id: broadcast.id,
        key: broadcast.key,
        live_match: broadcast.live_match[0] ?? null,
        schedule: broadcast.schedule,
        event: broadcast.event[0] ?? null,
        clients: broadcast.clients,
      },
      access: hasBroadcastAccess(query.player_id, broadcast.id, clients),
    };
  }
}
