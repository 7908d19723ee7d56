import { z } from 'zod';
import { ThingIdSchema } from '../core/ids.js';

import { MAX_SUBSCRIPTIONS_PER_SOCKET, WEBSITE_FLAGS } from './names.js';

export * from './names.js';

export const SubscribePayloadSchema = ThingIdSchema;
export const SubscribeMultiplePayloadSchema = z
  .array(ThingIdSchema)
  .max(MAX_SUBSCRIPTIONS_PER_SOCKET);

export const WebsiteFlagsSchema = z.array(z.enum(WEBSITE_FLAGS));
