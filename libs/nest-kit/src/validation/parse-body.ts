import type { z } from 'zod';
import { CodedError, formatZodError } from '@castline/contracts';

/** Parses an action body with its schema (RULES (a) general rule 2), turning a failure into a readable 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new CodedError('BAD_REQUEST', formatZodError(result.error));
  return result.data;
}
