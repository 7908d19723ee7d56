import { describe, expect, it } from 'vitest';
import * as contracts from '@castline/contracts';
import {
  DERIVED,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  SERVER_TEXT_UNKNOWN_TOKEN,
  SOCKET_EVENTS,
  WEBSITE_FLAGS,
} from './wire-constants.js';

describe('wire constants mirror @castline/contracts', () => {
  it('has the same socket event names', () => {
    expect(SOCKET_EVENTS).toEqual(contracts.SOCKET_EVENTS);
  });

  it('has the same subscription cap and website flags', () => {
    expect(MAX_SUBSCRIPTIONS_PER_SOCKET).toBe(contracts.MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(WEBSITE_FLAGS).toEqual(contracts.WEBSITE_FLAGS);
  });

  it('has the same unknown-token text', () => {
    expect(SERVER_TEXT_UNKNOWN_TOKEN).toBe(contracts.SERVER_TEXT.unknownToken);
  });

  it.each(Object.keys(contracts.DERIVED))('builds the derived key %s like contracts', (key) => {
    const ours = DERIVED[key as keyof typeof DERIVED];
    const theirs = contracts.DERIVED[key as keyof typeof contracts.DERIVED];
    if (typeof theirs === 'function') {
      expect(typeof ours).toBe('function');
      const args = ['Spring', 'Key-1'] as const;
      expect((ours as (...a: string[]) => string)(...args)).toBe(
        (theirs as (...a: string[]) => string)(...args),
      );
    } else {
      expect(ours).toBe(theirs);
    }
  });

  it('mirrors every derived key', () => {
    expect(Object.keys(DERIVED).sort()).toEqual(Object.keys(contracts.DERIVED).sort());
  });
});
