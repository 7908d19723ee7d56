import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** The action answer of the spec: {error, errorMessage, data}, plus a machine `code`. */
export const ActionEnvelopeSchema = z.object({
  error: z.boolean(),
  errorMessage: z.string().nullable(),
  code: z.enum(ERROR_CODES).nullable(),
  data: z.unknown(),
});
export type ActionEnvelope<T = unknown> = Omit<z.infer<typeof ActionEnvelopeSchema>, 'data'> & {
  data: T;
};

export function okEnvelope<T>(data: T): ActionEnvelope<T> {
  return { error: false, errorMessage: null, code: null, data };
}

export function errorEnvelope(
  code: z.infer<typeof ActionEnvelopeSchema>['code'],
  errorMessage: string,
  data: unknown = null,
): ActionEnvelope {
  return { error: true, errorMessage, code, data };
}
