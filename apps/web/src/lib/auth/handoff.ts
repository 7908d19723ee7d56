import type { SettingsStorage } from '../settings/settings-store.js';
import type { PageLocation } from '../links/site-links.js';
import { getAuthCookieDomain, getOrigin } from './auth-hosts.js';

/*
 * The sign-in hand-off to a mini-site (issue 12 item 1). Where the main site and a mini-site cannot share the auth
 * cookie (plain localhost, a parent domain the cookie rule does not know), the mini-site gets a session of its own:
 *
 * 1. The mini-site's /login makes a random state, keeps it in its sessionStorage and bounces to the main site's
 *    /login with `return` (the full URL to come back to) and `handoff` (the state).
 * 2. The main site keeps {origin, state} in its sessionStorage, signs in (through Discord unless it already is),
 *    asks POST /auth/handoff for a single-use code and opens `{mini-site}/login/handoff#code=…&state=…`.
 * 3. The mini-site's hand-off page exchanges the code only when the state is the one it made (a link someone else
 *    made cannot sign this browser in to their account: login CSRF), with POST /auth/handoff/exchange, stores its
 *    own token and opens the return path.
 */

/** The query parameter of the main site's /login carrying the mini-site's state. */
export const HANDOFF_STATE_PARAM = 'handoff';

/** sessionStorage key, on the mini-site, of the state it is waiting for. */
export const HANDOFF_STATE_KEY = 'castline:handoff-state';

/** sessionStorage key, on the main site, of the {origin, state} of the mini-site a login is for. */
export const HANDOFF_PENDING_KEY = 'castline:handoff-pending';

const STATE = /^[0-9a-f]{32}$/;
const CODE = /^[0-9a-f]{64}$/;

/** 128 random bits in hex. */
export function newHandoffState(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => {
    crypto.getRandomValues(bytes);
  },
): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readItem(storage: SettingsStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: SettingsStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Blocked storage: the hand-off then asks the visitor to log in again.
  }
}

/** On the mini-site: a new state to wait for (step 1). */
export function startHandoffState(
  storage: SettingsStorage | null,
  state = newHandoffState(),
): string {
  writeItem(storage, HANDOFF_STATE_KEY, state);
  return state;
}

/** On the mini-site: the state it waits for, or null. */
export function readHandoffState(storage: SettingsStorage | null): string | null {
  const state = readItem(storage, HANDOFF_STATE_KEY);
  return state && STATE.test(state) ? state : null;
}

/** On the mini-site: forgets the state (the code it came with is burnt). */
export function clearHandoffState(storage: SettingsStorage | null): void {
  writeItem(storage, HANDOFF_STATE_KEY, null);
}

/** On the main site: remembers which mini-site origin waits with which state (step 2, across the Discord trip). */
export function rememberPendingHandoff(
  storage: SettingsStorage | null,
  target: string,
  state: string | null,
): void {
  if (!state || !STATE.test(state)) return;
  let origin: string;
  try {
    origin = new URL(target).origin;
  } catch {
    return;
  }
  writeItem(storage, HANDOFF_PENDING_KEY, JSON.stringify({ origin, state }));
}

/** On the main site: the state remembered for the origin of `target` (forgotten once read), or null. */
export function takePendingHandoff(storage: SettingsStorage | null, target: string): string | null {
  const raw = readItem(storage, HANDOFF_PENDING_KEY);
  writeItem(storage, HANDOFF_PENDING_KEY, null);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as { origin?: unknown; state?: unknown };
    const origin = new URL(target).origin;
    return pending.origin === origin &&
      typeof pending.state === 'string' &&
      STATE.test(pending.state)
      ? pending.state
      : null;
  } catch {
    return null;
  }
}

/** The hand-off URL the gateway answered, with the mini-site's state added to the fragment (step 2). */
export function withHandoffState(url: string, state: string | null): string {
  return state ? `${url}&state=${state}` : url;
}

/** What the hand-off page's fragment carries (`#code=…&state=…`), or null when there is no well-formed code. */
export function readHandoffFragment(
  hash: string,
): { readonly code: string; readonly state: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code') ?? '';
  if (!CODE.test(code)) return null;
  const state = params.get('state');
  return { code, state: state && STATE.test(state) ? state : null };
}

/**
 * Whether going to `target` after a login on this page needs a hand-off: it is an http(s) URL on another origin
 * that cannot read the auth cookie this host writes (no shared cookie domain, see getAuthCookieDomain). On
 * castline.gg the cookie is shared with spring.castline.gg, so no hand-off is needed there; on localhost it is not.
 */
export function needsHandoff(location: PageLocation, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.origin === getOrigin(location)) return false;
  const domain = getAuthCookieDomain(location.hostname);
  const host = url.hostname.toLowerCase();
  return !(domain && (host === domain || host.endsWith(`.${domain}`)));
}
