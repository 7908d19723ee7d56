import { Inject, Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import {
  CodedError,
  ReportChatSummaryQuerySchema,
  SUBJECTS,
  type ReportChatSummaryReply,
} from '@castline/contracts';
import { RESCHEDULE_OPEN_STATES, SCORE_REPORT_OPEN_STATES } from '@castline/domain';
import { APP_CONFIG, DATA_SOURCE } from '@castline/nest-kit';
import type { MatchConfig } from '../config/match-config.js';
import { NotifierRepository } from './notifier.repository.js';
import { renderReportSummary } from './render-notification.js';

const OPEN_STATES: readonly string[] = [...SCORE_REPORT_OPEN_STATES, ...RESCHEDULE_OPEN_STATES];

/**
 * `match.qry.report-chat-summary` (gateway's chat buttons, RULES b.7): the report's match, whether it is still the
 * match's open report, and its summary for the details button.
 */
@Controller()
export class ReportChatSummaryController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly repository: NotifierRepository,
    @Inject(APP_CONFIG) private readonly config: MatchConfig,
  ) {}

  @MessagePattern(SUBJECTS.match.qry('report-chat-summary'))
  async summary(@Payload() payload: unknown): Promise<ReportChatSummaryReply> {
    const { report: reportId } = ReportChatSummaryQuerySchema.parse(payload);
    const manager = this.dataSource.manager;
    const found = await this.repository.findReportLink(manager, reportId);
    if (!found) throw new CodedError('NOT_FOUND', 'This request no longer exists.');
    const { report, linked } = found;
    const loaded = await this.repository.loadContext(
      manager,
      { match: report.match[0]!, report: report.id },
      { siteUrl: this.config.PUBLIC_URL, actor: { team: null, staff: false }, reason: null },
    );
    if (!loaded) throw new CodedError('NOT_FOUND', 'This request no longer exists.');
    return {
      report: report.id,
      match: loaded.context.match.id,
      type: report.type === 'reschedule' ? 'reschedule' : 'score',
      open: linked && OPEN_STATES.includes(report.state),
      summary: renderReportSummary(loaded.context),
    };
  }
}
