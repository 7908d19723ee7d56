import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DERIVED } from '@castline/contracts';
import { RecordStore, type RecordWrite } from '@castline/nest-kit';
import { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import { ClientEntity } from '../clients/client.entity.js';
import { mapBroadcast } from '../broadcasts/broadcast.mapper.js';
import { mapClient } from '../clients/client.mapper.js';
import { BROADCAST_SCHEMA } from '../database/data-source.js';

/** The mirrored kinds and the record kind their mirrors are stored under in the read model. */
export const MIRROR_KINDS = { broadcast: 'broadcast-mirror', client: 'client-mirror' } as const;
export type MirroredKind = keyof typeof MIRROR_KINDS;

interface Keyed {
  id: string;
  key: string;
}

/**
 * Builds the mirror writes of one kind: one mirror per key (the first entity by id wins a key collision), and a
 * "gone" write for every existing mirror whose key no longer belongs to any entity (RULES (k): "a key change moves
 * the mirror and empties the old key").
 */
export function buildMirrorWrites<E extends Keyed>(
  mirrorKind: string,
  entities: readonly E[],
  existingIds: readonly string[],
  keyOf: (entity: E) => string,
  map: (entity: E) => Record<string, unknown>,
): RecordWrite[] {
  const wanted = new Map<string, RecordWrite>();
  for (const entity of [...entities].sort((a, b) => a.id.localeCompare(b.id))) {
    if (entity.key.trim() === '') continue;
    const id = keyOf(entity);
    if (!wanted.has(id)) wanted.set(id, { id, kind: mirrorKind, data: map(entity) });
  }
  const gone = existingIds
    .filter((id) => !wanted.has(id))
    .map((id): RecordWrite => ({ id, kind: mirrorKind, data: null }));
  return [...wanted.values(), ...gone];
}

/**
 * The derived mirrors of this service (RULES (k)): `broadcast-{key}` (read by /broadcast/{code}) and
 * `client-{key}` with the lower-cased client key (read by /client/{key}). Recomputed in the transaction of the
 * change that feeds them; unchanged mirrors cost nothing but the comparison in the store.
 */
@Injectable()
export class MirrorRecordsService {
  constructor(private readonly store: RecordStore) {}

  /** Recomputes the mirrors of the given kinds inside `manager`'s transaction; returns the ids that changed. */
  async recompute(
    manager: EntityManager,
    kinds: readonly MirroredKind[] = ['broadcast', 'client'],
  ): Promise<string[]> {
    const writes: RecordWrite[] = [];
    if (kinds.includes('broadcast')) {
      const broadcasts = await manager.find(BroadcastEntity);
      const existing = await this.existingMirrors(manager, MIRROR_KINDS.broadcast);
      writes.push(
        ...buildMirrorWrites(
          MIRROR_KINDS.broadcast,
          broadcasts,
          existing,
          (b) => DERIVED.broadcast(b.key),
          mapBroadcast,
        ),
      );
    }
    if (kinds.includes('client')) {
      const clients = await manager.find(ClientEntity);
      const existing = await this.existingMirrors(manager, MIRROR_KINDS.client);
      writes.push(
        ...buildMirrorWrites(
          MIRROR_KINDS.client,
          clients,
          existing,
          (c) => DERIVED.client(c.key),
          mapClient,
        ),
      );
    }
    return this.store.write(manager, writes);
  }

  private async existingMirrors(manager: EntityManager, kind: string): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM "${BROADCAST_SCHEMA}".records WHERE kind = $1`,
      [kind],
    );
    return rows.map((r) => r.id);
  }
}
