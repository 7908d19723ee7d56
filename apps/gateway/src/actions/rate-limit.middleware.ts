import { CodedError } from '@castline/contracts';
import { getClientIp, type Middleware } from '../http/http-types.js';
import { GATEWAY_TEXT } from '../errors/gateway-text.js';
import type { TokenBucketLimiter } from './token-bucket.js';

/**
 * ARCHITECTURE §1 "rate limits": /actions calls beyond the client's bucket get a 429 envelope (through the
 * exception filter) with Retry-After, before the body is even read.
 */
export function createRateLimitMiddleware(limiter: TokenBucketLimiter): Middleware {
  return (req, res, next) => {
    const { allowed, retryAfterMs } = limiter.take(getClientIp(req));
    if (allowed) {
      next();
      return;
    }
    res.setHeader('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    next(new CodedError('RATE_LIMITED', GATEWAY_TEXT.rateLimited));
  };
}
