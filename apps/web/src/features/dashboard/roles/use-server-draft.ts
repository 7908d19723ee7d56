import { useCallback, useRef, useState } from 'react';

export interface ServerDraft<T> {
  /** The edited value, else the server's. */
  readonly value: T;
  /** Whether the user has edited it since the server's state last changed. */
  readonly dirty: boolean;
  readonly edit: (change: (current: T) => T) => void;
  readonly reset: () => void;
}

/**
 * A form over live records: it shows the server's state until the user edits it, and starts again from the
 * server's state whenever that changes (`signature`: a stable text of it), e.g. after Save, another producer's
 * change or a new live match. A save that changes nothing keeps the edit, which then equals the server's state.
 */
export function useServerDraft<T>(server: T, signature: string): ServerDraft<T> {
  const [state, setState] = useState<{ base: string; draft: T | null }>({
    base: signature,
    draft: null,
  });
  const latest = useRef(server);
  latest.current = server;
  if (state.base !== signature) setState({ base: signature, draft: null });
  const draft = state.base === signature ? state.draft : null;
  const edit = useCallback(
    (change: (current: T) => T) =>
      setState((s) => ({ base: s.base, draft: change(s.draft ?? latest.current) })),
    [],
  );
  const reset = useCallback(() => setState((s) => ({ base: s.base, draft: null })), []);
  return { value: draft ?? server, dirty: draft !== null, edit, reset };
}
