import { describe, expect, it, vi } from 'vitest';
import { fakeResponse } from '../../test/fake-fetch.js';
import type { AuthState } from '../auth/auth-store.js';
import { createActionClient } from './action-client.js';

const USER = {
  name: 'Ada',
  avatar: null,
  airtableID: 'recPLAYERAAAAAAAA',
  clients: [],
  website_settings: [],
};

function setup(
  auth: AuthState,
  fetchImpl: (input: string, init: RequestInit) => Promise<Response>,
  extra: { attemptTimeoutMs?: number } = {},
) {
  const notify = { error: vi.fn(), success: vi.fn() };
  const onUnknownToken = vi.fn();
  const fetch = vi.fn(fetchImpl);
  let keys = 0;
  const sleeps: number[] = [];
  const call = createActionClient({
    fetch,
    getAuth: () => auth,
    notify,
    onUnknownToken,
    newKey: () => `press-${++keys}`,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  const keyOf = (i: number) =>
    (fetch.mock.calls[i]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
  return { call, notify, fetch, onUnknownToken, sleeps, keyOf };
}

const unavailable = () =>
  fakeResponse(
    {
      error: true,
      errorMessage: 'The data server is not available right now. Please try again in a moment.',
      code: 'UNAVAILABLE',
      data: null,
    },
    503,
  );

const ok = async () =>
  fakeResponse({ error: false, errorMessage: null, code: null, data: { changed: ['score_1'] } });

describe('action client (public-site §7, §8)', () => {
  it("toasts 'Not authenticated' and sends nothing without a user", async () => {
    const { call, notify, fetch } = setup({ token: 'tok', user: null }, ok);
    const answer = await call('update-match-data', {});
    expect(notify.error).toHaveBeenCalledWith('Not authenticated');
    expect(answer).toMatchObject({ error: true, errorMessage: 'Not authenticated' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("returns 'No token' when there is a user but no token", async () => {
    const { call, notify, fetch } = setup({ token: null, user: USER }, ok);
    const answer = await call('update-match-data', {});
    expect(answer).toMatchObject({ error: true, errorMessage: 'No token' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POSTs /actions/{name} with the Bearer token in the Authentication header', async () => {
    const { call, fetch, notify } = setup({ token: 'tok-1', user: USER }, ok);
    const answer = await call(
      'update-match-data',
      { matchID: 'recMATCHAAAAAAAAA' },
      { successMessage: 'Saved' },
    );
    expect(fetch).toHaveBeenCalledWith('/actions/update-match-data', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authentication: 'Bearer tok-1',
        'Idempotency-Key': 'press-1',
      },
      body: JSON.stringify({ matchID: 'recMATCHAAAAAAAAA' }),
      signal: expect.any(AbortSignal) as unknown,
    });
    expect(answer).toEqual({
      error: false,
      errorMessage: null,
      code: null,
      data: { changed: ['score_1'] },
    });
    expect(notify.success).toHaveBeenCalledWith('Saved');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("toasts 'Request failed: connection error' once, after every retry of the press failed", async () => {
    const { call, notify, fetch, sleeps, keyOf } = setup({ token: 'tok', user: USER }, async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await call('update-match-data', {}, { successMessage: 'Saved' });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(new Set([0, 1, 2, 3].map(keyOf))).toEqual(new Set(['press-1']));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Request failed: connection error');
    expect(notify.success).not.toHaveBeenCalled();
    expect(answer.error).toBe(true);
  });

  it('retries a lost answer with the same Idempotency-Key and shows the success once', async () => {
    let calls = 0;
    const { call, notify, fetch, keyOf } = setup({ token: 'tok', user: USER }, async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok();
    });
    const answer = await call(
      'update-match-data',
      { matchID: 'recMATCHAAAAAAAAA' },
      { successMessage: 'Saved' },
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toBe('press-1');
    expect(keyOf(1)).toBe('press-1');
    expect(answer.error).toBe(false);
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('retries a 503 UNAVAILABLE answer, then shows its message and answers its envelope', async () => {
    const { call, notify, fetch } = setup({ token: 'tok', user: USER }, async () => unavailable());
    const answer = await call('update-match-data', {});
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(answer).toMatchObject({ error: true, code: 'UNAVAILABLE' });
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(
      'The data server is not available right now. Please try again in a moment.',
    );
  });

  it('retries an attempt that timed out, with the same key', async () => {
    let calls = 0;
    const { call, fetch, keyOf } = setup(
      { token: 'tok', user: USER },
      (_url, init) => {
        calls += 1;
        if (calls > 1) return ok();
        // The first attempt never answers until it is aborted.
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      },
      { attemptTimeoutMs: 20 },
    );
    const answer = await call('update-match-data', {});
    expect(answer.error).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('gives every press its own key', async () => {
    const { call, keyOf } = setup({ token: 'tok', user: USER }, ok);
    await call('update-match-data', {});
    await call('update-match-data', {});
    expect([keyOf(0), keyOf(1)]).toEqual(['press-1', 'press-2']);
  });

  it('never retries a refusal (4xx)', async () => {
    const { call, fetch } = setup({ token: 'tok', user: USER }, async () =>
      fakeResponse({ error: true, errorMessage: 'Nope', code: 'FORBIDDEN', data: null }, 403),
    );
    await call('update-match-data', {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Request error: {message}' for other fetch errors", async () => {
    const { call, notify } = setup({ token: 'tok', user: USER }, async () =>
      fakeResponse(new SyntaxError('Unexpected token <')),
    );
    await call('update-match-data', {});
    expect(notify.error).toHaveBeenCalledWith('Request error: Unexpected token <');
  });

  it('toasts the errorMessage of an error answer and skips the success toast', async () => {
    const { call, notify } = setup({ token: 'tok', user: USER }, async () =>
      fakeResponse(
        {
          error: true,
          errorMessage: "You don't have permission to edit this match",
          code: 'FORBIDDEN',
          data: null,
        },
        403,
      ),
    );
    const answer = await call('update-match-data', {}, { successMessage: 'Saved' });
    expect(notify.error).toHaveBeenCalledWith("You don't have permission to edit this match");
    expect(notify.success).not.toHaveBeenCalled();
    expect(answer.code).toBe('FORBIDDEN');
  });

  it("drops the stored token when the server answers 'Unknown token'", async () => {
    const { call, onUnknownToken, notify } = setup({ token: 'old', user: USER }, async () =>
      fakeResponse(
        { error: true, errorMessage: 'Unknown token', code: 'UNAUTHENTICATED', data: null },
        401,
      ),
    );
    await call('update-match-data', {});
    expect(onUnknownToken).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Unknown token');
  });
});
