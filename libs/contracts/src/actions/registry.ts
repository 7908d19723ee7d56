import type { z } from 'zod';
import { SUBJECTS } from '../nats/subjects.js';
import { UpdateBroadcastBodySchema } from './update-broadcast.js';
import { UpdateMatchDataBodySchema } from './update-match-data.js';
import { UpdateProfileDataBodySchema } from './update-profile-data.js';

export interface ActionDefinition {
  /** NATS subject of the owning service's command handler. */
  readonly subject: string;
  /** The body schema, checked at the gateway and again by the service. */
  readonly body: z.ZodType;
}

/** Every action the gateway accepts at POST /actions/{name}. Anything else is 'Unknown action' (404). */
export const ACTIONS = {
  'update-match-data': {
    subject: SUBJECTS.match.cmd('update-match-data'),
    body: UpdateMatchDataBodySchema,
  },
  'update-broadcast': {
    subject: SUBJECTS.broadcast.cmd('update-broadcast'),
    body: UpdateBroadcastBodySchema,
  },
  'update-profile-data': {
    subject: SUBJECTS.match.cmd('update-profile-data'),
    body: UpdateProfileDataBodySchema,
  },
} as const satisfies Record<string, ActionDefinition>;
export type ActionName = keyof typeof ACTIONS;

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(ACTIONS, name);
}
