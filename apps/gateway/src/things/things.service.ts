import { Inject, Injectable } from '@nestjs/common';
import {
  CodedError,
  SERVER_TEXT,
  SUBJECTS,
  ThingIdSchema,
  type Actor,
  type ThingsQuery,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { ThingOwners } from './thing-owners.js';
import { parseThingIds } from './parse-thing-ids.js';
import { readThingsTexts } from './read-things-reply.js';
import { chunk } from './chunk.js';
import { collectThemeIds } from './collect-theme-ids.js';
import { assembleThings, type AssembledThings } from './assemble-things.js';
import { emptyGatherResult, type GatherResult } from './gather-result.js';

type ThingsOwner = (typeof SUBJECTS.thingsOwners)[number];

/** Ids per NATS request to one owner. */
export const THINGS_CHUNK_SIZE = 100;
/** How long the read path waits for an owner before answering without it. */
export const THINGS_OWNER_TIMEOUT_MS = 3000;

/**
 * ARCHITECTURE §3 read path: parse the ids, ask every owning service in parallel (chunks of ≤ 100 ids), merge,
 * append single themes in a second round, answer in request order. Owners answer each record as its stored JSON
 * text (`json: true`), which goes into the answer as it is: the gateway never parses or re-serialises a record
 * (issue 11 item 3).
 */
@Injectable()
export class ThingsService {
  /** The owner of every id answered so far (THINGS_OWNER_CACHE_ENTRIES): later reads ask it alone. */
  private readonly owners: ThingOwners<ThingsOwner>;

  constructor(
    private readonly bus: NatsBus,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.owners = new ThingOwners(config.THINGS_OWNER_CACHE_ENTRIES);
  }

  /**
   * POST /things (public-site §7): the JSON text of the list of records for the body's ids, and whether it is
   * partial (an owner did not answer). `viewer`: the signed-in reader, who also gets the crew-only fields they
   * may see (RULES (h) C).
   */
  async getThings(body: unknown, viewer?: Actor | null): Promise<AssembledThings> {
    const parsed = parseThingIds(body);
    if (!parsed.ok) throw new CodedError('BAD_REQUEST', parsed.message);
    const malformed = new Set(parsed.ids.filter((id) => !ThingIdSchema.safeParse(id).success));
    const wellFormed = parsed.ids.filter((id) => !malformed.has(id));

    const first = await this.gather(wellFormed, SUBJECTS.thingsOwners, viewer);
    if (wellFormed.length > 0 && first.answered === 0) {
      throw new CodedError('UNAVAILABLE', SERVER_TEXT.unavailable);
    }
    const themeIds = collectThemeIds(parsed.ids, first.found);
    // An owner that just failed is not asked again: a hanging owner must not double the wait.
    const healthyOwners = SUBJECTS.thingsOwners.filter((owner) => !first.failedOwners.has(owner));
    const themes =
      themeIds.length > 0 ? await this.gather(themeIds, healthyOwners) : emptyGatherResult();
    return assembleThings(parsed.ids, malformed, first, themeIds, themes);
  }

  /**
   * One scatter-gather round, all in parallel: each owner gets the ids it is known to own and the ids no owner is
   * known for yet (ThingOwners), in chunks.
   */
  private async gather(
    ids: readonly string[],
    owners: readonly ThingsOwner[] = SUBJECTS.thingsOwners,
    viewer?: Actor | null,
  ): Promise<GatherResult> {
    const result = emptyGatherResult();
    if (ids.length === 0) return result;
    const routes = [...this.owners.route(ids, owners)];
    const requests = routes.flatMap(([owner, owned]) =>
      chunk(owned, THINGS_CHUNK_SIZE).map(async (part) => {
        try {
          const query: ThingsQuery = viewer
            ? { ids: part, viewer, json: true }
            : { ids: part, json: true };
          const records = readThingsTexts(
            await this.bus.request(SUBJECTS[owner].qry('things'), query, {
              timeoutMs: THINGS_OWNER_TIMEOUT_MS,
            }),
          );
          result.answered += 1;
          const asked = new Set(part);
          for (const { __id, text, theme } of records) {
            if (!asked.has(__id) || result.found.has(__id)) continue;
            result.found.set(__id, { text, theme });
            this.owners.learn(__id, owner);
          }
        } catch (error) {
          result.failed += 1;
          result.failedOwners.add(owner);
          for (const id of part) result.unresolved.add(id);
          this.logger.warn(
            {
              owner,
              ids: part.length,
              err: error instanceof Error ? error.message : String(error),
            },
            'things owner did not answer',
          );
        }
      }),
    );
    await Promise.all(requests);
    for (const id of result.found.keys()) result.unresolved.delete(id);
    return result;
  }
}
