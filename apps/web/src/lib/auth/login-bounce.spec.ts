import { describe, expect, it } from 'vitest';
import { clearLoginBounce, LOGIN_BOUNCE_KEY, recordLoginBounce } from './login-bounce.js';

function storage(data: Record<string, string> = {}) {
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: (key: string) => {
      Reflect.deleteProperty(data, key);
    },
  };
}

describe('recordLoginBounce (mini-site login bounce loop guard)', () => {
  it('lets the first bounce go ahead and records it', () => {
    const session = storage();
    expect(recordLoginBounce(session, 1_000)).toBe(true);
    expect(session.data[LOGIN_BOUNCE_KEY]).toBe('1000');
  });

  it('stops a second bounce within a minute, not a later one', () => {
    const session = storage({ [LOGIN_BOUNCE_KEY]: '1000' });
    expect(recordLoginBounce(session, 30_000)).toBe(false);
    expect(recordLoginBounce(session, 30_000 + 60_000)).toBe(true);
  });

  it('lets a bounce go ahead again once a login reached this host', () => {
    const session = storage({ [LOGIN_BOUNCE_KEY]: '1000' });
    clearLoginBounce(session);
    expect(recordLoginBounce(session, 2_000)).toBe(true);
    clearLoginBounce(null);
  });

  it('goes ahead without storage', () => {
    expect(recordLoginBounce(null, 1_000)).toBe(true);
  });
});
