import { EventRecordSchema, type EventRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import { readReportSettings } from '@castline/domain';
import type { EventEntity } from './event.entity.js';

/**
 * The event's `blocks` JSON without its private parts: `logging` holds chat channel ids (RULES (h): logging is X,
 * server only). Text that is not a JSON object is passed through (it counts as no settings anyway).
 */
export function publicBlocks(blocks: string | null): string | null {
  if (!blocks) return blocks;
  let parsed: unknown;
  try {
    parsed = JSON.parse(blocks);
  } catch {
    return blocks;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('logging' in parsed))
    return blocks;
  const { logging: _private, ...rest } = parsed as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * EventEntity → the spec's event record shape (private columns and blocks.logging never leave; whether a
 * matchTimeChanges channel is set is public as `announces_time_changes`).
 */
export function mapEvent(entity: EventEntity): EventRecord {
  return toRecord(
    EventRecordSchema,
    'event',
    Object.assign({}, entity, {
      blocks: publicBlocks(entity.blocks),
      announces_time_changes: !!readReportSettings(entity.blocks).channels.matchTimeChanges,
    }),
  );
}
