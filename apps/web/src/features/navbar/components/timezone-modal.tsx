import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import {
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

// The dialog (Modal, NativeSelect, Switch) loads the first time it opens: it stays out of the site shell's chunk.
const TimezoneDialog = lazy(async () => ({
  default: (await import('./timezone-dialog.js')).TimezoneDialog,
}));

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
      {opened && (
        <Suspense fallback={null}>
          <TimezoneDialog
            data={data}
            now={now}
            onClose={() => setOpened(false)}
            timezone={String(timezone)}
            onTimezone={(value) => setTimezone(parseTimezoneChoice(value))}
            use24HourTime={use24HourTime}
            onUse24HourTime={setUse24HourTime}
            timeZone={timeZone}
          />
        </Suspense>
      )}
    </>
  );
}
