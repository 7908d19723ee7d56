import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { ScoreReportsService } from './score-reports.service.js';
import { ReschedulesService } from './reschedules.service.js';

/** Score-report and reschedule commands over NATS (RULES (a), (b)): parse, delegate (the use cases authorize). */
@Controller()
export class ReportsController {
  constructor(
    private readonly scores: ScoreReportsService,
    private readonly reschedules: ReschedulesService,
  ) {}

  @MessagePattern(SUBJECTS.match.cmd('submit-score-report'))
  submitScoreReport(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.scores.submit(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('approve-score-report'))
  approveScoreReport(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.scores.approve(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('staff-approve-score-report'))
  staffApproveScoreReport(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.scores.staffApprove(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('submit-match-reschedule'))
  submitMatchReschedule(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.reschedules.submit(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('approve-match-reschedule'))
  approveMatchReschedule(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.reschedules.approve(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('staff-approve-match-reschedule'))
  staffApproveMatchReschedule(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.reschedules.staffApprove(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('send-reschedule-message'))
  sendRescheduleMessage(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.reschedules.sendMessage(actor, body, idempotency_key);
  }
}
