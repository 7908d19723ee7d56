import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AccoladeRecord, MatchRecord, NewsRecord, SocialRecord } from '@castline/contracts';
import { isMatchComplete } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { ExternalIcon } from '../../../ui/icons.js';
import { AccoladeBadges } from '../../entity-pages/components/accolade-badges.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { PersonCard } from '../../entity-pages/components/person-card.js';
import { MatchRow } from '../../match-pages/components/match-row.js';
import { sortMatchesByStart } from '../../match-pages/sort-matches-by-start.js';
import { useTeamPage } from '../team-page-types.js';

/** The roster and staff grid: one column on phones, two on tablets, three on desktops. */
export const PEOPLE_COLS = { base: 1, sm: 2, lg: 3 } as const;

/** The badges of a roster player: captain, owner. */
function rosterBadges(
  id: string,
  captains: readonly string[],
  owners: readonly string[],
): string[] {
  return [
    ...(captains.includes(id) ? [PAGES_TEXT.teamCaptain] : []),
    ...(owners.includes(id) ? [PAGES_TEXT.teamOwner] : []),
  ];
}

/**
 * A team's overview (public-site §2 team ''): the roster (captains and owners marked) and team staff, the next
 * match and the latest result, accolades, approved links (§3 "Only approved ones are shown") and news.
 */
export function TeamOverview() {
  const { team } = useTeamPage();
  const players = team.players ?? [];
  const captains = team.captains ?? [];
  const owners = team.owners ?? [];
  const staff = (team.staff ?? []).filter((id) => !players.includes(id));
  const matches = readyThings(useThings<MatchRecord>(team.matches ?? []));
  const upcoming = sortMatchesByStart(
    matches.filter((m) => !isMatchComplete(m) && !m.forfeit),
    'asc',
  );
  const results = sortMatchesByStart(
    matches.filter((m) => isMatchComplete(m)),
    'desc',
  );
  const next = upcoming.find((m) => m.live) ?? upcoming[0];
  const last = results[0];
  const accolades = readyThings(useThings<AccoladeRecord>(team.accolades ?? []));
  const socials = readyThings(useThings<SocialRecord>(team.socials ?? [])).filter(
    (s) => s.approved,
  );
  const news = readyThings(useThings<NewsRecord>(team.news_items ?? []));
  return (
    <Stack gap="lg">
      <PageTitle title={team.name ?? ''} />
      {(next || last) && (
        <SimpleGrid cols={{ base: 1, lg: next && last ? 2 : 1 }} spacing="lg">
          {next && (
            <Section title={PAGES_TEXT.teamNextMatch} testId="team-next-match">
              <MatchRow matchId={next.id} perspective={[team.id]} />
            </Section>
          )}
          {last && (
            <Section title={PAGES_TEXT.teamLastMatch} testId="team-last-match">
              <MatchRow matchId={last.id} perspective={[team.id]} />
            </Section>
          )}
        </SimpleGrid>
      )}
      <Section title={PAGES_TEXT.teamRoster} testId="team-roster">
        {players.length === 0 ? (
          <EmptyText>{PAGES_TEXT.teamNoPlayers}</EmptyText>
        ) : (
          <SimpleGrid cols={PEOPLE_COLS} spacing="sm">
            {players.map((id) => (
              <PersonCard key={id} playerId={id} badges={rosterBadges(id, captains, owners)} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      {staff.length > 0 && (
        <Section title={PAGES_TEXT.teamStaff} testId="team-staff">
          <SimpleGrid cols={PEOPLE_COLS} spacing="sm">
            {staff.map((id) => (
              <PersonCard key={id} playerId={id} badges={[PAGES_TEXT.teamStaffBadge]} />
            ))}
          </SimpleGrid>
        </Section>
      )}
      {(accolades.length > 0 || socials.length > 0) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {accolades.length > 0 && (
            <Section title={PAGES_TEXT.teamAccolades} testId="team-accolades">
              <AccoladeBadges accolades={accolades} />
            </Section>
          )}
          {socials.length > 0 && (
            <Section title={PAGES_TEXT.teamSocials} testId="team-socials">
              <Group gap="md">
                {socials.map((social) => (
                  <Anchor
                    key={social.id}
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    fw={700}
                  >
                    <Group gap={4} component="span">
                      {social.name || social.type}
                      <ExternalIcon size={14} />
                    </Group>
                  </Anchor>
                ))}
              </Group>
            </Section>
          )}
        </SimpleGrid>
      )}
      {news.length > 0 && (
        <Section title={PAGES_TEXT.teamNews} testId="team-news">
          <Stack gap="sm">
            {news.map((item) => (
              <Anchor
                key={item.id}
                component={Link}
                to={`/news/${encodeURIComponent(item.slug)}`}
                fw={700}
              >
                {item.name}
                {item.summary && (
                  <Text size="sm" c="dimmed" fw={400} component="span" display="block">
                    {item.summary}
                  </Text>
                )}
              </Anchor>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
