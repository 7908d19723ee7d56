import { Modal, NativeSelect, Stack, Switch, Text, type NativeSelectProps } from '@mantine/core';
import { formatDate } from '@castline/domain';
import { CLIENT_TEXT } from '../../../lib/client-text.js';

/** The timezone dialog of TimezoneControl (its own lazy chunk): zone, 24-hour clock, a preview. */
export function TimezoneDialog({
  data,
  now,
  onClose,
  timezone,
  onTimezone,
  use24HourTime,
  onUse24HourTime,
  timeZone,
}: {
  readonly data: NativeSelectProps['data'];
  readonly now: number;
  readonly onClose: () => void;
  readonly timezone: string;
  readonly onTimezone: (value: string) => void;
  readonly use24HourTime: boolean;
  readonly onUse24HourTime: (value: boolean) => void;
  readonly timeZone: string;
}) {
  return (
    <Modal opened onClose={onClose} title={CLIENT_TEXT.timezoneModalTitle} centered>
      <Stack gap="md" data-testid="timezone-modal">
        <NativeSelect
          label={CLIENT_TEXT.timezoneSelectLabel}
          description={CLIENT_TEXT.timezoneSelectDescription}
          data={data}
          value={timezone}
          onChange={(event) => onTimezone(event.currentTarget.value)}
          data-testid="timezone-select"
        />
        <Switch
          label={CLIENT_TEXT.timezone24Hour}
          checked={use24HourTime}
          onChange={(event) => onUse24HourTime(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {CLIENT_TEXT.timezonePreview(formatDate(now, timeZone, use24HourTime))}
        </Text>
      </Stack>
    </Modal>
  );
}
