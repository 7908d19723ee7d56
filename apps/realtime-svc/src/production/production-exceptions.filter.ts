import { Catch, Inject, Injectable, type ArgumentsHost } from '@nestjs/common';
import { BaseWsExceptionFilter, WsException } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { LOGGER, type Logger } from '@castline/nest-kit';

/** A refusal the production service already logged (with the actor and reason). */
export class LoggedRefusal extends WsException {}

/**
 * Answers a refused production message as Nest does (an `exception` event `{status: 'error', message}` to the
 * sender) and logs it: a bad payload (ZodWsPipe), the rate limit, an unavailable service. Refusals of the access
 * check are logged where they happen (LoggedRefusal) and not twice.
 */
@Injectable()
@Catch()
export class ProductionExceptionsFilter extends BaseWsExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (!(exception instanceof LoggedRefusal)) {
      const ws = host.switchToWs();
      this.logger.warn(
        {
          socket: ws.getClient<Socket>().id,
          event: ws.getPattern(),
          reason: exception instanceof WsException ? exception.getError() : String(exception),
        },
        'refused a production message',
      );
    }
    super.catch(exception, host);
  }
}
