import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DERIVED } from '@castline/contracts';
import { LOCK_KEYS, RecordStore, lockKeys, type RecordWrite } from '@castline/nest-kit';
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

interface MirrorRule {
  entity: typeof BroadcastEntity | typeof ClientEntity;
  /** The mirror id of an entity key (broadcast-{key}, client-{lower-cased key}). */
  idOf: (key: string) => string;
  /** The entity that owns a mirror id: the first by id among those whose key gives that id. */
  findOwner: (manager: EntityManager, mirrorId: string) => Promise<Keyed | null>;
  map: (entity: never) => Record<string, unknown>;
}

const RULES: Record<MirroredKind, MirrorRule> = {
  broadcast: {
    entity: BroadcastEntity,
    idOf: (key) => DERIVED.broadcast(key),
    findOwner: (manager, mirrorId) =>
      manager
        .getRepository(BroadcastEntity)
        .createQueryBuilder('b')
        .where(`trim(b.key) <> '' AND b.key = :key`, {
          key: mirrorId.slice(DERIVED.broadcast('').length),
        })
        .orderBy('b.id', 'ASC')
        .getOne(),
    map: mapBroadcast,
  },
  client: {
    entity: ClientEntity,
    idOf: (key) => DERIVED.client(key),
    findOwner: (manager, mirrorId) =>
      manager
        .getRepository(ClientEntity)
        .createQueryBuilder('c')
        .where(`trim(c.key) <> '' AND lower(c.key) = :key`, {
          key: mirrorId.slice(DERIVED.client('').length),
        })
        .orderBy('c.id', 'ASC')
        .getOne(),
    map: mapClient,
  },
};

/**
 * Builds the mirror writes of one kind from every entity: one mirror per key (the first entity by id wins a key
 * collision), and a "gone" write for every existing mirror whose key no longer belongs to any entity (RULES (k):
 * "a key change moves the mirror and empties the old key").
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
 * `client-{key}` with the lower-cased client key (read by /client/{key}). A write recomputes only the mirrors
 * of the keys it touched (the entity's key before and after), each under its advisory lock taken before the
 * rows are read, so two writers never leave a mirror older than its row.
 */
@Injectable()
export class MirrorRecordsService {
  constructor(private readonly store: RecordStore) {}

  /**
   * Recomputes the mirrors of the given entity keys (old and new key of a change) inside `manager`'s transaction;
   * returns the ids that changed.
   */
  async recomputeKeys(
    manager: EntityManager,
    kind: MirroredKind,
    keys: readonly string[],
  ): Promise<string[]> {
    const rule = RULES[kind];
    const ids = [...new Set(keys.filter((k) => k.trim() !== '').map(rule.idOf))].sort();
    if (ids.length === 0) return [];
    await lockKeys(manager, BROADCAST_SCHEMA, ids.map(LOCK_KEYS.mirror));
    const writes: RecordWrite[] = [];
    for (const id of ids) {
      const owner = await rule.findOwner(manager, id);
      writes.push({ id, kind: MIRROR_KINDS[kind], data: owner ? rule.map(owner as never) : null });
    }
    return this.store.write(manager, writes);
  }

  /** Recomputes every mirror of the given kinds (start-up rebuild); returns the ids that changed. */
  async recomputeAll(
    manager: EntityManager,
    kinds: readonly MirroredKind[] = ['broadcast', 'client'],
  ): Promise<string[]> {
    const changed: string[] = [];
    for (const kind of kinds) {
      const rule = RULES[kind];
      const entities = (await manager.find(rule.entity)) as Keyed[];
      const existing = await this.existingMirrors(manager, MIRROR_KINDS[kind]);
      const writes = buildMirrorWrites(
        MIRROR_KINDS[kind],
        entities,
        existing,
        (e) => rule.idOf(e.key),
        (e) => rule.map(e as never),
      );
      await lockKeys(
        manager,
        BROADCAST_SCHEMA,
        writes.map((w) => LOCK_KEYS.mirror(w.id)),
      );
      changed.push(...(await this.store.write(manager, writes)));
    }
    return changed;
  }

  private async existingMirrors(manager: EntityManager, kind: string): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM "${BROADCAST_SCHEMA}".records WHERE kind = $1`,
      [kind],
    );
    return rows.map((r) => r.id);
  }
}
