import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { HeroRecord } from '@castline/contracts';
import { parsePickBanOrder } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useUserSetting } from '../../../lib/settings/settings-context.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText } from '../../entity-pages/components/section.js';
import { getDetailedMaps, type DetailedMapRow } from '../get-detailed-maps.js';
import type { MatchPageContext } from '../match-page-types.js';
import { useMatchMaps } from '../use-match-maps.js';
import { describeMapOutcome } from './map-summary.js';

function HeroList({
  ids,
  names,
  label,
}: {
  readonly ids: readonly string[];
  readonly names: Map<string, string>;
  readonly label: string;
}) {
  if (ids.length === 0) return null;
  return (
    <Group gap={4} aria-label={label}>
      {ids.map((id) => (
        <Badge key={id} variant="default" size="sm" tt="none">
          {names.get(id) ?? '…'}
        </Badge>
      ))}
    </Group>
  );
}

function MapCard({
  row,
  teamNames,
  heroNames,
  words,
}: {
  readonly row: DetailedMapRow;
  readonly teamNames: readonly [string, string];
  readonly heroNames: Map<string, string>;
  readonly words: { readonly map: string; readonly heroes: string; readonly replayCode: string };
}) {
  const sides = [1, 2] as const;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg="rgba(255,255,255,0.03)"
      data-testid="detailed-map"
      data-outcome={row.outcome}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {row.number !== null
                ? PAGES_TEXT.detailedMap(row.number, words.map)
                : PAGES_TEXT.detailedBanned}
            </Text>
            <Title order={2} size="h4">
              {row.name}
            </Title>
          </div>
          {row.scores && (
            <Text
              fw={900}
              fz={24}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="detailed-map-score"
            >
              {row.scores[0]} – {row.scores[1]}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Badge
            color={row.outcome === 'played' ? 'teal' : row.outcome === 'banned' ? 'red' : 'gray'}
            variant="light"
            tt="none"
          >
            {describeMapOutcome(row, teamNames)}
          </Badge>
          {row.pickerSide !== null && (
            <Badge color="violet" variant="light" tt="none" data-testid="detailed-map-picker">
              {PAGES_TEXT.detailedPickedBy(teamNames[row.pickerSide - 1] ?? '?')}
            </Badge>
          )}
          {row.replayCode && (
            <Badge
              color="gray"
              variant="outline"
              tt="none"
              ff="monospace"
              data-testid="detailed-map-replay"
            >
              {words.replayCode}: {row.replayCode}
            </Badge>
          )}
        </Group>
        {(row.picks || row.bans) && row.outcome !== 'banned' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {sides.map((side) => {
              const picks = row.picks?.[side - 1] ?? [];
              const bans = row.bans?.[side - 1] ?? [];
              if (picks.length === 0 && bans.length === 0) return <div key={side} />;
              const team = teamNames[side - 1] ?? '?';
              return (
                <Stack key={side} gap={4}>
                  <Text size="sm" fw={700}>
                    {team}
                  </Text>
                  <HeroList
                    ids={picks}
                    names={heroNames}
                    label={PAGES_TEXT.detailedPicks(words.heroes)}
                  />
                  {bans.length > 0 && (
                    <Group gap={6}>
                      <Text size="xs" c="dimmed" fw={700}>
                        {PAGES_TEXT.detailedBans(words.heroes)}
                      </Text>
                      <HeroList
                        ids={bans}
                        names={heroNames}
                        label={PAGES_TEXT.detailedBans(words.heroes)}
                      />
                    </Group>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The map details of /detailed/:id (public-site §2; RULES (e)): each map with its picker, ban, winner, score and
 * replay code, hidden per the game profile and worded in the game's words; hero picks and bans follow the
 * showHeroPickBans setting (a switch here), and the match's pick/ban order is listed.
 */
export function DetailedMaps({ context }: { readonly context: MatchPageContext }) {
  const { match, teams, profile, name } = context;
  const [showHeroes, setShowHeroes] = useUserSetting('showHeroPickBans');
  const maps = useMatchMaps(match.maps ?? []);
  const detailed = maps
    ? getDetailedMaps(
        match.teams.map((t) => t.__id),
        maps,
        profile,
        { showHeroPickBans: showHeroes },
      )
    : null;
  const heroIds = detailed
    ? [
        ...new Set(
          detailed.rows.flatMap((row) => [...(row.picks ?? []).flat(), ...(row.bans ?? []).flat()]),
        ),
      ]
    : [];
  const heroNames = new Map(
    readyThings(useThings<HeroRecord>(heroIds)).map((hero) => [hero.id, hero.name ?? '']),
  );
  const teamNames: [string, string] = [teams[0]?.name ?? '?', teams[1]?.name ?? '?'];
  const steps = parsePickBanOrder(match.pick_ban_order);
  const title = PAGES_TEXT.subPageTitle(detailed?.mapsWord ?? PAGES_TEXT.matchTabs.detailed, name);
  return (
    <Stack gap="lg" data-testid="detailed-maps">
      <PageTitle title={title} />
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {PAGES_TEXT.detailedHeading}
        </Title>
        <Switch
          checked={showHeroes}
          onChange={(event) => setShowHeroes(event.currentTarget.checked)}
          label={PAGES_TEXT.detailedHeroToggle}
          data-testid="detailed-hero-toggle"
        />
      </Group>
      {steps.length > 0 && (
        <Group
          gap={6}
          aria-label={PAGES_TEXT.detailedPickBanOrder}
          data-testid="detailed-pick-ban-order"
        >
          <Text size="sm" fw={700} c="dimmed">
            {PAGES_TEXT.detailedPickBanOrder}
          </Text>
          {steps.map((step) => (
            <Badge
              key={step.number}
              variant="light"
              color={step.kind === 'ban' ? 'red' : step.kind === 'pick' ? 'teal' : 'blue'}
              tt="none"
            >
              {step.number}. {PAGES_TEXT.detailedStepKinds[step.kind]} · {teamNames[step.team - 1]}
            </Badge>
          ))}
        </Group>
      )}
      {detailed === null ? (
        <PageLoader />
      ) : detailed.rows.length === 0 ? (
        <EmptyText>{PAGES_TEXT.matchNoMaps}</EmptyText>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {detailed.rows.map((row) => (
            <MapCard
              key={row.id}
              row={row}
              teamNames={teamNames}
              heroNames={heroNames}
              words={{
                map: detailed.mapWord,
                heroes: detailed.heroesWord,
                replayCode: detailed.replayCodeWord,
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
