import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { CAMS_TEXT } from '../cams-text.js';
import { copyText } from '../copy-text.js';

/** How long 'Copied' (or 'Copy failed') shows before the button reads 'Copy' again. */
export const COPY_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** A Copy button for one value: 'Copied' once the clipboard has it, 'Copy failed' when the browser refused. */
export function CopyButton({
  value,
  label,
  testId,
  variant = 'light',
}: {
  readonly value: string;
  /** What is copied, for screen readers ('Copy {label}'). */
  readonly label: string;
  readonly testId?: string;
  readonly variant?: 'light' | 'default' | 'subtle';
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  };
  return (
    <Button
      size="xs"
      variant={variant}
      color={state === 'copied' ? 'teal' : state === 'failed' ? 'red' : undefined}
      onClick={() => void copy()}
      aria-label={CAMS_TEXT.copyLabel(label)}
      data-testid={testId}
      data-copy-state={state}
      miw={76}
    >
      <span aria-live="polite">
        {state === 'copied'
          ? CAMS_TEXT.copied
          : state === 'failed'
            ? CAMS_TEXT.copyFailed
            : CAMS_TEXT.copy}
      </span>
    </Button>
  );
}
