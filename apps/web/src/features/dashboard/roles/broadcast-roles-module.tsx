import { Button, CloseButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { isRoleRowRemovable } from '@castline/domain';
import type { SetPlayerRelationshipsResult } from '@castline/contracts';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { BROADCAST_ROLES_TEXT as TEXT } from './broadcast-roles-text.js';
import {
  addRoleRow,
  createRolesDraft,
  removeRoleRow,
  ROLE_NAMES,
  rolesSignature,
  setRoleRow,
  toggleClientCam,
  toRolesBody,
  type CamTeam,
  type RoleName,
} from './role-rows-state.js';
import { useRoleChoices, type RoleChoice } from './use-role-choices.js';
import { useServerDraft } from './use-server-draft.js';

const SAVE_KEY = 'set-player-relationships';

/** The picker's options: nobody, then the match's crew, then everyone else the production knows. */
function pickerData(
  players: readonly RoleChoice[],
  current: string | null,
  nameOf: (id: string) => string,
) {
  const item = (p: RoleChoice) => ({ value: p.id, label: p.name });
  const known = current === null || players.some((p) => p.id === current);
  const match = players.filter((p) => p.onMatch).map(item);
  if (!known && current !== null) match.unshift({ value: current, label: nameOf(current) });
  const crew = players.filter((p) => !p.onMatch).map(item);
  return [
    { value: '', label: TEXT.nobody },
    ...(match.length ? [{ group: TEXT.groups.match, items: match }] : []),
    ...(crew.length ? [{ group: TEXT.groups.crew, items: crew }] : []),
  ];
}

/**
 * Broadcast Roles (OVERLAYS §4; broadcast §4 "Role rows", §5, §6): one group of rows per match staff role, each row
 * a player picker. A role shows at least its chosen players, its default (Observer 4, Caster 2, others 1) and one
 * row; 'Add' gives another, and only rows past the default can be removed. Observers get Team 1 / Team 2 camera
 * buttons for their production client. Save sends set-player-relationships {matchID, roles, clientCams} with every
 * role's chosen players and toasts '{n} relationship(s) added'. It needs match-edit rights.
 */
export function BroadcastRolesModule() {
  const { data, run } = useDashboard();
  const choices = useRoleChoices(data);
  const server = createRolesDraft(choices.relationships);
  const draft = useServerDraft(server, rolesSignature(server));
  const { rows, cams } = draft.value;
  const match = data.liveMatch;

  const reason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : !match
      ? DASHBOARD_TEXT.reasons.noLiveMatch
      : !data.permissions.matchEdit
        ? DASHBOARD_TEXT.reasons.noMatchEdit
        : choices.loading
          ? TEXT.reasons.loading
          : null;
  const locked = reason !== null;

  const save = async () => {
    if (!match) return;
    const body = toRolesBody(match.id, draft.value, choices.observerClient, data.broadcast?.id);
    const answer = await run<SetPlayerRelationshipsResult>({
      key: SAVE_KEY,
      action: 'set-player-relationships',
      body,
    });
    if (answer && !answer.error) siteNotifier.success(TEXT.added(answer.data?.added.length ?? 0));
  };

  const camButton = (role: RoleName, player: string | null, team: CamTeam) => {
    const client = player ? choices.observerClient(player) : null;
    const on = client !== null && (cams[client] ?? []).includes(team);
    const why =
      reason ??
      (player === null ? TEXT.reasons.noObserver : client === null ? TEXT.reasons.noClient : null);
    const label =
      player && client
        ? TEXT.camLabel(
            team,
            choices.nameOf(player),
            choices.clientName(client) ?? TEXT.theirClient,
          )
        : undefined;
    return (
      <PressButton
        key={team}
        label={TEXT.cam(team)}
        variant={on ? 'filled' : 'default'}
        aria-pressed={on}
        aria-label={label}
        disabledReason={why}
        testId="role-cam"
        data-team={team}
        data-role={role}
        onPress={() =>
          client && draft.edit((d) => ({ ...d, cams: toggleClientCam(d.cams, client, team) }))
        }
      />
    );
  };

  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.broadcastRoles}>
      <Stack gap="sm" data-testid="broadcast-roles">
        <Text size="sm" c="dimmed">
          {TEXT.intro}
        </Text>
        {choices.loading ? <Text size="sm">{TEXT.loading}</Text> : null}
        {ROLE_NAMES.map((role) => (
          <Stack
            key={role}
            gap={4}
            component="fieldset"
            data-testid="role-group"
            data-role={role}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Text component="legend" fw={600} size="sm" mb={4}>
              {role}
            </Text>
            {rows[role].map((player, index) => (
              <Group key={index} gap="xs" wrap="nowrap" data-testid="role-row">
                <NativeSelect
                  size="xs"
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={TEXT.rowLabel(role, index + 1)}
                  data-testid="role-select"
                  data-role={role}
                  data-index={index}
                  value={player ?? ''}
                  disabled={locked}
                  data={pickerData(choices.players, player, choices.nameOf)}
                  onChange={(event) => {
                    const value = event.currentTarget.value || null;
                    draft.edit((d) => ({ ...d, rows: setRoleRow(d.rows, role, index, value) }));
                  }}
                />
                {role === 'Observer' ? (
                  <Group gap={4} wrap="nowrap">
                    {camButton(role, player, 1)}
                    {camButton(role, player, 2)}
                  </Group>
                ) : null}
                {isRoleRowRemovable(role, index) ? (
                  <CloseButton
                    size="sm"
                    aria-label={TEXT.removeRow(role, index + 1)}
                    title={TEXT.removeRow(role, index + 1)}
                    data-testid="role-remove"
                    disabled={locked}
                    onClick={() =>
                      draft.edit((d) => ({ ...d, rows: removeRoleRow(d.rows, role, index) }))
                    }
                  />
                ) : null}
              </Group>
            ))}
            <Group>
              <Button
                size="compact-xs"
                variant="subtle"
                data-testid="role-add"
                data-role={role}
                disabled={locked}
                onClick={() => draft.edit((d) => ({ ...d, rows: addRoleRow(d.rows, role) }))}
              >
                {`+ ${TEXT.addRow(role)}`}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" disabled={!draft.dirty} onClick={draft.reset}>
            {TEXT.reset}
          </Button>
          <PressButton
            label={TEXT.save}
            pendingKey={SAVE_KEY}
            disabledReason={reason}
            testId="roles-save"
            onPress={() => void save()}
          />
        </Group>
      </Stack>
    </DashboardModule>
  );
}
