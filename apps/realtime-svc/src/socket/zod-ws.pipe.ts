import type { PipeTransform } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import type { z } from 'zod';
import { formatZodError } from '@castline/contracts';

/**
 * Checks a socket message body with its zod schema (every inbound message is validated). A bad message is
 * refused with a WsException: the sender gets an `exception` event `{status:'error', message}`; nothing runs.
 */
export class ZodWsPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw new WsException(`Invalid message: ${formatZodError(parsed.error)}`);
    return parsed.data;
  }
}
