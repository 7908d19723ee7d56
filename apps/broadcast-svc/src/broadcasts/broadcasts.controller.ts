import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { UpdateBroadcastService } from './update-broadcast.service.js';
import { SetObserverSettingService } from './set-observer-setting.service.js';
import { UpdateGfxIndexService } from './update-gfx-index.service.js';

/** Broadcast commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class BroadcastsController {
  constructor(
    private readonly updates: UpdateBroadcastService,
    private readonly observer: SetObserverSettingService,
    private readonly gfx: UpdateGfxIndexService,
  ) {}

  /** actions/update-broadcast (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('update-broadcast'))
  updateBroadcast(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.updates.updateBroadcast(actor, body, idempotency_key);
  }

  /** actions/set-observer-setting (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('set-observer-setting'))
  setObserverSetting(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.observer.setObserverSetting(actor, body, idempotency_key);
  }

  /** actions/update-gfx-index (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('update-gfx-index'))
  updateGfxIndex(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.gfx.updateGfxIndex(actor, body, idempotency_key);
  }
}
