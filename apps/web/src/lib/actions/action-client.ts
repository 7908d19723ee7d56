import type { ActionEnvelope, ErrorCode } from '@castline/contracts';
import { CLIENT_TEXT } from '../client-text.js';
import { SERVER_TEXT_UNKNOWN_TOKEN } from '../wire/wire-constants.js';
import type { AuthState } from '../auth/auth-store.js';
import type { Notifier } from '../notify/notifier.js';

export interface ActionClientOptions {
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly getAuth: () => AuthState;
  readonly notify: Notifier;
  /** Called when the server answers 'Unknown token' (public-site §4.6: the stored token is dropped). */
  readonly onUnknownToken?: () => void;
  /** The actions path on the one public origin. */
  readonly baseUrl?: string;
}

export interface CallActionOptions {
  /** A toast shown when the action succeeds (skipped on error). */
  readonly successMessage?: string;
}

export type ActionClient = <T = unknown>(
  name: string,
  body: unknown,
  options?: CallActionOptions,
) => Promise<ActionEnvelope<T>>;

function failure<T>(code: ErrorCode | null, errorMessage: string): ActionEnvelope<T> {
  return { error: true, errorMessage, code, data: null as T };
}

function isEnvelope(value: unknown): value is ActionEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'boolean'
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The action client (public-site §7, §8): POST /actions/{name} with `Authentication: Bearer <token>`, answering
 * the envelope {error, errorMessage, code, data}. Without a user it toasts 'Not authenticated'; with a user but
 * no token it returns 'No token'; a failed fetch toasts 'Request failed: connection error', other fetch errors
 * 'Request error: {message}'; an error answer toasts its errorMessage (and the success toast is skipped).
 */
export function createActionClient(options: ActionClientOptions): ActionClient {
  const baseUrl = options.baseUrl ?? '/actions';
  return async <T = unknown>(name: string, body: unknown, callOptions: CallActionOptions = {}) => {
    const { user, token } = options.getAuth();
    if (!user) {
      options.notify.error(CLIENT_TEXT.notAuthenticated);
      return failure<T>('UNAUTHENTICATED', CLIENT_TEXT.notAuthenticated);
    }
    if (!token) return failure<T>('UNAUTHENTICATED', CLIENT_TEXT.noToken);

    let response: Response;
    try {
      response = await options.fetch(`${baseUrl}/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authentication: `Bearer ${token}` },
        body: JSON.stringify(body ?? {}),
      });
    } catch (error) {
      // fetch rejects with a TypeError when the request never got an answer (offline, refused, CORS).
      const text =
        error instanceof TypeError
          ? CLIENT_TEXT.connectionError
          : CLIENT_TEXT.requestError(messageOf(error));
      options.notify.error(text);
      return failure<T>(null, text);
    }

    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      const detail = response.ok
        ? messageOf(error)
        : `${response.status} ${response.statusText}`.trim();
      const text = CLIENT_TEXT.requestError(detail);
      options.notify.error(text);
      return failure<T>(null, text);
    }
    if (!isEnvelope(answer)) {
      const text = CLIENT_TEXT.requestError(`unexpected answer (HTTP ${response.status})`);
      options.notify.error(text);
      return failure<T>(null, text);
    }
    const envelope = answer as ActionEnvelope<T>;
    if (envelope.error) {
      if (envelope.errorMessage === SERVER_TEXT_UNKNOWN_TOKEN) options.onUnknownToken?.();
      options.notify.error(
        envelope.errorMessage ?? CLIENT_TEXT.requestError(`HTTP ${response.status}`),
      );
      return envelope;
    }
    if (callOptions.successMessage) options.notify.success(callOptions.successMessage);
    return envelope;
  };
}
