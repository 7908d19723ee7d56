import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ACTIONS,
  CodedError,
  IdempotencyKeySchema,
  SERVER_TEXT,
  isActionName,
  okEnvelope,
  type ActionEnvelope,
  type CommandRequest,
} from '@castline/contracts';
import { NatsBus, parseBody } from '@castline/nest-kit';
import { ActorResolver } from '../auth/actor-resolver.service.js';
import { readBearerToken } from '../auth/read-bearer-token.js';

/** The request header carrying the client's key of one press (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The Idempotency-Key of a request, or undefined without one. A malformed key is a 400: a retry must be
 * recognised, so a key the service could not store is refused rather than ignored.
 */
export function readIdempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  return parseBody(IdempotencyKeySchema, Array.isArray(raw) ? raw.join(',') : raw);
}

/**
 * ARCHITECTURE §4 write path, gateway part: known action → actor from the Bearer token → body checked against
 * the action's schema → `<domain>.cmd.<action>` with `{actor, body, idempotency_key}` → the service's answer as the
 * envelope. With an `Idempotency-Key` header, a retry of a committed action answers the first answer.
 */
@Injectable()
export class ActionsService {
  constructor(
    private readonly bus: NatsBus,
    private readonly actors: ActorResolver,
  ) {}

  /** POST /actions/{name} (broadcast §7). Refusals throw CodedError; the filter renders them. */
  async run(name: string, headers: IncomingHttpHeaders, body: unknown): Promise<ActionEnvelope> {
    if (!isActionName(name)) throw new CodedError('UNKNOWN_ACTION', SERVER_TEXT.unknownAction);
    const action = ACTIONS[name];

    const token = readBearerToken(headers);
    const actor = token ? await this.actors.resolve(token) : null;
    if (!actor) throw new CodedError('UNAUTHENTICATED', SERVER_TEXT.unknownToken);

    const parsedBody: unknown = parseBody(action.body, body ?? {});

    const idempotencyKey = readIdempotencyKey(headers);
    const request: CommandRequest = {
      actor,
      body: parsedBody,
      ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
    };
    return okEnvelope(await this.bus.request(action.subject, request));
  }
}
