import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ErrorRateEventSchema,
  SUBJECTS,
  ServiceStateEventSchema,
  formatZodError,
} from '@castline/contracts';
import { LOGGER, type Logger } from '@castline/nest-kit';
import { FlagsService } from './flags.service.js';

/** NATS events that drive `website_flags`: parse, then delegate to FlagsService. */
@Controller()
export class FlagsController {
  constructor(
    private readonly flags: FlagsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `system.evt.service-state.v1` → server_rebuilding. */
  @EventPattern(SUBJECTS.serviceState)
  onServiceState(@Payload() payload: unknown): void {
    const parsed = ServiceStateEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.debug(
        { problem: formatZodError(parsed.error) },
        'ignored an invalid service-state event',
      );
      return;
    }
    this.flags.recordServiceState(parsed.data);
  }

  /** `gateway.evt.error-rate.v1` → high_error_rate. */
  @EventPattern(SUBJECTS.errorRate)
  onErrorRate(@Payload() payload: unknown): void {
    const parsed = ErrorRateEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.debug(
        { problem: formatZodError(parsed.error) },
        'ignored an invalid error-rate event',
      );
      return;
    }
    this.flags.recordErrorRate(parsed.data.high);
  }
}
