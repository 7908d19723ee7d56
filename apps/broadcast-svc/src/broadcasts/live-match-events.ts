import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SUBJECTS, type LiveMatchChangedEvent } from '@castline/contracts';
import { RecordStore } from '@castline/nest-kit';
import { BroadcastRepository } from './broadcast.repository.js';

type LiveState = { id: string; live_match: readonly string[]; advertise: boolean };

/** The live-match-changed event of a broadcast (RULES (0) "Live match of B" = live_match[0]). */
export function toLiveMatchChangedEvent(
  after: LiveState,
  previousLiveMatch: readonly string[],
): LiveMatchChangedEvent {
  return {
    broadcast: after.id,
    live_match: after.live_match[0] ?? null,
    previous: previousLiveMatch[0] ?? null,
    advertise: after.advertise,
  };
}

/**
 * Queues `broadcast.evt.live-match-changed.v1` in the caller's transaction (the outbox relay publishes it to the
 * DOMAIN_EVENTS stream after commit, with the broadcast as aggregate and a version that grows with each event of
 * the broadcast: the writer holds the broadcast's row lock). match-svc consumes it to recompute
 * special:upcoming-matches and special:live-matches (RULES (k)); automations act only when `previous` differs
 * from `live_match`.
 */
@Injectable()
export class LiveMatchEvents {
  constructor(
    private readonly store: RecordStore,
    private readonly repository: BroadcastRepository,
  ) {}

  /** A change of live_match and/or advertise, with the live match list before the change. */
  async emitChange(
    manager: EntityManager,
    after: LiveState,
    previousLiveMatch: readonly string[],
  ): Promise<void> {
    await this.store.emit(
      manager,
      SUBJECTS.liveMatchChanged,
      toLiveMatchChangedEvent(after, previousLiveMatch),
      after.id,
    );
  }

  /**
   * Re-announces every broadcast that has a live match (start-up), so match-svc's projection is complete after a
   * fresh seed or a lost database. `previous` equals `live_match`: nothing changed, so no automation runs, and
   * applying it again is harmless (match-svc upserts by broadcast id).
   */
  async announceAll(manager: EntityManager): Promise<number> {
    const rows = await this.repository.lockWithLiveMatch(manager);
    for (const row of rows) await this.emitChange(manager, row, row.live_match);
    return rows.length;
  }
}
