import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from '@castline/nest-kit';
import type { GatewayRequest, GatewayResponse } from '../http/http-types.js';
import { toErrorResponse } from './to-error-response.js';

/**
 * The gateway's one exception filter (HOUSE-STYLE Errors): every error of a route, a guard or an Express
 * middleware (body parser included, which Nest routes here) becomes an envelope; stacks stay in the logs.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<GatewayRequest>();
    const res = http.getResponse<GatewayResponse>();
    const answer = toErrorResponse(exception, req.path ?? req.url ?? '/');
    if (answer.isServerFault) {
      this.logger.error(
        {
          requestId: req.requestId,
          path: req.path,
          err: exception instanceof Error ? exception.stack : String(exception),
        },
        'request failed',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(answer.status).json(answer.body);
  }
}
