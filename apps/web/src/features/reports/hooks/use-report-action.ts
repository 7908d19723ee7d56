import { useCallback, useState } from 'react';
import type { ReportActionResult } from '@castline/contracts';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { useActionClient } from '../../../lib/actions/action-context.js';
import { useMountedRef } from '../../../lib/hooks/use-mounted-ref.js';
import type { ReportButton } from '../get-report-buttons.js';

/** A call in flight or its outcome: which call, and the server's error text of the last failed one. */
export interface ReportActionState {
  readonly pending: string | null;
  readonly error: string | null;
}

/**
 * Calls a report action (RULES (a): submit-score-report, approve-score-report, staff-approve-score-report, the
 * reschedule actions, send-reschedule-message) and keeps the outcome for the page: the pending call's key, and
 * the server's errorMessage of the last failure (also toasted by the action client). On success it toasts the
 * given text, else the answer's message.
 */
export function useReportAction() {
  const callAction = useActionClient();
  const [state, setState] = useState<ReportActionState>({ pending: null, error: null });
  const mounted = useMountedRef();
  const run = useCallback(
    async (key: string, name: string, body: unknown, successMessage?: string): Promise<boolean> => {
      setState({ pending: key, error: null });
      const answer = await callAction<Partial<ReportActionResult> | null>(name, body, {
        successMessage,
      });
      if (!answer.error && !successMessage && answer.data?.message) {
        siteNotifier.success(answer.data.message);
      }
      if (mounted.current) {
        setState({ pending: null, error: answer.error ? (answer.errorMessage ?? null) : null });
      }
      return !answer.error;
    },
    [callAction, mounted],
  );
  /** Presses a team or staff button of a report: its action with {matchID, action}. */
  const press = useCallback(
    (button: ReportButton<string>, matchId: string) =>
      void run(button.trigger, button.actionName, { matchID: matchId, action: button.action }),
    [run],
  );
  return { ...state, run, press };
}
