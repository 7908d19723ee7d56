import { describe, expect, it } from 'vitest';
import {
  clearHandoffState,
  HANDOFF_PENDING_KEY,
  HANDOFF_STATE_KEY,
  needsHandoff,
  newHandoffState,
  readHandoffFragment,
  readHandoffState,
  rememberPendingHandoff,
  startHandoffState,
  takePendingHandoff,
  withHandoffState,
} from './handoff.js';

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

const blocked = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

const STATE = '0123456789abcdef0123456789abcdef';
const CODE = 'c'.repeat(64);
const SPRING = 'http://spring.localhost:8080';

describe('the mini-site state (what a hand-off link must carry to be used)', () => {
  it('makes 128 random bits in hex', () => {
    expect(newHandoffState()).toMatch(/^[0-9a-f]{32}$/);
    expect(newHandoffState()).not.toBe(newHandoffState());
    expect(newHandoffState((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
  });

  it('keeps, reads and forgets the state in sessionStorage', () => {
    const session = storage();
    expect(readHandoffState(session)).toBeNull();
    expect(startHandoffState(session, STATE)).toBe(STATE);
    expect(session.data[HANDOFF_STATE_KEY]).toBe(STATE);
    expect(readHandoffState(session)).toBe(STATE);
    clearHandoffState(session);
    expect(readHandoffState(session)).toBeNull();
  });

  it('ignores a malformed stored state, and blocked or missing storage', () => {
    expect(readHandoffState(storage({ [HANDOFF_STATE_KEY]: 'short' }))).toBeNull();
    expect(readHandoffState(null)).toBeNull();
    expect(readHandoffState(blocked)).toBeNull();
    expect(startHandoffState(blocked, STATE)).toBe(STATE);
  });
});

describe('the pending hand-off on the main site (kept across the Discord round trip)', () => {
  it('answers the state for the same origin once', () => {
    const session = storage();
    rememberPendingHandoff(session, `${SPRING}/settings`, STATE);
    expect(JSON.parse(session.data[HANDOFF_PENDING_KEY] ?? '')).toEqual({
      origin: SPRING,
      state: STATE,
    });
    expect(takePendingHandoff(session, `${SPRING}/other?x=1`)).toBe(STATE);
    expect(takePendingHandoff(session, `${SPRING}/other`)).toBeNull();
  });

  it('answers nothing for another origin, and forgets it', () => {
    const session = storage();
    rememberPendingHandoff(session, `${SPRING}/`, STATE);
    expect(takePendingHandoff(session, 'http://autumn.localhost:8080/')).toBeNull();
    expect(session.data[HANDOFF_PENDING_KEY]).toBeUndefined();
  });

  it('keeps nothing for a missing or malformed state or target', () => {
    const session = storage();
    rememberPendingHandoff(session, `${SPRING}/`, null);
    rememberPendingHandoff(session, `${SPRING}/`, 'not-a-state');
    rememberPendingHandoff(session, 'not a url', STATE);
    expect(session.data).toEqual({});
    expect(takePendingHandoff(storage({ [HANDOFF_PENDING_KEY]: '{' }), `${SPRING}/`)).toBeNull();
  });
});

describe('hand-off links', () => {
  it('adds the state to the fragment the gateway made', () => {
    expect(withHandoffState(`${SPRING}/login/handoff#code=${CODE}`, STATE)).toBe(
      `${SPRING}/login/handoff#code=${CODE}&state=${STATE}`,
    );
    expect(withHandoffState(`${SPRING}/login/handoff#code=${CODE}`, null)).toBe(
      `${SPRING}/login/handoff#code=${CODE}`,
    );
  });

  it('reads the code and the state from the fragment', () => {
    expect(readHandoffFragment(`#code=${CODE}&state=${STATE}`)).toEqual({
      code: CODE,
      state: STATE,
    });
    expect(readHandoffFragment(`#code=${CODE}`)).toEqual({ code: CODE, state: null });
    expect(readHandoffFragment(`#code=${CODE}&state=bad`)).toEqual({ code: CODE, state: null });
  });

  it.each([[''], ['#'], ['#code='], ['#code=xyz'], [`#code=${CODE.toUpperCase()}`], ['#state=x']])(
    'finds no code in %j',
    (hash) => {
      expect(readHandoffFragment(hash)).toBeNull();
    },
  );
});

describe('needsHandoff (does the other host need its own sign-in?)', () => {
  const localhost = { protocol: 'http:', hostname: 'localhost', port: '8080' };
  const prod = { protocol: 'https:', hostname: 'castline.gg', port: '' };

  it('on plain localhost, every mini-site does (a host-only cookie)', () => {
    expect(needsHandoff(localhost, `${SPRING}/settings`)).toBe(true);
  });

  it('where the auth cookie is shared with the mini-sites, none does', () => {
    expect(needsHandoff(prod, 'https://spring.castline.gg/schedule')).toBe(false);
    expect(
      needsHandoff(
        { protocol: 'http:', hostname: 'castline.localhost', port: '8080' },
        'http://spring.castline.localhost:8080/',
      ),
    ).toBe(false);
  });

  it('this origin and things that are not URLs do not', () => {
    expect(needsHandoff(localhost, 'http://localhost:8080/profile')).toBe(false);
    expect(needsHandoff(localhost, '/profile')).toBe(false);
  });
});
