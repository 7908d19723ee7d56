import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ServerTimeSchema } from '@castline/contracts';
import { TimeController } from './time.controller.js';

describe('GET /time', () => {
  it('answers the clock it is given, in ms, as {now}', () => {
    const controller = new TimeController(() => 1_760_000_000_123);
    expect(controller.read()).toEqual({ now: 1_760_000_000_123 });
    expect(ServerTimeSchema.safeParse(controller.read()).success).toBe(true);
  });

  it('reads the clock on every call (nothing is cached)', () => {
    let now = 1000;
    const controller = new TimeController(() => (now += 250));
    expect([controller.read().now, controller.read().now]).toEqual([1250, 1500]);
  });

  it('is a GET of /time with Cache-Control no-store', () => {
    const handler = Object.getOwnPropertyDescriptor(TimeController.prototype, 'read')
      ?.value as object;
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('time');
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.GET);
    expect(Reflect.getMetadata('__headers__', handler)).toEqual([
      { name: 'cache-control', value: 'no-store' },
    ]);
  });
});
