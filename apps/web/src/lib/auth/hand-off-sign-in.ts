import type { SettingsStorage } from '../settings/settings-store.js';
import type { AuthStore } from './auth-store.js';
import { SERVER_TEXT_UNKNOWN_TOKEN } from '../wire/wire-constants.js';
import { takePendingHandoff, withHandoffState } from './handoff.js';

/** What the main site does next for a mini-site target (issue 12 item 1). */
export type HandoffStep =
  /** Open this URL: the mini-site's hand-off page with the code (and the mini-site's state). */
  | { readonly kind: 'go'; readonly url: string }
  /** The main site is not signed in (any more): log in first. */
  | { readonly kind: 'sign-in' }
  /** The server refused or could not be asked: show the message. */
  | { readonly kind: 'failed'; readonly message: string; readonly detail: string | null };

/**
 * On the main site, signed in: asks for a hand-off of the sign-in to the mini-site at `target` and adds the state
 * the mini-site waits for (remembered by the main site's /login, see handoff.ts). An unknown token means the
 * visitor has to log in again; other refusals are shown.
 */
export async function handOffSignIn(
  store: Pick<AuthStore, 'handoffTo'>,
  target: string,
  session: SettingsStorage | null,
): Promise<HandoffStep> {
  const answer = await store.handoffTo(target);
  if (answer.ok) {
    return { kind: 'go', url: withHandoffState(answer.data, takePendingHandoff(session, target)) };
  }
  if (answer.kind === 'rejected' && answer.message === SERVER_TEXT_UNKNOWN_TOKEN) {
    return { kind: 'sign-in' };
  }
  return {
    kind: 'failed',
    message: answer.message,
    detail: answer.kind === 'rejected' ? answer.forDeveloper : null,
  };
}
