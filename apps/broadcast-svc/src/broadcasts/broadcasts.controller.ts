import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { UpdateBroadcastService } from './update-broadcast.service.js';

/** Broadcast commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class BroadcastsController {
  constructor(private readonly updates: UpdateBroadcastService) {}

  /** actions/update-broadcast (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('update-broadcast'))
  updateBroadcast(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.updates.updateBroadcast(actor, body, idempotency_key);
  }
}
