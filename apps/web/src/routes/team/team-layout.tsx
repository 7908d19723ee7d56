import { Badge, Group, Stack } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import type { PlayerRecord } from '@castline/contracts';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useLinkContext } from '../../lib/host/site-context.js';
import { getEntityPath, getEventLink } from '../../lib/links/site-links.js';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useHydrated, useThings } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady, readyThings } from '../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../lib/theme/theme-logo.js';
import { SiteAnchor } from '../../ui/site-anchor.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { EntityHeader } from '../../features/entity-pages/components/entity-header.js';
import { EntityTabs, type EntityTab } from '../../features/entity-pages/components/entity-tabs.js';
import { RoutePageLoader } from '../../features/entity-pages/components/page-loader.js';
import { isOtherKind } from '../../features/entity-pages/is-other-kind.js';
import classes from '../../features/entity-pages/components/entity-pages.module.css';
import { canEditTeamSettings } from '../../features/team-pages/can-edit-team-settings.js';
import { listPreviousTeams } from '../../features/team-pages/list-previous-teams.js';
import {
  TEAM_PAGE_TREE,
  type TeamPageContext,
  type TeamPageRecord,
} from '../../features/team-pages/team-page-types.js';

/**
 * The team pages' frame (public-site §2 "Team pages"): the team's themed banner (logo, name, code, event), the
 * sub-navigation the data allows (Settings only for people who may edit the team), and the sub-page. An unknown
 * id, or a record that is not a team, shows Not Found; a loading record shows a spinner, never an error.
 */
export function TeamLayout() {
  const { id } = useParams();
  const teamId = id ? fromUrlId(id) : null;
  const team = useHydrated<TeamPageRecord>(teamId, TEAM_PAGE_TREE);
  const { user } = useAuth();
  const { pathname } = useLocation();
  const linkContext = useLinkContext();
  // The roster decides whether 'Previous teams' has anything to show (the tab appears once it is known).
  const roster = readyThings(
    useThings<PlayerRecord>(isThingReady(team) ? (team.players ?? []) : []),
  );
  if (isThingMissing(team) || isOtherKind(team, 'team')) {
    return <NotFoundPage text={PAGES_TEXT.notFoundTeam} />;
  }
  if (!isThingReady(team)) return <RoutePageLoader />;
  const theme = readyThings(team.theme ?? [])[0] ?? null;
  const event = readyThings(team.event ?? [])[0] ?? null;
  const colors = getThemeColors(theme);
  const base = getEntityPath('team', team.id);
  const hasPlayers = (team.players ?? []).length > 0;
  const tabs: EntityTab[] = [
    { label: PAGES_TEXT.overview, to: base, end: true, testId: 'tab-overview' },
    ...((team.matches ?? []).length > 0
      ? [{ label: PAGES_TEXT.teamTabs.matches, to: `${base}/matches`, testId: 'tab-matches' }]
      : []),
    ...(hasPlayers
      ? [
          {
            label: PAGES_TEXT.teamTabs.details,
            to: `${base}/details`,
            aliases: [`${base}/composition`],
            testId: 'tab-details',
          },
          {
            label: PAGES_TEXT.teamTabs.oldDetails,
            to: `${base}/old-details`,
            testId: 'tab-old-details',
          },
        ]
      : []),
    ...(listPreviousTeams(team.id, roster).length > 0
      ? [{ label: PAGES_TEXT.teamTabs.previous, to: `${base}/previous`, testId: 'tab-previous' }]
      : []),
    ...(theme
      ? [{ label: PAGES_TEXT.teamTabs.theme, to: `${base}/theme`, testId: 'tab-theme' }]
      : []),
    ...(user && canEditTeamSettings(user, team, event)
      ? [{ label: PAGES_TEXT.teamTabs.settings, to: `${base}/settings`, testId: 'tab-settings' }]
      : []),
  ];
  const context: TeamPageContext = { team, theme, event, colors };
  const name = team.name?.trim() || team.code || CLIENT_TEXT.titleTeam;
  return (
    <Stack gap="lg" data-testid="team-page" data-team-id={team.id}>
      <EntityHeader
        colors={colors}
        logoColors={getLogoColors(theme)}
        logoId={getThemeLogoId(theme, 'default')}
        logoFallback={team.code ?? name.slice(0, 2)}
        overline={
          event ? (
            <SiteAnchor
              link={getEventLink(event, null, linkContext)}
              className={classes.headerLink}
            >
              {event.name}
            </SiteAnchor>
          ) : undefined
        }
        title={name}
        subtitle={[team.code, team.subtitle].filter(Boolean).join(' · ') || undefined}
        data-testid="team-header"
      >
        {team.ranking_text && (
          <Group gap="xs" mt={4}>
            <Badge variant="white" color="dark" size="lg">
              {team.ranking_text}
            </Badge>
          </Group>
        )}
      </EntityHeader>
      <EntityTabs tabs={tabs} label={name} colors={colors} pathname={pathname} />
      <Outlet context={context} />
    </Stack>
  );
}
