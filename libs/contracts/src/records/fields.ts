import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** Field builders for record shapes: snake_case fields, links as id arrays, null for "not set". */
export const f = {
  id: RecordIdSchema,
  links: z.array(RecordIdSchema),
  text: z.string().nullable(),
  int: z.number().int().nullable(),
  num: z.number().nullable(),
  bool: z.boolean(),
  /** ISO 8601 instant with offset, e.g. 2026-11-21T18:00:00.000Z. */
  datetime: z.iso.datetime({ offset: true }).nullable(),
  /** ISO date (YYYY-MM-DD). */
  date: z.iso.date().nullable(),
  texts: z.array(z.string()),
};

/** Every record carries `id` and, on the read path, `__id` (the id it was asked for). */
export const RecordBase = z.object({ id: f.id });
