import { useId, useState } from 'react';
import { Loader, NativeSelect, VisuallyHidden } from '@mantine/core';
import { useDashboard } from '../dashboard-context.js';
import { HEADER_TEXT } from './header-text.js';

/** The press key of the switcher: one switch in flight at a time. */
export const SWITCH_PRESS_KEY = 'set-active-broadcast';

/**
 * The broadcast switcher (broadcast §2, §7 set-active-broadcast; RULES (a): a client owner, 'self' = the active
 * client): the client's broadcasts in its order (the first is active). Choosing one sends
 * {client: 'self', broadcast: id}; while that press is in flight the select is disabled and shows the choice with a
 * spinner. The dashboard re-points when the client record updates (the chosen broadcast moves first); a refusal
 * toasts the server's errorMessage and the select shows the active broadcast again.
 */
export function BroadcastSwitcher() {
  const { data, run, pending } = useDashboard();
  const reasonId = useId();
  const activeId = data.broadcast?.id ?? '';
  // The choice shown until the client record re-points the dashboard (or the press fails): kept with the active
  // broadcast it was made from, and dropped (while rendering, React's "adjust state on a prop change") as soon as
  // the active broadcast changes.
  const [requested, setRequested] = useState<{ id: string; from: string } | null>(null);
  if (requested && requested.from !== activeId) setRequested(null);
  const busy = pending.has(SWITCH_PRESS_KEY);
  const shown = requested && requested.from === activeId ? requested.id : activeId;
  const choose = (id: string) => {
    if (busy || id === activeId) return;
    const target = data.broadcasts.find((b) => b.id === id);
    setRequested({ id, from: activeId });
    void run({
      key: SWITCH_PRESS_KEY,
      action: 'set-active-broadcast',
      body: { client: 'self', broadcast: id },
      success: HEADER_TEXT.switcher.success(target?.name || target?.key || id),
    }).then((answer) => {
      // Refused or dropped: back to the active broadcast. Accepted: the client's data_update re-points us.
      if (!answer || answer.error) setRequested(null);
    });
  };
  return (
    <>
      <NativeSelect
        label={HEADER_TEXT.switcher.label}
        size="xs"
        value={shown}
        onChange={(event) => choose(event.currentTarget.value)}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={busy ? reasonId : undefined}
        rightSection={busy ? <Loader size={12} /> : undefined}
        data-testid="broadcast-switcher"
        data-active={data.broadcast?.key ?? ''}
        miw={200}
        data={data.broadcasts.map((broadcast) => ({
          value: broadcast.id,
          label: HEADER_TEXT.switcher.option(broadcast.name ?? '', broadcast.key ?? broadcast.id),
        }))}
      />
      {busy ? (
        <VisuallyHidden id={reasonId}>{HEADER_TEXT.switcher.switching}</VisuallyHidden>
      ) : null}
    </>
  );
}
