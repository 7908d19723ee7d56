import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { SetEventSettingsService } from './set-event-settings.service.js';

/** Event commands over NATS (RULES (a)): parse, delegate (authorization lives in the use cases). */
@Controller()
export class EventsController {
  constructor(private readonly settings: SetEventSettingsService) {}

  @MessagePattern(SUBJECTS.match.cmd('set-event-settings'))
  setEventSettings(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.settings.setEventSettings(actor, body, idempotency_key);
  }
}
