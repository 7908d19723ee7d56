import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  DESK_DISPLAY_MODES,
  formatTeamScoresNotice,
  getDeskDisplayShowUpdate,
  getGameProfile,
  joinNoticeText,
  resolveDeskDisplay,
  splitNoticeText,
  type DeskDisplayMode,
  type NoticeText,
} from '@castline/domain';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DESK_TEXT } from './desk-text.js';
import { DeskDraftControls } from './desk-draft-controls.js';

const SHOW_KEY = 'desk-display-show';
const HIDE_KEY = 'desk-display-hide';

/** The mode button the stored desk_display stands for (RULES (g): null is Match; a suffix stays in the name). */
export function getLiveDeskMode(deskDisplay: string | null | undefined): DeskDisplayMode | null {
  const value = (deskDisplay ?? '').trim();
  if (value === '') return 'Match';
  const mode = DESK_DISPLAY_MODES.find((m) => m === value);
  if (mode) return mode;
  // An unknown stored value: the middle the desk resolves it to, if that is a button.
  const resolved = resolveDeskDisplay(value).mode;
  return DESK_DISPLAY_MODES.find((m) => m === resolved) ?? null;
}

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const sameNotice = (a: NoticeText, b: NoticeText) => a.prefix === b.prefix && a.text === b.text;

/**
 * Desk Display (broadcast spec §2 "Desk text editor", §4 desk display modes, §8; RULES (g); OVERLAYS §4): one
 * button per display mode chooses it, 'Show' stores the chosen mode with the notice text (update-broadcast
 * deskDisplayMode and deskDisplayText, prefix and text joined by '|'), with none chosen 'You must choose a display
 * mode'; 'Hide' clears the mode (back to Match); 'Team scores' fills the notice prefix. Games with draft controls
 * add Reset, Show all, Auto and Advance (prod_trigger).
 */
export function DeskDisplayModule() {
  const { data } = useDashboard();
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.deskDisplay}>
      <DeskDisplayEditor key={data.broadcast?.id ?? 'none'} />
    </DashboardModule>
  );
}

