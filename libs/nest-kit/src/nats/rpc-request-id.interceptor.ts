import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER } from '@castline/contracts';
import { runWithRequestId } from '../logging/logger.js';

interface NatsHeaders {
  get(key: string): string;
}

/**
 * Runs every NATS handler inside the request id of the message (the `x-request-id` NATS header the gateway set),
 * so its log lines and its own NATS calls carry the same id (ARCHITECTURE: one request id end to end).
 */
@Injectable()
export class RpcRequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const headers = context.switchToRpc().getContext<NatsContext>().getHeaders?.() as
      NatsHeaders | undefined;
    const requestId = headers?.get(REQUEST_ID_HEADER) || randomUUID();
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () => next.handle().subscribe(subscriber)),
    );
  }
}
