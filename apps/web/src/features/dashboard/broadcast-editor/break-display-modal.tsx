import { useState } from 'react';
import {
  Badge,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ALWAYS_30S_MATCHUP,
  ALWAYS_30S_SCHEDULE,
  BREAK_AUTOMATION_OPTIONS,
  BREAK_DISPLAY_VALUES,
  BREAK_PRESETS,
  BREAK_QUICK_TITLES,
  checkBreakAutomationOptions,
  formatCountdown,
  getBreakPreset,
  getMatchStartCountdownOptions,
  validateCountdownInput,
  type BreakPreset,
} from '@castline/domain';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import type { DashboardPress } from '../hooks/use-dashboard-run.js';
import { BROADCAST_EDITOR_TEXT } from './broadcast-editor-text.js';
import { EditorModal } from './editor-modal.js';
import {
  formatEndTime,
  getBroadcastReason,
  PRESS_KEYS,
  readCountdownEnd,
} from './broadcast-editor-model.js';
import { useSecondTick } from './use-second-tick.js';

const TEXT = BROADCAST_EDITOR_TEXT.breakModal;

/** Countdown quick buttons (broadcast spec §9): 3:00, 5:00, 10:00 from now. */
export const COUNTDOWN_QUICK = [
  { label: '3:00', ms: 3 * 60_000 },
  { label: '5:00', ms: 5 * 60_000 },
  { label: '10:00', ms: 10 * 60_000 },
] as const;

const ROTATION_OPTIONS = BREAK_AUTOMATION_OPTIONS.filter((o) => o.startsWith('use: '));
const ENDING_OPTIONS = [ALWAYS_30S_MATCHUP, ALWAYS_30S_SCHEDULE] as const;
const NO_ENDING = 'none';

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The Break display settings modal (RULES (f); broadcast spec §4, §5, §9): tabs Countdown (quick 3:00 / 5:00 /
 * 10:00, the match-start offsets when the live match starts more than 2 minutes ahead, a custom h/m/s, clear),
 * Text (quick titles, the two presets, a free title), Display (the 10 values) and Automation (the rotation options
 * and the two exclusive 30 s ending settings).
 */
export function BreakDisplayModal({ onClose }: { readonly onClose: () => void }) {
  return (
    <EditorModal title={TEXT.title} size="lg" onClose={onClose}>
      <Tabs defaultValue="countdown" keepMounted={false} data-testid="break-modal">
        <Tabs.List mb="md">
          <Tabs.Tab value="countdown">{TEXT.tabs.countdown}</Tabs.Tab>
          <Tabs.Tab value="text">{TEXT.tabs.text}</Tabs.Tab>
          <Tabs.Tab value="display">{TEXT.tabs.display}</Tabs.Tab>
          <Tabs.Tab value="automation">{TEXT.tabs.automation}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="countdown">
          <CountdownTab />
        </Tabs.Panel>
        <Tabs.Panel value="text">
          <TitleTab />
        </Tabs.Panel>
        <Tabs.Panel value="display">
          <DisplayTab />
        </Tabs.Panel>
        <Tabs.Panel value="automation">
          <AutomationTab />
        </Tabs.Panel>
      </Tabs>
    </EditorModal>
  );
}

function useBreakContext() {
  const dashboard = useDashboard();
  const { data } = dashboard;
  const target = data.broadcast ? { broadcast: data.broadcast.id } : {};
  return { ...dashboard, target, reason: getBroadcastReason(data) };
}

function SectionLabel({ children }: { readonly children: string }) {
  return (
    <Text size="sm" fw={600}>
      {children}
    </Text>
  );
}

