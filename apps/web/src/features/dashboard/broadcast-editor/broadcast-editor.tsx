import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSecondTick } from './use-second-tick.js';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  formatCountdown,
  getNextMapAttack,
  toggleMapAttack,
  type MapAttack,
} from '@castline/domain';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import type { DashboardPress } from '../hooks/use-dashboard-run.js';
import { BROADCAST_EDITOR_TEXT as TEXT } from './broadcast-editor-text.js';
import {
  getBroadcastReason,
  getEditorSides,
  getFlipReason,
  getMapWinReason,
  PRESS_KEYS,
  readCountdownEnd,
  readMapAttack,
  type EditorSide,
} from './broadcast-editor-model.js';
import {
  matchBroadcastShortcut,
  shortcutKeys,
  type BroadcastShortcutId,
} from './broadcast-shortcuts.js';

// The modals (Mantine Modal, Tabs, inputs) load the first time one opens: they stay out of the dashboard's chunk.
const BreakDisplayModal = lazy(async () => ({
  default: (await import('./break-display-modal.js')).BreakDisplayModal,
}));
const ObserverSettingsModal = lazy(async () => ({
  default: (await import('./observer-settings-modal.js')).ObserverSettingsModal,
}));
const ShortcutsModal = lazy(async () => ({
  default: (await import('./shortcuts-modal.js')).ShortcutsModal,
}));

type OpenModal = 'break' | 'observer' | 'shortcuts' | null;

/**
 * The broadcast editor (OVERLAYS §4 "Broadcast editor"; broadcast spec §4): flip teams, Map Win per team (in the
 * overlay's left / right order), the map attack cycle and direct sides, the show-live-match and advertise toggles,
 * the break display settings and observer settings modals, and the keyboard shortcuts with their cheat sheet.
 */
