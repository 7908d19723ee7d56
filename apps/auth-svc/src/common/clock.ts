import { Injectable } from '@nestjs/common';

/** The service's clock (one place that reads the time, so rules receive `now` as an argument). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
