import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RESCHEDULE_OPEN_STATES,
  SCORE_REPORT_OPEN_STATES,
  isMatchComplete,
  type ReportSwitches,
} from '@castline/domain';
import type { MatchEntity } from '../matches/match.entity.js';
import { Clock } from '../derived/clock.js';
import { ReportRepository } from './report.repository.js';
import {
  AUTO,
  ReportWriter,
  toSnapshot,
  transitionReport,
  type ReportType,
} from './report-writer.service.js';

/** Supersede does not read the event switches (its row neither needs them nor settles). */
const NO_SWITCHES: ReportSwitches = { use: false, opponentApprove: false, staffApprove: false };

const OPEN: Record<ReportType, readonly string[]> = {
  score: SCORE_REPORT_OPEN_STATES,
  reschedule: RESCHEDULE_OPEN_STATES,
};

/**
 * The AUTO supersede rows (RULES b.2 row 12, b.3 row 10), run in the transaction of the change that causes them:
 * a match completed by another path than its score report (every result change goes through
 * ResultEffectsService.onResultChange), and a start changed directly by a match editor (update-match-data).
 * A report being applied is already Applied when apply writes the match, so it is never superseded by its own write.
 */
@Injectable()
export class ReportSupersedeService {
  constructor(
    private readonly repository: ReportRepository,
    private readonly writer: ReportWriter,
    private readonly clock: Clock,
  ) {}

  /**
   * After a result change: supersedes the open score report once the match is complete. When an editor's correction
   * leaves the match not complete again, an Applied score report still linked no longer describes the result: it
   * moves to report_history, so the teams can report the match again (b.2 leaves this open; our decision).
   */
  async onResultChange(manager: EntityManager, match: MatchEntity): Promise<void> {
    if (isMatchComplete(match)) return this.supersede(manager, match, 'score');
    if (match.reports.length === 0) return;
    const applied = (await this.repository.lockReports(manager, match.reports)).filter(
      (r) => r.type === 'score' && r.state === 'Applied',
    );
    if (applied.length > 0)
      await this.writer.relink(manager, match, { archive: applied.map((r) => r.id) });
  }

  /** After a start change: supersedes the open reschedule request. */
  async onStartChange(manager: EntityManager, match: MatchEntity): Promise<void> {
    await this.supersede(manager, match, 'reschedule');
  }

  private async supersede(manager: EntityManager, match: MatchEntity, type: ReportType) {
    if (match.reports.length === 0) return;
    const linked = await this.repository.lockReports(manager, match.reports);
    const report = linked.find((r) => r.type === type && OPEN[type].includes(r.state));
    if (!report) return;
    const result = transitionReport(type, {
      report: toSnapshot(report),
      trigger: 'supersede',
      actor: AUTO,
      switches: NO_SWITCHES,
      at: this.clock.now(),
    });
    if (!result.ok) return;
    await this.writer.persist(manager, {
      match,
      type,
      report,
      previous: null,
      result,
      actor: AUTO,
    });
  }
}