export function BroadcastEditor() {
  const { data, run, pending } = useDashboard();
  const broadcast = data.broadcast;
  const match = data.liveMatch;
  const target = broadcast ? { broadcast: broadcast.id } : {};
  const [modal, setModal] = useState<OpenModal>(null);
  const hasLiveMatchLink = Array.isArray(broadcast?.live_match) && broadcast.live_match.length > 0;

  const sides = getEditorSides(data);
  const mapWinReason = getMapWinReason(data, pending);
  const flipReason = getFlipReason(data, pending);
  const broadcastReason = getBroadcastReason(data);

  const mapWinPress = (side: EditorSide): DashboardPress => {
    const score1 = (match?.score_1 ?? 0) + (side.teamNum === 1 ? 1 : 0);
    const score2 = (match?.score_2 ?? 0) + (side.teamNum === 2 ? 1 : 0);
    return {
      key: PRESS_KEYS.mapWin,
      action: 'multi-map-win',
      body: { ...target, teamNum: side.teamNum, unsetMapAttack: true },
      success: TEXT.scoreToast(score1, score2),
    };
  };
  const flipPress: DashboardPress = {
    key: PRESS_KEYS.flip,
    action: 'toggle-flip-teams',
    body: target,
    success: match?.flip_teams ? TEXT.unflippedToast : TEXT.flippedToast,
  };

  const mapAttack = readMapAttack(broadcast?.map_attack);
  const mapAttackPress = (next: MapAttack): DashboardPress => ({
    key: PRESS_KEYS.mapAttack,
    action: 'update-broadcast',
    body: { ...target, mapAttack: next },
    success: TEXT.mapAttackToast(next),
  });
  const togglePress = (
    key: string,
    field: 'showLiveMatch' | 'advertise',
    label: string,
    next: boolean,
  ): DashboardPress => ({
    key,
    action: 'update-broadcast',
    body: { ...target, [field]: next },
    success: TEXT.toggleToast(label, next),
  });

  // Shortcuts: the same presses as the buttons, refused with the button's reason.
  const handlers = useRef<(id: BroadcastShortcutId) => void>(() => undefined);
  handlers.current = (id) => {
    const tryPress = (label: string, reason: string | null, press: DashboardPress) => {
      if (reason) siteNotifier.error(TEXT.shortcuts.refused(label, reason));
      else void run(press);
    };
    switch (id) {
      case 'mapWinLeft':
      case 'mapWinRight': {
        const side = sides[id === 'mapWinLeft' ? 0 : 1];
        const label = TEXT.mapWin(side?.label ?? '');
        if (!side)
          siteNotifier.error(
            TEXT.shortcuts.refused(label, mapWinReason ?? TEXT.mapWinReasons['not-enough-teams']),
          );
        else tryPress(label, mapWinReason, mapWinPress(side));
        return;
      }
      case 'flip':
        tryPress(TEXT.flipTeams, flipReason, flipPress);
        return;
      case 'breakModal':
        setModal('break');
        return;
      case 'sheet':
        setModal((open) => (open === 'shortcuts' ? null : 'shortcuts'));
        return;
    }
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const id = matchBroadcastShortcut(event);
      if (!id) return;
      event.preventDefault();
      handlers.current(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const close = useCallback(() => setModal(null), []);

  const showLiveMatch = broadcast?.show_live_match === true;
  const advertise = broadcast?.advertise === true;

  return (
    <DashboardModule
      title={DASHBOARD_TEXT.modules.broadcastEditor}
      defaultOpen
      actions={
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setModal('shortcuts')}
          aria-keyshortcuts="?"
          title={`${TEXT.shortcuts.title} (?)`}
          data-testid="broadcast-shortcuts-button"
        >
          {TEXT.shortcutsButton} <Kbd>?</Kbd>
        </Button>
      }
    >
      <Stack gap="sm" data-testid="broadcast-editor">
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" fw={600} w={96}>
            {TEXT.teamsGroup}
          </Text>
          {sides.length === 2 ? (
            <>
              <MapWinButton
                side={sides[0]!}
                reason={mapWinReason}
                press={mapWinPress(sides[0]!)}
                shortcut={shortcutKeys('mapWinLeft')}
                testId="map-win-left"
              />
              <Badge size="lg" variant="default" data-testid="broadcast-score" radius="sm">
                {sides[0]!.score} – {sides[1]!.score}
              </Badge>
              <MapWinButton
                side={sides[1]!}
                reason={mapWinReason}
                press={mapWinPress(sides[1]!)}
                shortcut={shortcutKeys('mapWinRight')}
                testId="map-win-right"
              />
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="broadcast-no-teams">
              {match
                ? TEXT.mapWinReasons['not-enough-teams']
                : hasLiveMatchLink
                  ? TEXT.liveMatchLoading
                  : TEXT.noLiveMatch}
            </Text>
          )}
          <PressButton
            label={TEXT.flipTeams}
            press={flipPress}
            disabledReason={flipReason}
            shortcut={shortcutKeys('flip')}
            variant={match?.flip_teams ? 'light' : 'default'}
            aria-pressed={match?.flip_teams === true}
            testId="flip-teams"
          />
          {match?.flip_teams ? (
            <Badge variant="light" color="yellow" data-testid="broadcast-flipped">
              {TEXT.flipped}
            </Badge>
          ) : null}
        </Group>

        <Group gap="xs" wrap="wrap" align="center" role="group" aria-label={TEXT.mapAttack}>
          <Text size="sm" fw={600} w={96}>
            {TEXT.mapAttack}
          </Text>
          <PressButton
            label={TEXT.mapAttackCycle(mapAttack)}
            press={mapAttackPress(getNextMapAttack(mapAttack))}
            disabledReason={broadcastReason}
            variant={mapAttack ? 'light' : 'default'}
            testId="map-attack-cycle"
            data-value={mapAttack ?? 'none'}
          />
          {TEXT.mapAttackSides.map((side) => (
            <PressButton
              key={side}
              label={side}
              press={mapAttackPress(toggleMapAttack(mapAttack, side))}
              disabledReason={broadcastReason}
              variant={mapAttack === side ? 'filled' : 'default'}
              aria-pressed={mapAttack === side}
              testId={`map-attack-${side.toLowerCase()}`}
            />
          ))}
        </Group>

        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" fw={600} w={96}>
            {TEXT.toggles}
          </Text>
          <PressButton
            label={`${TEXT.showLiveMatch}: ${showLiveMatch ? TEXT.on : TEXT.off}`}
            press={togglePress(
              PRESS_KEYS.showLiveMatch,
              'showLiveMatch',
              TEXT.showLiveMatch,
              !showLiveMatch,
            )}
            disabledReason={broadcastReason}
            variant={showLiveMatch ? 'light' : 'default'}
            aria-pressed={showLiveMatch}
            testId="toggle-show-live-match"
          />
          <PressButton
            label={`${TEXT.advertise}: ${advertise ? TEXT.on : TEXT.off}`}
            press={togglePress(PRESS_KEYS.advertise, 'advertise', TEXT.advertise, !advertise)}
            disabledReason={broadcastReason}
            variant={advertise ? 'light' : 'default'}
            aria-pressed={advertise}
            testId="toggle-advertise"
          />
        </Group>

        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" fw={600} w={96}>
            {TEXT.breakGroup}
          </Text>
          <PressButton
            label={TEXT.breakButton}
            onPress={() => setModal('break')}
            disabledReason={broadcastReason}
            shortcut={shortcutKeys('breakModal')}
            aria-haspopup="dialog"
            testId="open-break-modal"
          />
          <PressButton
            label={TEXT.observerButton}
            onPress={() => setModal('observer')}
            disabledReason={broadcastReason}
            aria-haspopup="dialog"
            testId="open-observer-modal"
          />
          <BreakSummary
            display={broadcast?.break_display ?? null}
            title={broadcast?.title ?? null}
            countdownEnd={readCountdownEnd(broadcast?.countdown_end)}
          />
        </Group>
      </Stack>
      <Suspense fallback={null}>
        {modal === 'break' ? <BreakDisplayModal onClose={close} /> : null}
        {modal === 'observer' ? <ObserverSettingsModal onClose={close} /> : null}
        {modal === 'shortcuts' ? <ShortcutsModal onClose={close} /> : null}
      </Suspense>
    </DashboardModule>
  );
}

function Kbd({ children }: { readonly children: string }) {
  return (
    <kbd
      style={{
        marginLeft: 4,
        padding: '0 4px',
        border: '1px solid var(--mantine-color-dark-3)',
        borderRadius: 3,
        fontSize: '0.75em',
      }}
    >
      {children}
    </kbd>
  );
}

function MapWinButton({
  side,
  reason,
  press,
  shortcut,
  testId,
}: {
  readonly side: EditorSide;
  readonly reason: string | null;
  readonly press: DashboardPress;
  readonly shortcut: string;
  readonly testId: string;
}) {
  return (
    <PressButton
      label={TEXT.mapWin(side.label)}
      press={press}
      disabledReason={reason}
      shortcut={shortcut}
      color="teal"
      testId={testId}
      data-team-num={side.teamNum}
    />
  );
}

/** The break's display, title and countdown at a glance (the countdown ticks each second). */
function BreakSummary({
  display,
  title,
  countdownEnd,
}: {
  readonly display: string | null;
  readonly title: string | null;
  readonly countdownEnd: number | null;
}) {
  const now = useSecondTick(countdownEnd !== null);
  const S = TEXT.breakSummary;
  return (
    <Text size="sm" c="dimmed" data-testid="break-summary">
      {S.display}: <b>{display || 'Automated'}</b> · {S.title}: <b>{title || S.empty}</b> ·{' '}
      {S.countdown}:{' '}
      <b data-testid="break-summary-countdown">
        {countdownEnd === null ? S.none : formatCountdown(countdownEnd - now)}
      </b>
    </Text>
  );
}
