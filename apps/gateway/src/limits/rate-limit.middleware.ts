import { CodedError } from '@castline/contracts';
import type { KeyedLimiter } from '@castline/nest-kit';
import { getClientIp, type Middleware } from '../http/http-types.js';
import { GATEWAY_TEXT } from '../errors/gateway-text.js';

/**
 * Issue 11 item 2: a call beyond its client address's budget gets the 429 envelope (through the exception filter)
 * `{error:true, errorMessage, code:'RATE_LIMITED', data:null}` with Retry-After in seconds, before the body is
 * read. `appliesTo` narrows the middleware to some paths (Express mounts by prefix only; /image.* is no prefix).
 */
export function createRateLimitMiddleware(
  limiter: KeyedLimiter,
  appliesTo: (path: string) => boolean = () => true,
): Middleware {
  return (req, res, next) => {
    if (!appliesTo(req.path)) {
      next();
      return;
    }
    limiter.consume(getClientIp(req)).then(({ allowed, retryAfterSeconds }) => {
      if (allowed) {
        next();
        return;
      }
      res.setHeader('retry-after', String(retryAfterSeconds));
      next(new CodedError('RATE_LIMITED', GATEWAY_TEXT.rateLimited));
    }, next);
  };
}
