import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CAMS_TEXT } from '../cams-text.js';
import type { CamsBroadcastView, CamsMatchView } from '../list-cam-broadcasts.js';
import { CamOverlayList } from './cam-overlay-list.js';
import { PlayerCamRow } from './player-cam-row.js';
import classes from './cams.module.css';

/** Which broadcast (name and key, or just the key under a heading that names it) and the user's clients on it. */
function BroadcastLine({
  broadcast,
  withName,
}: {
  readonly broadcast: CamsBroadcastView;
  readonly withName: boolean;
}) {
  return (
    <Text size="sm" c="dimmed">
      {CAMS_TEXT.broadcastLabel}:{' '}
      {withName ? `${broadcast.name} (${broadcast.key})` : broadcast.key} ·{' '}
      {CAMS_TEXT.clientsLabel(broadcast.clientNames.join(', '))}
    </Text>
  );
}

function LiveMatch({ match }: { readonly match: CamsMatchView }) {
  return (
    <Stack gap="md" data-testid="cams-match" data-match-id={match.id}>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap" align="center">
          <Badge color="red.9" variant="filled" size="sm">
            {CAMS_TEXT.liveBadge}
          </Badge>
          <Title order={2} size="h3">
            {match.name}
          </Title>
        </Group>
        {match.eventName && (
          <Text size="sm" c="dimmed">
            {match.eventName}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {match.teams.map((team) => (
          <Stack key={team.id} gap="sm" className={classes.team} data-testid="cams-team">
            <Title order={3} size="h5">
              {CAMS_TEXT.teamHeading(team.number, team.name)}
            </Title>
            {team.players.length === 0 ? (
              <Text size="sm" c="dimmed">
                {CAMS_TEXT.noPlayers}
              </Text>
            ) : (
              team.players.map((player) => <PlayerCamRow key={player.id} player={player} />)
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One broadcast with a live match: the match (or matches), each team's players with cam links, the overlays. */
export function CamBroadcastCard({ broadcast }: { readonly broadcast: CamsBroadcastView }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      className={classes.card}
      data-testid="cams-broadcast"
      data-broadcast-key={broadcast.key}
    >
      <Stack gap="lg">
        <BroadcastLine broadcast={broadcast} withName />
        {broadcast.matches.map((match) => (
          <LiveMatch key={match.id} match={match} />
        ))}
        <Divider />
        <CamOverlayList overlays={broadcast.overlays} />
      </Stack>
    </Paper>
  );
}

/** A broadcast without a live match: its name and its overlays, so OBS can be set up before the show. */
export function IdleBroadcastCard({ broadcast }: { readonly broadcast: CamsBroadcastView }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      className={classes.card}
      data-testid="cams-idle-broadcast"
      data-broadcast-key={broadcast.key}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {broadcast.name}
          </Title>
          <BroadcastLine broadcast={broadcast} withName={false} />
        </Stack>
        <CamOverlayList overlays={broadcast.overlays} headingOrder={4} />
      </Stack>
    </Paper>
  );
}
