import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RecordStore, UnitOfWork, tableOf, type RecordWrite } from '@castline/nest-kit';
import { ENTITY_BY_KIND, MATCH_KINDS, type MatchKind } from '../database/entities.js';
import { EventEntity } from '../events/event.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { MAPPER_BY_KIND } from './mappers.js';
import { Visibility } from './visibility.js';

type AnyEntity = InstanceType<(typeof ENTITY_BY_KIND)[MatchKind]>;

/**
 * Turns typed rows into the records read model. A hidden record (antileak) is written as "gone" so readers get
 * `{__id}` only; identical data is a no-op in the store.
 */
@Injectable()
export class RecordProjection {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly store: RecordStore,
  ) {}

  /**
   * The antileak rules of one unit of work, read once per transaction (an action projects several records and
   * recomputes derived ones in the same transaction). A writer that changes an event's antileak calls
   * `forgetVisibility` before projecting.
   */
  private readonly visibilityByManager = new WeakMap<EntityManager, Promise<Visibility>>();

  visibility(manager: EntityManager): Promise<Visibility> {
    let visibility = this.visibilityByManager.get(manager);
    if (!visibility) {
      visibility = manager
        .query<Pick<EventEntity, 'id' | 'antileak'>[]>(
          `SELECT id, antileak FROM ${tableOf(manager, EventEntity)}`,
        )
        .then((events) => this.visibilityOf(manager, events));
      this.visibilityByManager.set(manager, visibility);
    }
    return visibility;
  }

  /** Sets the transaction's visibility from every event's antileak, read by the caller in one of its statements. */
  primeVisibility(manager: EntityManager, events: Pick<EventEntity, 'id' | 'antileak'>[]): void {
    if (!this.visibilityByManager.has(manager))
      this.visibilityByManager.set(manager, this.visibilityOf(manager, events));
  }

  private async visibilityOf(
    manager: EntityManager,
    events: Pick<EventEntity, 'id' | 'antileak'>[],
  ): Promise<Visibility> {
    // Reports carry no event: they are hidden with their match (the matches of events hiding them).
    const hiding = new Visibility(events).eventsHidingMatches();
    if (hiding.length === 0) return new Visibility(events);
    const matches = await manager.query<{ id: string }[]>(
      `SELECT id FROM ${tableOf(manager, MatchEntity)} WHERE event && $1::text[]`,
      [hiding],
    );
    return new Visibility(
      events,
      matches.map((m) => m.id),
    );
  }

  forgetVisibility(manager: EntityManager): void {
    this.visibilityByManager.delete(manager);
  }

  toWrites<K extends MatchKind>(
    kind: K,
    entities: readonly InstanceType<(typeof ENTITY_BY_KIND)[K]>[],
    visibility: Visibility,
  ): RecordWrite[] {
    const map = MAPPER_BY_KIND[kind] as (e: AnyEntity) => Record<string, unknown>;
    return entities.map((entity) => {
      const e = entity;
      if (visibility.isHidden(kind, e)) return { id: e.id, kind, data: null };
      const data = map(e);
      if (kind === 'event' && visibility.hidesStaff(e.id)) data['staff'] = [];
      return { id: e.id, kind, data };
    });
  }

  /** Projects the given rows of one kind inside the caller's transaction; returns the ids that changed. */
  async project<K extends MatchKind>(
    manager: EntityManager,
    kind: K,
    entities: readonly InstanceType<(typeof ENTITY_BY_KIND)[K]>[],
  ): Promise<string[]> {
    const visibility = await this.visibility(manager);
    return this.store.write(manager, this.toWrites(kind, entities, visibility));
  }

  /**
   * Rebuilds every stored record (start of the service); unchanged records cost nothing but the comparison. Rows
   * are read FOR SHARE, so a write another replica commits meanwhile waits and is never overwritten by an older
   * projection.
   */
  async projectAll(): Promise<number> {
    return (await this.unitOfWork.run((manager) => this.projectAllIn(manager))).length;
  }

  /** projectAll inside the caller's transaction; returns the ids that changed. */
  async projectAllIn(manager: EntityManager): Promise<string[]> {
    const visibility = await this.visibility(manager);
    const changed: string[] = [];
    for (const kind of MATCH_KINDS) {
      const Entity = ENTITY_BY_KIND[kind];
      const total = await manager.count(Entity);
      for (let offset = 0; offset < total; offset += 2000) {
        const rows = (await manager.find(Entity, {
          order: { id: 'ASC' },
          skip: offset,
          take: 2000,
          lock: { mode: 'pessimistic_read' },
        })) as AnyEntity[];
        changed.push(...(await this.store.write(manager, this.toWrites(kind, rows, visibility))));
      }
    }
    return changed;
  }
}
