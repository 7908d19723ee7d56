import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { canSaveCams, createCamSlots, getCamSlotCount, toggleCamPlayer } from '@castline/domain';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { PRESS_KEYS, getFlipReason } from '../broadcast-editor/broadcast-editor-model.js';
import { BROADCAST_EDITOR_TEXT } from '../broadcast-editor/broadcast-editor-text.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import type { DashboardTeam } from '../dashboard-records.js';
import { useServerDraft } from '../roles/use-server-draft.js';
import { PLAYER_CAMS_TEXT as TEXT } from './player-cams-text.js';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

type Slots = readonly (string | null)[];
type TeamSlots = readonly [Slots, Slots];

const SAVE_KEY = 'set-player-cams';

/**
 * Player Cams (OVERLAYS §4; broadcast §4 "Cam controller"): each live team has an ordered list of cam slots (the
 * game's player count: 5, or 6 for some games), preloaded from the broadcast's team_1_player_cams /
 * team_2_player_cams. Clicking a player toggles them: out of their slot, or into the first empty one. Save
 * (set-player-cams {cams: [team 1 ids, team 2 ids]}, stored team order) only when no slot is empty. The teams show
 * in overlay order, and Flip teams (toggle-flip-teams, the broadcast editor's press) swaps them.
 */
export function PlayerCamsModule() {
  const { data, pending } = useDashboard();
  const broadcast = data.broadcast;
  const match = data.liveMatch;
  const slotCount = getCamSlotCount(match?.game ?? data.event?.game ?? null);
  const server: TeamSlots = [
    createCamSlots(links(broadcast?.team_1_player_cams), slotCount),
    createCamSlots(links(broadcast?.team_2_player_cams), slotCount),
  ];
  const draft = useServerDraft<TeamSlots>(server, JSON.stringify(server));
  const slots = draft.value;
  const teamIds = links(match?.teams);
  const teams = teamIds.map((id) => data.teams.find((t) => t.id === id) ?? null);
  const rosterIds = teams.map((t) => links(t?.players));
  const playerIds = [...new Set([...rosterIds.flat(), ...slots.flat().filter((p) => p !== null)])];
  const players = readyThings(useThings<{ id: string; name?: string | null }>(playerIds));
  const names = new Map(players.map((p) => [p.id, p.name || p.id]));
  const nameOf = (id: string) => names.get(id) ?? '…';
  const flipped = match?.flip_teams === true;
  const order: readonly (0 | 1)[] = flipped ? [1, 0] : [0, 1];
  const target = broadcast ? { broadcast: broadcast.id } : {};

  const accessReason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : null;
  const saveReason = accessReason ?? (canSaveCams(slots) ? null : TEXT.reasons.emptySlot);

  const toggle = (side: 0 | 1, player: string) =>
    draft.edit((current) => {
      const next: [Slots, Slots] = [current[0], current[1]];
      next[side] = toggleCamPlayer(current[side], player);
      return next;
    });

  const teamName = (side: 0 | 1, team: DashboardTeam | null) =>
    team?.name ?? TEXT.team(side === 0 ? 1 : 2);

  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.playerCams}>
      <Stack gap="sm" data-testid="player-cams" data-slots={slotCount}>
        <Text size="sm" c="dimmed">
          {TEXT.intro(slotCount)}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          {order.map((side, position) => {
            const team = teams[side] ?? null;
            const name = teamName(side, team);
            const roster = rosterIds[side] ?? [];
            return (
              <Stack key={side} gap={6} data-testid="cam-team" data-team={side + 1}>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm" truncate>
                    {name}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {TEXT.side(position === 0)}
                  </Badge>
                </Group>
                <Stack
                  component="ol"
                  gap={2}
                  aria-label={TEXT.slots(name)}
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                >
                  {slots[side].map((player, index) => (
                    <Group
                      key={index}
                      component="li"
                      gap={6}
                      wrap="nowrap"
                      data-testid="cam-slot"
                      data-player={player ?? ''}
                    >
                      <Text size="xs" c="dimmed" w={44}>
                        {TEXT.slot(index + 1)}
                      </Text>
                      <Text
                        size="sm"
                        c={player ? undefined : 'dimmed'}
                        fs={player ? undefined : 'italic'}
                        truncate
                      >
                        {player ? nameOf(player) : TEXT.empty}
                      </Text>
                    </Group>
                  ))}
                </Stack>
                <Group gap={4} role="group" aria-label={TEXT.players(name)}>
                  {roster.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      {TEXT.noPlayers}
                    </Text>
                  ) : (
                    roster.map((player) => {
                      const on = slots[side].includes(player);
                      return (
                        <Button
                          key={player}
                          size="compact-xs"
                          variant={on ? 'filled' : 'default'}
                          aria-pressed={on}
                          data-testid="cam-player"
                          data-player={player}
                          disabled={accessReason !== null}
                          onClick={() => toggle(side, player)}
                        >
                          {nameOf(player)}
                        </Button>
                      );
                    })
                  )}
                </Group>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <PressButton
            label={BROADCAST_EDITOR_TEXT.flipTeams}
            variant={flipped ? 'light' : 'default'}
            aria-pressed={flipped}
            press={{
              key: PRESS_KEYS.flip,
              action: 'toggle-flip-teams',
              body: target,
              success: flipped
                ? BROADCAST_EDITOR_TEXT.unflippedToast
                : BROADCAST_EDITOR_TEXT.flippedToast,
            }}
            disabledReason={getFlipReason(data, pending)}
            testId="cams-flip"
          />
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={!draft.dirty} onClick={draft.reset}>
              {TEXT.reset}
            </Button>
            <PressButton
              label={TEXT.save}
              press={{
                key: SAVE_KEY,
                action: 'set-player-cams',
                body: { ...target, cams: [slots[0].filter(Boolean), slots[1].filter(Boolean)] },
                success: TEXT.saved,
              }}
              disabledReason={saveReason}
              testId="cams-save"
            />
          </Group>
        </Group>
      </Stack>
    </DashboardModule>
  );
}
