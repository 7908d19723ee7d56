import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DERIVED, EventReportsRecordSchema } from '@castline/contracts';
import { LOCK_KEYS, RecordStore, lockKeys, type RecordWrite } from '@castline/nest-kit';
import { RESCHEDULE_OPEN_STATES, SCORE_REPORT_OPEN_STATES } from '@castline/domain';
import { RecordProjection } from '../projection/record-projection.service.js';
import { MATCH_SCHEMA } from '../database/data-source.js';
import { ReportRepository } from './report.repository.js';

/**
 * The staff queue `event-reports-{event}` (issue 18 item 4): every open score report and reschedule request of the
 * event's matches, oldest first. Recomputed in the transaction of every report change (RULES (k)), under the
 * record's derived lock; an event whose matches are hidden (antileak) has no queue record.
 */
@Injectable()
export class ReportQueueService {
  constructor(
    private readonly repository: ReportRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
  ) {}

  /** Recomputes the queues of the given events; returns the ids that changed. */
  async recompute(manager: EntityManager, eventIds: readonly string[]): Promise<string[]> {
    const events = [...new Set(eventIds)].sort();
    if (events.length === 0) return [];
    await lockKeys(
      manager,
      MATCH_SCHEMA,
      events.map((id) => LOCK_KEYS.derived(DERIVED.eventReports(id))),
    );
    const visibility = await this.projection.visibility(manager);
    const writes: RecordWrite[] = [];
    for (const event of events) {
      const id = DERIVED.eventReports(event);
      if (visibility.isHidden('match', { id, event: [event] })) {
        writes.push({ id, kind: 'derived', data: null });
        continue;
      }
      const rows = await this.repository.openReportsOfEvent(manager, event, {
        score: SCORE_REPORT_OPEN_STATES,
        reschedule: RESCHEDULE_OPEN_STATES,
      });
      const data = EventReportsRecordSchema.parse({
        id,
        __kind: 'derived',
        event: [event],
        open: rows.map((r) => ({
          report: r.id,
          match: r.match,
          type: r.type,
          state: r.state,
          since: r.since ?? 0,
        })),
      });
      writes.push({ id, kind: 'derived', data });
    }
    return this.store.write(manager, writes);
  }

  /** Every event's queue (cold start and the drift check). */
  async recomputeAll(manager: EntityManager): Promise<string[]> {
    return this.recompute(manager, await this.repository.eventIds(manager));
  }
}
