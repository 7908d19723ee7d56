import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE, RecordStore, type RecordWrite } from '@castline/nest-kit';
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
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly store: RecordStore,
    private readonly mirrors: MirrorRecordsService,
  ) {}

  toWrites<K extends BroadcastKind>(kind: K, entities: readonly EntityOf<K>[]): RecordWrite[] {
    const map = MAPPER_BY_KIND[kind] as (e: AnyEntity) => Record<string, unknown>;
    return entities.map((entity) => ({ id: entity.id, kind, data: map(entity) }));
  }

  /**
   * Projects the given rows of one kind (and that kind's mirrors) inside the caller's transaction, after the rows
   * were saved in it; returns the ids that changed.
   */
  async project<K extends BroadcastKind>(
    manager: EntityManager,
    kind: K,
    entities: readonly EntityOf<K>[],
  ): Promise<string[]> {
    const changed = await this.store.write(manager, this.toWrites(kind, entities));
    if (isMirrored(kind)) changed.push(...(await this.mirrors.recompute(manager, [kind])));
    return changed;
  }

  /** Rebuilds every stored record and mirror (start of the service); unchanged records cost only the comparison. */
  async projectAll(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      let changed = 0;
      for (const kind of BROADCAST_KINDS) {
        const Entity = ENTITY_BY_KIND[kind];
        const total = await manager.count(Entity);
        for (let offset = 0; offset < total; offset += 2000) {
          const rows = (await manager.find(Entity, {
            order: { id: 'ASC' },
            skip: offset,
            take: 2000,
          })) as AnyEntity[];
          changed += (await this.store.write(manager, this.toWrites(kind, rows))).length;
        }
      }
      changed += (await this.mirrors.recompute(manager)).length;
      return changed;
    });
  }
}
