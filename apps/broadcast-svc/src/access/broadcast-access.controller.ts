import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BroadcastAccessQuerySchema,
  SUBJECTS,
  type BroadcastAccessReply,
} from '@castline/contracts';
import { BroadcastAccessService } from './broadcast-access.service.js';

/** `broadcast.qry.access` over NATS: parse, delegate. */
@Controller()
export class BroadcastAccessController {
  constructor(private readonly service: BroadcastAccessService) {}

  @MessagePattern(SUBJECTS.broadcast.qry('access'))
  async access(@Payload() payload: unknown): Promise<BroadcastAccessReply> {
    return this.service.access(BroadcastAccessQuerySchema.parse(payload));
  }
}
