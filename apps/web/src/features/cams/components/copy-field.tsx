import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CopyButton } from './copy-button.js';
import classes from './cams.module.css';

/** A labelled link or URL shown in full (it wraps on phones) with its Copy button. */
export function CopyField({
  label,
  value,
  copyLabel,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  /** What the Copy button copies, for screen readers. */
  readonly copyLabel: string;
  readonly testId?: string;
}) {
  return (
    <Stack gap={4} className={classes.field} data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Anchor
          href={value}
          target="_blank"
          rel="noreferrer"
          underline="never"
          className={classes.value}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </Anchor>
        <div className={classes.copy}>
          <CopyButton
            value={value}
            label={copyLabel}
            testId={testId ? `${testId}-copy` : undefined}
          />
        </div>
      </Group>
    </Stack>
  );
}
