import { SetMetadata } from '@nestjs/common';

export const NATS_HANDLER = 'castline:nats-handler';
export interface NatsHandlerMeta {
  subject: string;
  /** 'request' answers with a reply (queue group = service); 'event' only listens (every instance). */
  kind: 'request' | 'event';
}

/** Marks a controller method as the handler of a request/reply subject (from SUBJECTS, never a literal). */
export const NatsRequest = (subject: string) =>
  SetMetadata<string, NatsHandlerMeta>(NATS_HANDLER, { subject, kind: 'request' });
/** Marks a controller method as a listener of a core NATS event subject. */
export const NatsEvent = (subject: string) =>
  SetMetadata<string, NatsHandlerMeta>(NATS_HANDLER, { subject, kind: 'event' });
