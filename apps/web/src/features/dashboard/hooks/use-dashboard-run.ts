import { useCallback, useRef, useState } from 'react';
import type { ActionEnvelope } from '@castline/contracts';
import { useActionClient } from '../../../lib/actions/action-context.js';
import { useMountedRef } from '../../../lib/hooks/use-mounted-ref.js';

/** One press: its key (which control), the action and body, and the spec's success toast. */
export interface DashboardPress {
  /** Names the control: while a press of this key is in flight, further presses of it are dropped. */
  readonly key: string;
  readonly action: string;
  readonly body: unknown;
  /** The success toast (skipped on error; the server's errorMessage is toasted instead). */
  readonly success?: string;
}

export interface DashboardRun {
  /** Sends a press unless one with its key is in flight; answers the envelope, or null when dropped. */
  readonly run: <T = unknown>(press: DashboardPress) => Promise<ActionEnvelope<T> | null>;
  /** Keys of the presses in flight. */
  readonly pending: ReadonlySet<string>;
}

/**
 * The dashboard's presses (OVERLAYS §4, issue 16 item 6 "honest controls"): one in flight per control, so a
 * double press sends one action (and the action client gives each press one Idempotency-Key, so its retries never
 * write twice); progress while in flight; the spec's success toast or the server's errorMessage.
 */
export function useDashboardRun(): DashboardRun {
  const callAction = useActionClient();
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const mounted = useMountedRef();
  const run = useCallback(
    async <T = unknown>(press: DashboardPress): Promise<ActionEnvelope<T> | null> => {
      if (inFlight.current.has(press.key)) return null;
      inFlight.current.add(press.key);
      if (mounted.current) setPending(new Set(inFlight.current));
      try {
        return await callAction<T>(press.action, press.body, { successMessage: press.success });
      } finally {
        inFlight.current.delete(press.key);
        if (mounted.current) setPending(new Set(inFlight.current));
      }
    },
    [callAction, mounted],
  );
  return { run, pending };
}
