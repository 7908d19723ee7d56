import { Badge, Group, Stack } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { getEntityPath } from '../../lib/links/site-links.js';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady, readyThings } from '../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../lib/theme/theme-logo.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { EntityHeader } from '../../features/entity-pages/components/entity-header.js';
import { EntityTabs, type EntityTab } from '../../features/entity-pages/components/entity-tabs.js';
import { RoutePageLoader } from '../../features/entity-pages/components/page-loader.js';
import { isOtherKind } from '../../features/entity-pages/is-other-kind.js';
import { VerifiedIcon } from '../../features/listings/components/verified-icon.js';
import {
  PLAYER_PAGE_TREE,
  type PlayerPageContext,
  type PlayerPageRecord,
} from '../../features/player-pages/player-page-types.js';

/** The initials of a name (logo box without a picture). */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

/**
 * The player pages' frame (public-site §2 "Player pages"): a banner in the player's colours (their profile
 * theme, else their first team's), name with the verified mark, and the sub-navigation showing the tabs the
 * player has data for. Unknown ids show Not Found; a loading record a spinner.
 */
export function PlayerLayout() {
  const { id } = useParams();
  const playerId = id ? fromUrlId(id) : null;
  const player = useHydrated<PlayerPageRecord>(playerId, PLAYER_PAGE_TREE);
  const { pathname } = useLocation();
  if (isThingMissing(player) || isOtherKind(player, 'player')) {
    return <NotFoundPage text={PAGES_TEXT.notFoundPlayer} />;
  }
  if (!isThingReady(player)) return <RoutePageLoader />;
  const teams = readyThings(player.member_of ?? []);
  const teamIds = (player.member_of ?? []).map((team) => team.__id);
  const theme =
    readyThings(player.profile_picture_theme ?? [])[0] ??
    teams.map((team) => readyThings(team.theme)[0]).find((t) => t !== undefined) ??
    null;
  const colors = getThemeColors(theme);
  const base = getEntityPath('player', player.id);
  const has = (list: readonly unknown[] | null | undefined) => (list ?? []).length > 0;
  const tabs: EntityTab[] = [
    { label: PAGES_TEXT.overview, to: base, end: true, testId: 'tab-overview' },
    ...(has(player.casted_matches) || has(player.casted_events)
      ? [{ label: PAGES_TEXT.playerTabs.casts, to: `${base}/casts`, testId: 'tab-casts' }]
      : []),
    ...(has(player.news)
      ? [{ label: PAGES_TEXT.playerTabs.news, to: `${base}/news`, testId: 'tab-news' }]
      : []),
    ...(has(player.player_relationships)
      ? [
          {
            label: PAGES_TEXT.playerTabs.production,
            to: `${base}/matches`,
            aliases: [`${base}/production`],
            testId: 'tab-production',
          },
        ]
      : []),
    ...(teamIds.length > 0
      ? [
          {
            label: PAGES_TEXT.playerTabs.playedMatches,
            to: `${base}/played-matches`,
            testId: 'tab-played-matches',
          },
          {
            label: PAGES_TEXT.playerTabs.matchStats,
            to: `${base}/match-stats`,
            testId: 'tab-match-stats',
          },
        ]
      : []),
    ...(has(player.brands_designed) || has(player.event_brands_designed)
      ? [{ label: PAGES_TEXT.playerTabs.brands, to: `${base}/brands`, testId: 'tab-brands' }]
      : []),
    {
      label: PAGES_TEXT.playerTabs.participation,
      to: `${base}/participation`,
      testId: 'tab-participation',
    },
    ...(teamIds.length > 0
      ? [{ label: PAGES_TEXT.playerTabs.partners, to: `${base}/partners`, testId: 'tab-partners' }]
      : []),
    { label: PAGES_TEXT.playerTabs.banner, to: `${base}/banner`, testId: 'tab-banner' },
  ];
  const name = player.name?.trim() || CLIENT_TEXT.titlePlayer;
  const context: PlayerPageContext = { player, theme, colors, teamIds };
  return (
    <Stack gap="lg" data-testid="player-page" data-player-id={player.id}>
      <EntityHeader
        colors={colors}
        logoColors={getLogoColors(theme)}
        logoId={getThemeLogoId(theme, 'default')}
        logoFallback={initials(name)}
        overline={
          teams
            .map((team) => team.name)
            .filter(Boolean)
            .join(' · ') || undefined
        }
        title={name}
        subtitle={[player.role, player.pronouns].filter(Boolean).join(' · ') || undefined}
        data-testid="player-header"
      >
        {player.verified && (
          <Group gap={6} mt={4}>
            <Badge
              variant="white"
              color="dark"
              size="md"
              leftSection={<VerifiedIcon label="" size={14} />}
              data-testid="player-verified"
            >
              {PAGES_TEXT.playerVerified}
            </Badge>
          </Group>
        )}
      </EntityHeader>
      <EntityTabs tabs={tabs} label={name} colors={colors} pathname={pathname} />
      <Outlet context={context} />
    </Stack>
  );
}
