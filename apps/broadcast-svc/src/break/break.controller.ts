import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { UpdateBreakService } from './update-break.service.js';

/** Break commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class BreakController {
  constructor(private readonly breaks: UpdateBreakService) {}

  /** actions/update-break-automation (broadcast §7, RULES (a), (f)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('update-break-automation'))
  updateBreakAutomation(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.breaks.updateBreakAutomation(actor, body, idempotency_key);
  }

  /** actions/update-break-display (broadcast §7, RULES (a), (f)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('update-break-display'))
  updateBreakDisplay(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.breaks.updateBreakDisplay(actor, body, idempotency_key);
  }
}
