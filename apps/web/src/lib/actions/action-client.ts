import type { ActionEnvelope, ErrorCode } from '@castline/contracts';
import { CLIENT_TEXT } from '../client-text.js';
import { SERVER_TEXT_UNKNOWN_TOKEN } from '../wire/wire-constants.js';
import type { AuthState } from '../auth/auth-store.js';
import type { Notifier } from '../notify/notifier.js';

/** How long one attempt may take before it is given up and tried again (with the same key). */
export const ACTION_ATTEMPT_TIMEOUT_MS = 10_000;
/** Pauses before the 2nd, 3rd and 4th attempt of a press whose answer never came or said "try again". */
export const ACTION_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

export interface ActionClientOptions {
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly getAuth: () => AuthState;
  readonly notify: Notifier;
  /** Called when the server answers 'Unknown token' (public-site §4.6: the stored token is dropped). */
  readonly onUnknownToken?: () => void;
  /** The actions path on the one public origin. */
  readonly baseUrl?: string;
  /** A new Idempotency-Key for each press (default: crypto.randomUUID). */
  readonly newKey?: () => string;
  readonly attemptTimeoutMs?: number;
  readonly retryDelaysMs?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
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

/** HTTP statuses that mean "not done, try again": the gateway or a service was unreachable or timed out. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** One attempt's outcome: an answer to show, or a failure worth trying again (same key). */
type Attempt<T> =
  | { kind: 'answer'; response: Response; envelope: ActionEnvelope<T> }
  | { kind: 'retry'; text: string; envelope?: ActionEnvelope<T> }
  | { kind: 'fail'; text: string };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The action client (public-site §7, §8): POST /actions/{name} with `Authentication: Bearer <token>`, answering
 * the envelope {error, errorMessage, code, data}. Without a user it toasts 'Not authenticated'; with a user but
 * no token it returns 'No token'; a failed fetch toasts 'Request failed: connection error', other fetch errors
 * 'Request error: {message}'; an error answer toasts its errorMessage (and the success toast is skipped).
 *
 * Each call (one press) carries one `Idempotency-Key`. When the answer never comes (connection lost, attempt
 * timed out) or says the servers are unavailable (502/503/504), the same request is sent again with the same
 * key after a pause: the server answers a press it already committed with its first answer, so a retry never
 * writes twice. Only the last failure is shown.
 */
export function createActionClient(options: ActionClientOptions): ActionClient {
  const baseUrl = options.baseUrl ?? '/actions';
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const attemptTimeoutMs = options.attemptTimeoutMs ?? ACTION_ATTEMPT_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? ACTION_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;

  async function attempt<T>(url: string, init: RequestInit): Promise<Attempt<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), attemptTimeoutMs);
    let response: Response;
    try {
      response = await options.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      // fetch rejects with a TypeError when the request never got an answer (offline, refused, CORS), and with
      // an AbortError when the attempt timed out: either way the press may or may not have been done.
      if (error instanceof TypeError || controller.signal.aborted) {
        return { kind: 'retry', text: CLIENT_TEXT.connectionError };
      }
      return { kind: 'fail', text: CLIENT_TEXT.requestError(messageOf(error)) };
    } finally {
      clearTimeout(timer);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      const detail = response.ok
        ? messageOf(error)
        : `${response.status} ${response.statusText}`.trim();
      const text = CLIENT_TEXT.requestError(detail);
      return RETRYABLE_STATUSES.has(response.status)
        ? { kind: 'retry', text }
        : { kind: 'fail', text };
    }
    if (!isEnvelope(answer)) {
      return {
        kind: 'fail',
        text: CLIENT_TEXT.requestError(`unexpected answer (HTTP ${response.status})`),
      };
    }
    const envelope = answer as ActionEnvelope<T>;
    if (envelope.error && RETRYABLE_STATUSES.has(response.status)) {
      return {
        kind: 'retry',
        text: envelope.errorMessage ?? CLIENT_TEXT.requestError(`HTTP ${response.status}`),
        envelope,
      };
    }
    return { kind: 'answer', response, envelope };
  }

  return async <T = unknown>(name: string, body: unknown, callOptions: CallActionOptions = {}) => {
    const { user, token } = options.getAuth();
    if (!user) {
      options.notify.error(CLIENT_TEXT.notAuthenticated);
      return failure<T>('UNAUTHENTICATED', CLIENT_TEXT.notAuthenticated);
    }
    if (!token) return failure<T>('UNAUTHENTICATED', CLIENT_TEXT.noToken);

    const url = `${baseUrl}/${encodeURIComponent(name)}`;
    const init: RequestInit = {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authentication: `Bearer ${token}`,
        'Idempotency-Key': newKey(),
      },
      body: JSON.stringify(body ?? {}),
    };
    let outcome = await attempt<T>(url, init);
    for (const delay of retryDelays) {
      if (outcome.kind !== 'retry') break;
      await sleep(delay);
      outcome = await attempt<T>(url, init);
    }
    if (outcome.kind !== 'answer') {
      options.notify.error(outcome.text);
      if (outcome.kind === 'retry' && outcome.envelope) return outcome.envelope;
      return failure<T>(null, outcome.text);
    }
    const { envelope, response } = outcome;
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
