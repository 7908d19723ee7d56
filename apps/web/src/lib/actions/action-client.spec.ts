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
) {
  const notify = { error: vi.fn(), success: vi.fn() };
  const onUnknownToken = vi.fn();
  const fetch = vi.fn(fetchImpl);
  const call = createActionClient({ fetch, getAuth: () => auth, notify, onUnknownToken });
  return { call, notify, fetch, onUnknownToken };
}

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
      headers: { 'Content-Type': 'application/json', Authentication: 'Bearer tok-1' },
      body: JSON.stringify({ matchID: 'recMATCHAAAAAAAAA' }),
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

  it("toasts 'Request failed: connection error' when the fetch fails", async () => {
    const { call, notify } = setup({ token: 'tok', user: USER }, async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await call('update-match-data', {}, { successMessage: 'Saved' });
    expect(notify.error).toHaveBeenCalledWith('Request failed: connection error');
    expect(notify.success).not.toHaveBeenCalled();
    expect(answer.error).toBe(true);
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
