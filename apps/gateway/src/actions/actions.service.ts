import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ACTIONS,
  CodedError,
  SERVER_TEXT,
  formatZodError,
  isActionName,
  okEnvelope,
  type ActionEnvelope,
  type CommandRequest,
} from '@castline/contracts';
import { NatsBus } from '@castline/nest-kit';
import { ActorResolver } from '../auth/actor-resolver.service.js';
import { readBearerToken } from '../auth/read-bearer-token.js';

/**
 * ARCHITECTURE §4 write path, gateway part: known action → actor from the Bearer token → body checked against
 * the action's schema → `<domain>.cmd.<action>` with `{actor, body}` → the service's answer as the envelope.
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

    const parsed = action.body.safeParse(body ?? {});
    if (!parsed.success) throw new CodedError('BAD_REQUEST', formatZodError(parsed.error));

    const request: CommandRequest = { actor, body: parsed.data };
    return okEnvelope(await this.bus.request(action.subject, request));
  }
}
