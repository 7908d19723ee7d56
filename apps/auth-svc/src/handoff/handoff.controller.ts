import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateHandoffCommandSchema,
  RedeemHandoffCommandSchema,
  SUBJECTS,
  type CreateHandoffReply,
  type RedeemHandoffReply,
} from '@castline/contracts';
import { HandoffService } from './handoff.service.js';

/** Hand-off subjects over NATS (the gateway's POST /auth/handoff and /auth/handoff/exchange): parse, delegate. */
@Controller()
export class HandoffController {
  constructor(private readonly handoff: HandoffService) {}

  @MessagePattern(SUBJECTS.auth.cmd('create-handoff'))
  create(@Payload() payload: unknown): Promise<CreateHandoffReply> {
    return this.handoff.create(CreateHandoffCommandSchema.parse(payload));
  }

  @MessagePattern(SUBJECTS.auth.cmd('redeem-handoff'))
  redeem(@Payload() payload: unknown): Promise<RedeemHandoffReply> {
    return this.handoff.redeem(RedeemHandoffCommandSchema.parse(payload));
  }
}
