import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RecordStore, UnitOfWork, type RecordWrite } from '@castline/nest-kit';
import { BROADCAST_KINDS, ENTITY_BY_KIND, type BroadcastKind } from '../database/entities.js';
import { MirrorRecordsService, type MirroredKind } from '../derived/mirror-records.service.js';
import { MAPPER_BY_KIND } from './mappers.js';

type EntityOf<K extends BroadcastKind> = InstanceType<(typeof ENTITY_BY_KIND)[K]>;
type AnyEntity = EntityOf<BroadcastKind>;

const isMirrored = (kind: BroadcastKind): kind is MirroredKind =>
  kind === 'broadcast' || kind === 'client';

/**
 * Turns typed rows into the records read model (ARCHITECTURE §2): each stored record under its id, plus the
 * broadcast-{key} / client-{key} mirrors of the kinds that have them. Identical data is a no-op in the store.
 */
@Injectable()
export class RecordProjection {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly store: RecordStore,
    private readonly mirrors: MirrorRecordsService,
  ) {}

  toWrites<K extends BroadcastKind>(kind: K, entities: readonly EntityOf<K>[]): RecordWrite[] {
    const map = MAPPER_BY_KIND[kind] as (e: AnyEntity) => Record<string, unknown>;
    return entities.map((entity) => ({ id: entity.id, kind, data: map(entity) }));
  }

  /**
   * Projects the given rows of one kind (and the mirrors of their keys) inside the caller's transaction, after the
   * rows were saved in it (and row-locked by it); returns the ids that changed. `previousKeys`: the keys the rows
   * had before the change (a key change empties the old mirror).
   */
  async project<K extends BroadcastKind>(
    manager: EntityManager,
    kind: K,
    entities: readonly EntityOf<K>[],
    previousKeys: readonly string[] = [],
  ): Promise<string[]> {
    const changed = await this.store.write(manager, this.toWrites(kind, entities));
    if (isMirrored(kind)) {
      const keys = [...entities.map((e) => (e as { key: string }).key), ...previousKeys];
      changed.push(...(await this.mirrors.recomputeKeys(manager, kind, keys)));
    }
    return changed;
  }

  /**
   * Rebuilds every stored record and mirror (start of the service); unchanged records cost only the comparison.
   * Rows are read FOR SHARE, so a write another replica commits meanwhile waits and is never overwritten by an
   * older projection.
   */
  async projectAll(): Promise<number> {
    return (await this.unitOfWork.run((manager) => this.projectAllIn(manager))).length;
  }

  /** projectAll inside the caller's transaction; returns the ids that changed. */
  async projectAllIn(manager: EntityManager): Promise<string[]> {
    const changed: string[] = [];
    for (const kind of BROADCAST_KINDS) {
      const Entity = ENTITY_BY_KIND[kind];
      const total = await manager.count(Entity);
      for (let offset = 0; offset < total; offset += 2000) {
        const rows = (await manager.find(Entity, {
          order: { id: 'ASC' },
          skip: offset,
          take: 2000,
          lock: { mode: 'pessimistic_read' },
        })) as AnyEntity[];
        changed.push(...(await this.store.write(manager, this.toWrites(kind, rows))));
      }
    }
    changed.push(...(await this.mirrors.recomputeAll(manager)));
    return changed;
  }
}
