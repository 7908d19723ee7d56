import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Observable } from 'rxjs';
import { runWithRequestId } from '@castline/nest-kit';
import type { GatewayRequest } from './http-types.js';

/**
 * Runs every route handler inside runWithRequestId (ARCHITECTURE §1 "request ids"): stream callbacks of the
 * body parser may run outside the middleware's async context, so the id is re-entered here, and every NATS
 * request a handler makes forwards it.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = context.switchToHttp().getRequest<GatewayRequest>().requestId;
    if (!requestId) return next.handle();
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () => next.handle().subscribe(subscriber)),
    );
  }
}
