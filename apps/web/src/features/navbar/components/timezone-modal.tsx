import { useMemo, useState } from 'react';
import { Button, Modal, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import {
  formatDate,
  formatTimezoneChoiceLabel,
  getTimeZoneAbbreviation,
  NAMED_TIMEZONE_CHOICES,
  parseTimezoneOffsetHours,
  TIMEZONE_OFFSET_HOURS,
  type TimezoneSetting,
} from '@castline/domain';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import {
  getLocalTimeZone,
  useTimeZone,
  useUserSetting,
} from '../../../lib/settings/settings-context.js';
import { ClockIcon } from '../../../ui/icons.js';

/** A Select value back to the stored timezone setting ('local', a named zone, or an offset number). */
export function parseTimezoneChoice(value: string | null): TimezoneSetting {
  if (value === null || value === 'local') return 'local';
  const offset = parseTimezoneOffsetHours(value);
  if (offset !== null) return offset;
  const named = NAMED_TIMEZONE_CHOICES.find((zone) => zone === value);
  return named ?? 'local';
}

/**
 * The timezone modal (public-site §3): local, America/New_York, America/Los_Angeles, Europe/London,
 * Europe/Berlin, fixed offsets -12..+12, and the 24-hour toggle. Changes apply to every time on the site.
 */
export function TimezoneControl({ fullWidth = false }: { readonly fullWidth?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [timezone, setTimezone] = useUserSetting('timezone');
  const [use24HourTime, setUse24HourTime] = useUserSetting('use24HourTime');
  const timeZone = useTimeZone();
  const [now] = useState(() => Date.now());
  const data = useMemo(
    () => [
      {
        group: CLIENT_TEXT.timezoneNamedGroup,
        items: [
          { value: 'local', label: CLIENT_TEXT.timezoneLocal(getLocalTimeZone()) },
          ...NAMED_TIMEZONE_CHOICES.map((zone) => ({
            value: zone,
            label: formatTimezoneChoiceLabel(zone),
          })),
        ],
      },
      {
        group: CLIENT_TEXT.timezoneOffsetGroup,
        items: TIMEZONE_OFFSET_HOURS.map((hours) => ({
          value: String(hours),
          label: formatTimezoneChoiceLabel(hours),
        })),
      },
    ],
    [],
  );
  const label = formatTimezoneChoiceLabel(timezone);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<ClockIcon />}
        onClick={() => setOpened(true)}
        aria-label={CLIENT_TEXT.timezoneButton(label)}
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : undefined}
        data-testid="timezone-button"
        styles={{ label: { color: 'inherit' } }}
        c="inherit"
      >
        {getTimeZoneAbbreviation(now, timeZone)}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={CLIENT_TEXT.timezoneModalTitle}
        centered
      >
        <Stack gap="md" data-testid="timezone-modal">
          <NativeSelect
            label={CLIENT_TEXT.timezoneSelectLabel}
            description={CLIENT_TEXT.timezoneSelectDescription}
            data={data}
            value={String(timezone)}
            onChange={(event) => setTimezone(parseTimezoneChoice(event.currentTarget.value))}
            data-testid="timezone-select"
          />
          <Switch
            label={CLIENT_TEXT.timezone24Hour}
            checked={use24HourTime}
            onChange={(event) => setUse24HourTime(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {CLIENT_TEXT.timezonePreview(formatDate(now, timeZone, use24HourTime))}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