function CountdownTab() {
  const { data, run, target, reason } = useBreakContext();
  const { use24HourTime } = useDateFormatter();
  const timeZone = data.broadcast?.timezone;
  const end = readCountdownEnd(data.broadcast?.countdown_end);
  const now = useSecondTick(true);
  const [fields, setFields] = useState({ hours: '', minutes: '', seconds: '' });
  const custom = validateCountdownInput(fields);
  const offsets = getMatchStartCountdownOptions(data.liveMatch?.start ?? null, now);

  // Built at the press (not at render) so "from now" is the moment of the click.
  const setEnd = (countdownEnd: number | null) => {
    const press: DashboardPress = {
      key: PRESS_KEYS.countdown,
      action: 'update-broadcast',
      body: { ...target, countdownEnd },
      success:
        countdownEnd === null
          ? TEXT.countdownCleared
          : TEXT.countdownToast(formatEndTime(countdownEnd, timeZone, use24HourTime)),
    };
    void run(press);
  };

  return (
    <Stack gap="md" data-testid="break-countdown-tab">
      <Text size="sm" data-testid="break-countdown-status">
        {end === null
          ? TEXT.countdownNone
          : end > now
            ? TEXT.countdownNow(
                formatCountdown(end - now),
                formatEndTime(end, timeZone, use24HourTime),
              )
            : TEXT.countdownPassed(formatEndTime(end, timeZone, use24HourTime))}
      </Text>
      <Stack gap={6}>
        <SectionLabel>{TEXT.quick}</SectionLabel>
        <Group gap="xs">
          {COUNTDOWN_QUICK.map((quick) => (
            <PressButton
              key={quick.label}
              label={quick.label}
              aria-label={TEXT.quickLabel(quick.label)}
              onPress={() => setEnd(Date.now() + quick.ms)}
              pendingKey={PRESS_KEYS.countdown}
              disabledReason={reason}
              testId={`countdown-quick-${quick.label}`}
            />
          ))}
        </Group>
      </Stack>
      <Stack gap={6}>
        <SectionLabel>{TEXT.matchStart}</SectionLabel>
        {offsets.length > 0 ? (
          <Group gap="xs" data-testid="countdown-offsets">
            {offsets.map((offset) => (
              <PressButton
                key={offset.label}
                label={offset.label}
                aria-label={TEXT.matchStartLabel(offset.label)}
                onPress={() => setEnd(offset.countdownEnd)}
                pendingKey={PRESS_KEYS.countdown}
                disabledReason={reason}
                testId={`countdown-offset-${offset.label}`}
              />
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="countdown-offsets-hidden">
            {TEXT.matchStartHidden}
          </Text>
        )}
      </Stack>
      <Stack gap={6}>
        <SectionLabel>{TEXT.custom}</SectionLabel>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (custom.valid && !reason) setEnd(Date.now() + custom.durationMs);
          }}
        >
          <Group gap="xs" align="flex-end">
            {(['hours', 'minutes', 'seconds'] as const).map((field) => (
              <TextInput
                key={field}
                label={TEXT[field]}
                type="number"
                inputMode="numeric"
                min={0}
                max={field === 'hours' ? undefined : 59}
                step={1}
                placeholder="0"
                w={90}
                size="xs"
                value={fields[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setFields((f) => ({ ...f, [field]: value }));
                }}
                data-testid={`countdown-${field}`}
              />
            ))}
            <PressButton
              type="submit"
              label={TEXT.setTime}
              pendingKey={PRESS_KEYS.countdown}
              onPress={() => undefined}
              disabledReason={reason ?? (custom.valid ? null : TEXT.setTimeZero)}
              testId="countdown-set-time"
            />
          </Group>
        </form>
      </Stack>
      <Group>
        <PressButton
          label={TEXT.clear}
          color="red"
          variant="light"
          onPress={() => setEnd(null)}
          pendingKey={PRESS_KEYS.countdown}
          disabledReason={reason ?? (end === null ? TEXT.countdownNone : null)}
          testId="countdown-clear"
        />
      </Group>
    </Stack>
  );
}

function TitleTab() {
  const { data, run, target, reason } = useBreakContext();
  const current = data.broadcast?.title ?? '';
  const [title, setTitle] = useState(current);
  const titlePress = (value: string): DashboardPress => ({
    key: PRESS_KEYS.title,
    action: 'update-broadcast',
    body: { ...target, title: value },
    success: TEXT.titleToast(value),
  });
  const applyPreset = async (preset: BreakPreset) => {
    const update = getBreakPreset(preset, data.event);
    const body: Record<string, unknown> = { ...target, title: update.title };
    if (update.countdownEnd === null) body['countdownEnd'] = null;
    const answer = await run({
      key: PRESS_KEYS.title,
      action: 'update-broadcast',
      body,
      success: TEXT.titleToast(update.title),
    });
    if (!answer || answer.error) return;
    await run({
      key: PRESS_KEYS.breakDisplay,
      action: 'update-break-display',
      body: { ...target, option: update.breakDisplay },
      success: TEXT.displayToast(update.breakDisplay),
    });
  };
  const noEvent = !data.event?.short?.trim() && !data.event?.name?.trim();
  return (
    <Stack gap="md" data-testid="break-text-tab">
      <Text size="sm">
        {TEXT.currentTitle}:{' '}
        <b data-testid="break-current-title">
          {current || BROADCAST_EDITOR_TEXT.breakSummary.empty}
        </b>
      </Text>
      <Stack gap={6}>
        <SectionLabel>{TEXT.quickTitles}</SectionLabel>
        <Group gap="xs">
          {BREAK_QUICK_TITLES.map((quick) => (
            <PressButton
              key={quick}
              label={quick}
              press={titlePress(quick)}
              disabledReason={reason}
              variant={current === quick ? 'filled' : 'default'}
              aria-pressed={current === quick}
              testId={`break-title-${quick}`}
            />
          ))}
        </Group>
      </Stack>
      <Stack gap={6}>
        <SectionLabel>{TEXT.presets}</SectionLabel>
        <Group gap="md" align="flex-start">
          {BREAK_PRESETS.map((preset) => (
            <Stack key={preset} gap={2} maw={260}>
              <PressButton
                label={preset}
                onPress={() => void applyPreset(preset)}
                pendingKey={PRESS_KEYS.title}
                disabledReason={
                  reason ?? (preset === 'Start of stream' && noEvent ? TEXT.presetNoEvent : null)
                }
                variant="light"
                testId={`break-preset-${preset}`}
              />
              <Text size="xs" c="dimmed">
                {TEXT.presetHints[preset]}
              </Text>
            </Stack>
          ))}
        </Group>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason && title.trim()) void run(titlePress(title.trim()));
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label={TEXT.freeTitle}
            description={TEXT.freeTitleHint}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={300}
            style={{ flex: 1 }}
            size="xs"
            data-testid="break-title-input"
          />
          <PressButton
            type="submit"
            label={TEXT.setTitle}
            onPress={() => undefined}
            pendingKey={PRESS_KEYS.title}
            disabledReason={reason ?? (title.trim() ? null : TEXT.titleEmpty)}
            testId="break-title-set"
          />
        </Group>
      </form>
    </Stack>
  );
}

