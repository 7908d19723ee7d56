import { Injectable } from '@nestjs/common';
import { CodedError, DERIVED, SERVER_TEXT, SUBJECTS, type ThingsQuery } from '@castline/contracts';
import { NatsBus } from '@castline/nest-kit';
import { readThingsReply } from '../things/read-things-reply.js';

/** How long the login routes wait for match-svc to say whether a mini-site exists. */
export const SERVED_HOST_TIMEOUT_MS = 3000;

/**
 * Which mini-sites the product serves (issue 12 item 1): `<name>.<main host>` only when an event has that subdomain,
 * read from match-svc's derived `subdomain-{name}` record (RULES (k); antileak applies). No answer is a coded 503.
 */
@Injectable()
export class ServedHosts {
  constructor(private readonly bus: NatsBus) {}

  async hasMiniSite(name: string): Promise<boolean> {
    const query: ThingsQuery = { ids: [DERIVED.subdomain(name)] };
    let reply: unknown;
    try {
      reply = await this.bus.request(SUBJECTS.match.qry('things'), query, {
        timeoutMs: SERVED_HOST_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof CodedError) throw error;
      throw new CodedError('UNAVAILABLE', SERVER_TEXT.unavailable);
    }
    const record = readThingsReply(reply)[0] as Record<string, unknown> | undefined;
    return record !== undefined && typeof record.id === 'string' && record.id !== '';
  }
}
