import { describe, expect, it, vi } from 'vitest';
import { handOffSignIn } from './hand-off-sign-in.js';
import { HANDOFF_PENDING_KEY } from './handoff.js';
import type { AuthAnswer } from './auth-api.js';

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

const SPRING = 'http://spring.localhost:8080';
const STATE = 'a'.repeat(32);
const URL_WITH_CODE = `${SPRING}/login/handoff#code=${'c'.repeat(64)}`;
const store = (answer: AuthAnswer<string>) => ({ handoffTo: vi.fn(async () => answer) });

describe('handOffSignIn (the main site hands its sign-in to a mini-site)', () => {
  it("opens the mini-site's hand-off page with the state it waits for, used once", async () => {
    const session = storage({
      [HANDOFF_PENDING_KEY]: JSON.stringify({ origin: SPRING, state: STATE }),
    });
    const auth = store({ ok: true, data: URL_WITH_CODE });
    await expect(handOffSignIn(auth, `${SPRING}/settings`, session)).resolves.toEqual({
      kind: 'go',
      url: `${URL_WITH_CODE}&state=${STATE}`,
    });
    expect(auth.handoffTo).toHaveBeenCalledWith(`${SPRING}/settings`);
    expect(session.data).toEqual({});
  });

  it("asks for a login when the server no longer knows this site's token", async () => {
    const session = storage({
      [HANDOFF_PENDING_KEY]: JSON.stringify({ origin: SPRING, state: STATE }),
    });
    const auth = store({
      ok: false,
      kind: 'rejected',
      message: 'Unknown token',
      code: 'UNAUTHENTICATED',
      forDeveloper: null,
    });
    await expect(handOffSignIn(auth, `${SPRING}/`, session)).resolves.toEqual({ kind: 'sign-in' });
    // the state stays for the login that follows
    expect(session.data[HANDOFF_PENDING_KEY]).toBeDefined();
  });

  it('shows any other refusal or failure', async () => {
    await expect(
      handOffSignIn(
        store({
          ok: false,
          kind: 'rejected',
          message: 'That address is not part of this site.',
          code: 'BAD_REQUEST',
          forDeveloper: 'No event has the subdomain "autumn".',
        }),
        'http://autumn.localhost:8080/',
        null,
      ),
    ).resolves.toEqual({
      kind: 'failed',
      message: 'That address is not part of this site.',
      detail: 'No event has the subdomain "autumn".',
    });
    await expect(
      handOffSignIn(store({ ok: false, kind: 'unreachable', message: 'offline' }), SPRING, null),
    ).resolves.toEqual({ kind: 'failed', message: 'offline', detail: null });
  });
});
