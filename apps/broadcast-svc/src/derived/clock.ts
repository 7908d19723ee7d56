import { Injectable } from '@nestjs/common';

/** The service's clock (replaceable in tests). Pure rules receive `now` from here. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
