import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DATE_EDITOR_STEP_SECONDS, formatDate, validateMatchStartWindow } from '@castline/domain';
import {
  getLocalTimeZone,
  useTimeZone,
  useUserSetting,
  useUserSettings,
} from '../../../lib/settings/settings-context.js';
import { fromZonedInputValue, toZonedInputValue } from '../../reports/zoned-input-value.js';
import { MATCH_EDITOR_TEXT } from './match-editor-text.js';

/** Why a chosen start cannot be set (null: it can): the window and step rule of the date editor (broadcast §5). */
export function checkMatchStart(input: {
  readonly value: string;
  readonly zone: string;
  readonly earliest: string | null;
  readonly latest: string | null;
  readonly use24HourTime: boolean;
}): { readonly start: string | null; readonly problem: string | null } {
  const start = fromZonedInputValue(input.value, input.zone);
  if (start === null) return { start: null, problem: null };
  const window = validateMatchStartWindow({
    start,
    earliestTime: input.earliest,
    latestTime: input.latest,
    timeZone: input.zone,
    use24HourTime: input.use24HourTime,
  });
  return { start, problem: window.valid ? null : window.message };
}

/**
 * The Match Details start with its date editor (broadcast §2 "Time editor", §5): the current start, then a
 * datetime input in 300 s steps in the site or the local timezone (the user setting editTimeInSiteTimezone),
 * 'Set to earliest' / 'Set to latest' and the window texts; OK is disabled while the time is invalid or unchanged.
 */
export function MatchStartEditor({
  start,
  earliest,
  latest,
  disabledReason,
  busy,
  onSet,
}: {
  readonly start: string | null;
  readonly earliest: string | null;
  readonly latest: string | null;
  readonly disabledReason: string | null;
  readonly busy: boolean;
  /** Sets the start; answers whether it was saved (the editor closes then). */
  readonly onSet: (start: string, zone: string) => Promise<boolean>;
}) {
  const { use24HourTime } = useUserSettings();
  const [inSiteZone, setInSiteZone] = useUserSetting('editTimeInSiteTimezone');
  const siteZone = useTimeZone();
  const zone = inSiteZone ? siteZone : getLocalTimeZone();
  const [value, setValue] = useState<string | null>(null);
  const show = (instant: string) => formatDate(instant, zone, use24HourTime);
  const open = value !== null;
  const { start: chosen, problem } = checkMatchStart({
    value: value ?? '',
    zone,
    earliest,
    latest,
    use24HourTime,
  });
  const unchanged = chosen !== null && start !== null && Date.parse(chosen) === Date.parse(start);
  const canSave = chosen !== null && problem === null && !unchanged && disabledReason === null;
  const setZone = (site: boolean) => {
    // keep the same instant while the zone changes
    const instant = value !== null ? fromZonedInputValue(value, zone) : null;
    setInSiteZone(site);
    const next = site ? siteZone : getLocalTimeZone();
    if (instant) setValue(toZonedInputValue(instant, next));
  };
  return (
    <Stack gap={6} data-testid="match-start">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {MATCH_EDITOR_TEXT.start}
        </Text>
        <Text size="sm" data-testid="match-start-current">
          {start ? show(start) : MATCH_EDITOR_TEXT.noStart}
        </Text>
        {!open && (
          <Button
            size="xs"
            variant="default"
            disabled={disabledReason !== null}
            title={disabledReason ?? undefined}
            onClick={() => setValue(start ? toZonedInputValue(start, zone) : '')}
            data-testid="match-start-change"
          >
            {MATCH_EDITOR_TEXT.changeStart}
          </Button>
        )}
      </Group>
      {(earliest || latest) && (
        <Group gap="md" data-testid="match-start-window">
          {earliest && (
            <Text size="xs" c="dimmed">
              {MATCH_EDITOR_TEXT.earliest(show(earliest))}
            </Text>
          )}
          {latest && (
            <Text size="xs" c="dimmed">
              {MATCH_EDITOR_TEXT.latest(show(latest))}
            </Text>
          )}
        </Group>
      )}
      {open && (
        <Paper withBorder p="sm" radius="md" data-testid="match-start-editor">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!canSave || !chosen) return;
              void onSet(chosen, zone).then((ok) => {
                if (ok) setValue(null);
              });
            }}
          >
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  type="datetime-local"
                  label={MATCH_EDITOR_TEXT.startInput(zone)}
                  value={value}
                  onChange={(event) => setValue(event.currentTarget.value)}
                  step={DATE_EDITOR_STEP_SECONDS}
                  min={earliest ? toZonedInputValue(earliest, zone) : undefined}
                  max={latest ? toZonedInputValue(latest, zone) : undefined}
                  error={problem ?? undefined}
                  w={260}
                  data-testid="match-start-input"
                />
                <Switch
                  label={MATCH_EDITOR_TEXT.editInSiteZone}
                  checked={inSiteZone}
                  onChange={(event) => setZone(event.currentTarget.checked)}
                  mb={8}
                  data-testid="match-start-site-zone"
                />
              </Group>
              <Group gap="xs">
                {earliest && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setValue(toZonedInputValue(earliest, zone))}
                    data-testid="match-start-earliest"
                  >
                    {MATCH_EDITOR_TEXT.setToEarliest}
                  </Button>
                )}
                {latest && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setValue(toZonedInputValue(latest, zone))}
                    data-testid="match-start-latest"
                  >
                    {MATCH_EDITOR_TEXT.setToLatest}
                  </Button>
                )}
                <Button
                  size="xs"
                  type="submit"
                  disabled={!canSave}
                  loading={busy}
                  data-testid="match-start-ok"
                >
                  {MATCH_EDITOR_TEXT.ok}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setValue(null)}
                  data-testid="match-start-cancel"
                >
                  {MATCH_EDITOR_TEXT.cancel}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
