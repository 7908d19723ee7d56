import { Injectable } from '@nestjs/common';
import {
  CodedError,
  DERIVED,
  EventBlocksSchema,
  LoggingBlockSchema,
  SERVER_TEXT,
  SetEventSettingsBodySchema,
  formatZodError,
  parseEventBlocks,
  type Actor,
  type LoggingBlock,
  type SetEventSettingsResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { StandingsEntrySchema, isEventEditor } from '@castline/domain';
import { EventsRepository } from './events.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { ResultEffectsService, readStandingsEntries } from '../matches/result-effects.service.js';
import { DerivedRecordsService, derivedGroupsFor } from '../derived/derived-records.service.js';

export const EVENT_SETTINGS_TEXT = {
  unknownEvent: 'That event does not exist.',
} as const;

/** The stored blocks' `logging`, when it is a valid logging block (legacy text may hold anything). */
function storedLogging(stored: string | null): LoggingBlock | undefined {
  try {
    const value: unknown = stored ? JSON.parse(stored) : null;
    const logging =
      value && typeof value === 'object'
        ? (value as Record<string, unknown>)['logging']
        : undefined;
    const parsed = LoggingBlockSchema.safeParse(logging);
    return logging !== undefined && parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The submitted blocks as the normalised JSON text to store: parsed (text or object) against EventBlocksSchema, the
 * standings chains against the RULES d.2 tie-breaker keys; a 400 naming the key otherwise. `logging` is private
 * (RULES (h)), so no client reading the public record sees it: blocks without a `logging` key keep the stored one
 * (an editor saving the public blocks never wipes the channels); `logging: {}` clears it.
 */
export function normaliseEventBlocks(submitted: unknown, stored: string | null = null): string {
  const parsed = parseEventBlocks(submitted);
  if (!parsed.success) throw new CodedError('BAD_REQUEST', parsed.message);
  for (const [index, entry] of (parsed.data.standings ?? []).entries()) {
    const checked = StandingsEntrySchema.safeParse(entry);
    if (!checked.success)
      throw new CodedError(
        'BAD_REQUEST',
        formatZodError(checked.error, `blocks.standings.${index}`),
      );
  }
  const kept = parsed.data.logging === undefined ? storedLogging(stored) : undefined;
  const blocks = kept ? EventBlocksSchema.parse({ ...parsed.data, logging: kept }) : parsed.data;
  return JSON.stringify(blocks);
}

/** The top-level block keys whose value differs between two blocks texts (unparsable text counts as no blocks). */
export function changedBlockKeys(before: string | null, after: string): string[] {
  const read = (text: string | null): Record<string, unknown> => {
    try {
      const value: unknown = text ? JSON.parse(text) : {};
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  const [a, b] = [read(before), read(after)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/**
 * actions/set-event-settings (RULES (a)): an event editor (EE) replaces the event's blocks. Unparsable or invalid
 * blocks are a 400 naming the key and write nothing; blocks without `logging` keep the stored channels (see
 * normaliseEventBlocks). In one transaction: the normalised JSON is stored, the event
 * record is projected (its public shape drops `logging`, RULES (h)), the event's standings tables are recomputed
 * (tables of removed entries are emptied), and so are the event-derived collections (RULES (k)). The notifier and
 * the report machines read the blocks at evaluation time, so their routing follows at once.
 */
@Injectable()
export class SetEventSettingsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventsRepository,
    private readonly projection: RecordProjection,
    private readonly effects: ResultEffectsService,
    private readonly derived: DerivedRecordsService,
    private readonly store: RecordStore,
  ) {}

  async setEventSettings(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<SetEventSettingsResult> {
    const body = parseBody(SetEventSettingsBodySchema, rawBody);
    const action = 'set-event-settings';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const event = await this.events.lockEvent(manager, body.eventID);
      if (!event) throw new CodedError('NOT_FOUND', EVENT_SETTINGS_TEXT.unknownEvent);
      // Authorize before reading the blocks, so a refusal never depends on the body's contents.
      if (!isEventEditor(actor, event))
        throw new CodedError('FORBIDDEN', SERVER_TEXT.onlyEventStaff);
      const blocks = normaliseEventBlocks(body.blocks, event.blocks);
      const result = { event: event.id, blocks, changed: false, standings: [] as string[] };
      // Writing identical settings is no change: no audit entry, nothing recomputed.
      if (blocks === event.blocks) return result;
      const previous = event.blocks;
      await this.events.updateBlocks(manager, event.id, blocks);
      event.blocks = blocks;
      await this.projection.project(manager, 'event', [event]);
      const written = await this.effects.recomputeStandings(manager, event.id);
      const kept = new Set(readStandingsEntries(blocks).map((entry) => entry.key));
      const emptied = await this.store.write(
        manager,
        readStandingsEntries(previous)
          .filter((entry) => !kept.has(entry.key))
          .map((entry) => ({
            id: DERIVED.standings(event.id, entry.key),
            kind: 'standings',
            data: null,
          })),
      );
      await this.derived.recompute(manager, derivedGroupsFor('event'));
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action,
          recordId: event.id,
          changed: { blocks: changedBlockKeys(previous, blocks) },
        },
      ]);
      return { ...result, changed: true, standings: [...written, ...emptied] };
    });
  }
}
