import { useId } from 'react';
import { Checkbox, VisuallyHidden, type CheckboxProps } from '@mantine/core';

/**
 * A checkbox that is honest like PressButton: disabled with its reason (shown as its title and read by screen
 * readers) when it may not be changed now.
 */
export function ReasonCheckbox({
  reason,
  disabled,
  testId,
  ...props
}: Omit<CheckboxProps, 'title'> & {
  readonly reason: string | null;
  readonly testId?: string;
  readonly 'aria-label': string;
}) {
  const reasonId = useId();
  return (
    <>
      <Checkbox
        {...props}
        disabled={disabled === true || reason !== null}
        title={reason ?? undefined}
        aria-describedby={reason ? reasonId : undefined}
        data-testid={testId}
        data-reason={reason ?? undefined}
      />
      {reason ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
    </>
  );
}
