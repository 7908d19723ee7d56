import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import type { Logger } from '../logging/logger.js';
import { classifyError, type WireError } from './coded-errors.js';

/**
 * The microservices' one exception filter (HOUSE-STYLE Errors): whatever a @MessagePattern handler throws
 * travels back as a coded wire error `{code, message, data}` (see classifyError). Stacks stay in the logs.
 */
@Catch()
export class CodedRpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const { wire, isFault } = classifyError(exception);
    if (isFault) {
      const subject =
        host.getType() === 'rpc'
          ? host.switchToRpc().getContext<NatsContext>().getSubject?.()
          : undefined;
      this.logger.error(
        { subject, err: exception instanceof Error ? exception.stack : String(exception) },
        'handler failed',
      );
    } else if (wire.code === 'UNAVAILABLE') {
      this.logger.warn(
        { err: exception instanceof Error ? exception.message : String(exception) },
        'answered unavailable',
      );
    }
    return throwError(() => wire satisfies WireError);
  }
}