function DisplayTab() {
  const { data, target, reason } = useBreakContext();
  const current = data.broadcast?.break_display || 'Automated';
  return (
    <Stack gap="sm" data-testid="break-display-tab">
      <Text size="sm" c="dimmed">
        {TEXT.displayHint}
      </Text>
      <SimpleGrid
        cols={{ base: 2, sm: 5 }}
        spacing="xs"
        role="group"
        aria-label={TEXT.tabs.display}
      >
        {BREAK_DISPLAY_VALUES.map((value) => (
          <PressButton
            key={value}
            label={value}
            press={{
              key: PRESS_KEYS.breakDisplay,
              action: 'update-break-display',
              body: { ...target, option: value },
              success: TEXT.displayToast(value),
            }}
            disabledReason={reason}
            variant={current === value ? 'filled' : 'default'}
            aria-pressed={current === value}
            testId={`break-display-${value}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AutomationTab() {
  const { data, run, target, reason } = useBreakContext();
  const stored = texts(data.broadcast?.break_automation);
  const [draft, setDraft] = useState<string[] | null>(null);
  const options = draft ?? stored;
  const display = data.broadcast?.break_display || 'Automated';
  const ending = ENDING_OPTIONS.find((o) => options.includes(o)) ?? NO_ENDING;
  const changed = draft !== null && draft.join('\n') !== stored.join('\n');
  const problem = checkBreakAutomationOptions(options);

  const toggle = (option: string, on: boolean) =>
    setDraft((d) => {
      const base = (d ?? stored).filter((o) => o !== option);
      return on ? [...base, option] : base;
    });
  const setEnding = (value: string) =>
    setDraft((d) => {
      const base = (d ?? stored).filter((o) => !(ENDING_OPTIONS as readonly string[]).includes(o));
      return value === NO_ENDING ? base : [...base, value];
    });
  const save = async () => {
    const answer = await run({
      key: PRESS_KEYS.breakAutomation,
      action: 'update-break-automation',
      body: { ...target, options },
      success: TEXT.automationToast,
    });
    if (answer && !answer.error) setDraft(null);
  };
  const rotation = options.filter((o) => o.startsWith('use: '));

  return (
    <Stack gap="md" data-testid="break-automation-tab">
      {display !== 'Automated' ? (
        <Text size="sm" c="yellow" data-testid="break-automation-inactive">
          {TEXT.automationInactive(display)}
        </Text>
      ) : null}
      <Stack gap={6}>
        <SectionLabel>{TEXT.rotation}</SectionLabel>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {ROTATION_OPTIONS.map((option) => {
            const position = rotation.indexOf(option);
            return (
              <Group key={option} gap={4} wrap="nowrap">
                <Checkbox
                  label={option.slice('use: '.length)}
                  checked={position !== -1}
                  disabled={reason !== null}
                  onChange={(event) => toggle(option, event.currentTarget.checked)}
                  data-testid={`break-automation-${option}`}
                />
                {position !== -1 ? (
                  <Badge size="xs" variant="light" aria-label={`#${position + 1}`}>
                    {position + 1}
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Radio.Group
        label={TEXT.ending}
        value={ending}
        onChange={setEnding}
        data-testid="break-automation-ending"
      >
        <Group gap="md" mt={6}>
          <Radio value={NO_ENDING} label={TEXT.endingNone} disabled={reason !== null} />
          {ENDING_OPTIONS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={option.slice('setting: '.length)}
              disabled={reason !== null}
              data-testid={`break-automation-${option}`}
            />
          ))}
        </Group>
      </Radio.Group>
      <Group>
        <PressButton
          label={TEXT.saveAutomation}
          onPress={() => void save()}
          pendingKey={PRESS_KEYS.breakAutomation}
          disabledReason={
            reason ??
            (problem
              ? problem.code === 'exclusive-settings'
                ? TEXT.automationExclusive
                : TEXT.automationInvalid
              : changed
                ? null
                : TEXT.automationUnchanged)
          }
          testId="break-automation-save"
        />
      </Group>
    </Stack>
  );
}
