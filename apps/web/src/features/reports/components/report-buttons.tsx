import { Button, Group } from '@mantine/core';
import type { ReportButton } from '../get-report-buttons.js';

/** Colour per button: approvals green, denials and deletes red, the rest neutral. */
function colorOf(trigger: string): string | undefined {
  if (/deny|delete|withdraw/.test(trigger)) return 'red';
  if (/approve/.test(trigger)) return 'teal';
  return undefined;
}

/** The team and staff buttons of a report (RULES b.8), exactly those the state machine allows. */
export function ReportButtons<T extends string>({
  buttons,
  pending,
  onPress,
  testIdPrefix,
}: {
  readonly buttons: readonly ReportButton<T>[];
  /** The trigger whose call is in flight (every button waits). */
  readonly pending: string | null;
  readonly onPress: (button: ReportButton<T>) => void;
  readonly testIdPrefix: string;
}) {
  if (buttons.length === 0) return null;
  return (
    <Group gap="xs" data-testid={`${testIdPrefix}-buttons`}>
      {buttons.map((button) => (
        <Button
          key={button.trigger}
          variant={button.isStaff ? 'outline' : 'filled'}
          color={colorOf(button.trigger)}
          loading={pending === button.trigger}
          disabled={pending !== null && pending !== button.trigger}
          onClick={() => onPress(button)}
          data-testid={`${testIdPrefix}-${button.trigger}`}
        >
          {button.label}
        </Button>
      ))}
    </Group>
  );
}