function DeskDisplayEditor() {
  const { data, run } = useDashboard();
  const broadcast = data.broadcast;
  const access = data.permissions.broadcastAccess;
  const noAccess = access ? null : DASHBOARD_TEXT.reasons.noBroadcastAccess;
  const live = getLiveDeskMode(broadcast?.desk_display);
  const recordNotice = broadcast?.notice_text ?? '';

  const [chosen, setChosen] = useState<DeskDisplayMode | null>(null);
  const [modeError, setModeError] = useState(false);
  // The notice fields follow notice_text live until the user edits them (then their edits stay until sent).
  const [base, setBase] = useState(recordNotice);
  const [notice, setNotice] = useState<NoticeText>(() => splitNoticeText(recordNotice));
  const edited = !sameNotice(notice, splitNoticeText(base));
  useEffect(() => {
    if (recordNotice === base) return;
    if (!edited) setNotice(splitNoticeText(recordNotice));
    setBase(recordNotice);
    // Only a new stored value matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordNotice]);

  const choose = (mode: DeskDisplayMode) => {
    setChosen(mode);
    setModeError(false);
  };

  const show = async () => {
    if (!broadcast) return;
    const update = getDeskDisplayShowUpdate(chosen);
    if (!update.ok) {
      setModeError(true);
      siteNotifier.error(update.error);
      return;
    }
    const deskDisplayText = joinNoticeText(notice);
    const answer = await run({
      key: SHOW_KEY,
      action: 'update-broadcast',
      body: { broadcast: broadcast.id, deskDisplayMode: update.deskDisplay, deskDisplayText },
      success: DESK_TEXT.display.updated,
    });
    if (answer && !answer.error) setBase(deskDisplayText);
  };

  const hide = () => {
    if (!broadcast) return;
    void run({
      key: HIDE_KEY,
      action: 'update-broadcast',
      body: { broadcast: broadcast.id, deskDisplayMode: null },
      success: DESK_TEXT.display.updated,
    });
  };

  const fillTeamScores = () => {
    if (!data.liveMatch) return;
    // Stored order, by id (a team still loading or missing reads 'TBD').
    const teams = links(data.liveMatch.teams).map(
      (id) => data.teams.find((team) => team.id === id) ?? null,
    );
    setNotice((current) => ({
      ...current,
      prefix: formatTeamScoresNotice({
        teams,
        score_1: data.liveMatch?.score_1 ?? null,
        score_2: data.liveMatch?.score_2 ?? null,
      }),
    }));
  };

  const game = data.liveMatch?.game ?? data.event?.game ?? null;
  const draftControls = getGameProfile(game).draftControls;

  return (
    <Stack gap="sm" data-testid="desk-display" data-live={live ?? ''} data-chosen={chosen ?? ''}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {DESK_TEXT.display.live}:
        </Text>
        <Badge variant="light" size="lg" radius="sm" data-testid="desk-display-live">
          {live ?? broadcast?.desk_display ?? ''}
        </Badge>
      </Group>

      <div role="group" aria-label={DESK_TEXT.display.modesLabel}>
        <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing={6} verticalSpacing={6}>
          {DESK_DISPLAY_MODES.map((mode) => {
            const isChosen = chosen === mode;
            const isLive = live === mode;
            return (
              <Button
                key={mode}
                size="xs"
                variant={isChosen ? 'filled' : isLive ? 'light' : 'default'}
                aria-pressed={isChosen}
                onClick={() => choose(mode)}
                data-testid="desk-mode-button"
                data-mode={mode}
                data-live={isLive ? 'true' : undefined}
                leftSection={isLive ? <LiveDot /> : undefined}
              >
                {mode}
                {isLive ? <VisuallyHidden>, {DESK_TEXT.display.liveMark}</VisuallyHidden> : null}
              </Button>
            );
          })}
        </SimpleGrid>
      </div>
      {modeError ? (
        <Text size="sm" c="red.4" role="alert" data-testid="desk-display-error">
          {DESK_TEXT.display.modeRequired}
        </Text>
      ) : null}

      <Stack gap={4}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label={DESK_TEXT.display.noticePrefix}
            placeholder={DESK_TEXT.display.noticePrefixPlaceholder}
            value={notice.prefix}
            onChange={(event) => {
              const prefix = event.currentTarget.value;
              setNotice((current) => ({ ...current, prefix }));
            }}
            disabled={!access}
            autoComplete="off"
            style={{ flex: 2 }}
            data-testid="desk-notice-prefix-input"
          />
          <PressButton
            label={DESK_TEXT.display.teamScores}
            variant="default"
            onPress={fillTeamScores}
            disabledReason={
              noAccess ??
              (!data.liveMatch
                ? DASHBOARD_TEXT.reasons.noLiveMatch
                : data.teamsLoading
                  ? DESK_TEXT.display.teamsLoading
                  : null)
            }
            testId="desk-team-scores"
          />
        </Group>
        <TextInput
          size="xs"
          label={DESK_TEXT.display.noticeText}
          placeholder={DESK_TEXT.display.noticeTextPlaceholder}
          description={DESK_TEXT.display.noticeHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={notice.text}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setNotice((current) => ({ ...current, text }));
          }}
          disabled={!access}
          autoComplete="off"
          data-testid="desk-notice-text-input"
        />
      </Stack>

      <Group gap="xs">
        <PressButton
          label={DESK_TEXT.display.show}
          onPress={() => void show()}
          pendingKey={SHOW_KEY}
          disabledReason={noAccess}
          testId="desk-display-show"
        />
        <PressButton
          label={DESK_TEXT.display.hide}
          variant="default"
          onPress={hide}
          pendingKey={HIDE_KEY}
          disabledReason={noAccess}
          testId="desk-display-hide"
        />
      </Group>

      {draftControls ? <DeskDraftControls /> : null}
    </Stack>
  );
}

function LiveDot() {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: 'var(--mantine-color-red-6)',
      }}
    />
  );
}
