import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { ProdTriggerPayload } from '@castline/contracts';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import type { CommsState } from './prod-trigger-sender.js';
import { TEAM_COMMS_TEXT } from './team-comms-text.js';
import { useProdTriggerSender } from './use-prod-trigger-sender.js';

type Choice = 1 | 2 | 'off';

const CHOICES: readonly Choice[] = [1, 2, 'off'];

/** The trigger a choice sends (OVERLAYS §3: comms_enable with team, comms_disable). */
export function toCommsTrigger(choice: Choice): ProdTriggerPayload {
  return choice === 'off'
    ? { trigger: 'comms_disable' }
    : { trigger: 'comms_enable', team: choice };
}

/** What the overlays listen to now, as the module says it. */
export function describeComms(comms: CommsState, teamNames: readonly (string | null)[]): string {
  if (comms === null) return TEAM_COMMS_TEXT.status.unknown;
  if (comms === 'off') return TEAM_COMMS_TEXT.status.off;
  return TEAM_COMMS_TEXT.status.team(comms, teamNames[comms - 1] ?? null);
}

/**
 * Team Comms Listen-In (OVERLAYS §4; broadcast §4 "Comms: one team (1 or 2) enabled at a time, or none"): Team 1,
 * Team 2 and Off send prod_trigger comms_enable {team} / comms_disable to the client room (OVERLAYS §3). Choosing a
 * team replaces the other one. The pressed button is the team the server last echoed (comms_enable /
 * comms_disable), so every dashboard of the client agrees; until a change since the page opened, none is pressed.
 */
export function TeamCommsModule() {
  const { data } = useDashboard();
  const { sender, connected, comms } = useProdTriggerSender(data.client?.key ?? null);
  const [sending, setSending] = useState<Choice | null>(null);
  const teamNames = [0, 1].map((i) => data.teams[i]?.name ?? null);

  const reason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : !connected
      ? TEAM_COMMS_TEXT.reasons.notConnected
      : sending !== null
        ? DASHBOARD_TEXT.reasons.pending
        : null;

  const choose = async (choice: Choice) => {
    setSending(choice);
    try {
      const answer = await sender.send(toCommsTrigger(choice));
      if (answer.ok)
        siteNotifier.success(
          choice === 'off' ? TEAM_COMMS_TEXT.disabled : TEAM_COMMS_TEXT.enabled(choice),
        );
      else siteNotifier.error(answer.message ?? TEAM_COMMS_TEXT.noAnswer);
    } finally {
      setSending(null);
    }
  };

  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.teamComms}>
      <Stack gap="xs" data-testid="team-comms" data-comms={comms === null ? '' : String(comms)}>
        <Text size="sm" c="dimmed">
          {TEAM_COMMS_TEXT.intro}
        </Text>
        <Group gap="xs" role="group" aria-label={TEAM_COMMS_TEXT.group}>
          {CHOICES.map((choice) => {
            const active = comms === choice;
            const name = choice === 'off' ? null : teamNames[choice - 1];
            const label = choice === 'off' ? TEAM_COMMS_TEXT.off : TEAM_COMMS_TEXT.team(choice);
            return (
              <PressButton
                key={String(choice)}
                label={name ? `${label} · ${name}` : label}
                variant={active ? 'filled' : 'default'}
                color={choice === 'off' ? 'gray' : undefined}
                aria-pressed={active}
                disabledReason={reason}
                testId={`comms-${choice}`}
                onPress={() => void choose(choice)}
              />
            );
          })}
        </Group>
        <Text size="sm" aria-live="polite" data-testid="comms-status">
          {describeComms(comms, teamNames)}
        </Text>
      </Stack>
    </DashboardModule>
  );
}
