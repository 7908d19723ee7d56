import { useId } from 'react';
import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useDashboard } from '../dashboard-context.js';
import type { DashboardPress } from '../hooks/use-dashboard-run.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

export interface PressButtonProps extends Omit<ButtonProps, 'disabled' | 'loading'> {
  readonly label: string;
  /** The press it sends; or onPress for a control that opens something or builds its press itself. */
  readonly press?: DashboardPress;
  readonly onPress?: () => void;
  /** Why it may not be pressed now (null: it may). Shown as its title and read by screen readers. */
  readonly disabledReason?: string | null;
  /** A key of a press in flight that also shows this button busy (default: press.key). */
  readonly pendingKey?: string;
  /** A keyboard shortcut it answers to, shown beside the label (the cheat sheet lists them). */
  readonly shortcut?: string;
  readonly testId?: string;
  readonly type?: 'button' | 'submit';
}

/**
 * A dashboard control that is honest about what it does (issue 16 item 6): disabled with its reason when the user
 * may not (or cannot now) press it, busy while its press is in flight (further presses are dropped), and the
 * spec's toast or the server's error when the answer comes.
 */
export function PressButton({
  label,
  press,
  onPress,
  disabledReason = null,
  pendingKey,
  shortcut,
  testId,
  type = 'button',
  ...buttonProps
}: PressButtonProps) {
  const { run, pending } = useDashboard();
  const reasonId = useId();
  const key = pendingKey ?? press?.key;
  const busy = key !== undefined && pending.has(key);
  const reason = busy ? DASHBOARD_TEXT.reasons.pending : disabledReason;
  const disabled = disabledReason !== null;
  return (
    <>
      <Button
        type={type}
        size="xs"
        {...buttonProps}
        loading={busy}
        disabled={disabled}
        title={reason ?? (shortcut ? `${label} (${shortcut})` : undefined)}
        aria-describedby={reason ? reasonId : undefined}
        aria-keyshortcuts={shortcut}
        data-testid={testId}
        data-reason={disabledReason ?? undefined}
        onClick={() => {
          if (disabled || busy) return;
          if (onPress) onPress();
          else if (press) void run(press);
        }}
      >
        {label}
      </Button>
      {reason ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
    </>
  );
}
