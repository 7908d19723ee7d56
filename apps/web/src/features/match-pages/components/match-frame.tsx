import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import type { PlayerRelationshipRecord } from '@castline/contracts';
import { getGameProfile } from '@castline/domain';
import { CLIENT_TEXT, PAGES_TEXT } from '../../../lib/client-text.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { getThemeColors } from '../../../lib/theme/theme-colors.js';
import { EntityTabs, type EntityTab } from '../../entity-pages/components/entity-tabs.js';
import { describeMatch } from '../../matches/describe-match.js';
import { useMatchBrackets } from '../../matches/hooks/use-match-brackets.js';
import { toPermissionMatch } from '../../reports/to-permission-match.js';
import { getMatchTabAccess } from '../get-match-tab-access.js';
import type { MatchPageContext, MatchPageRecord } from '../match-page-types.js';
import { readReportingSwitches } from '../read-reporting-switches.js';
import { MatchHeader } from './match-header.js';

/**
 * Builds the match page context: teams, event, colours (the event's theme), game profile, both sides and the name
 * (feeder placeholders from the match's brackets) and tab access.
 */
export function useMatchPageContext(match: MatchPageRecord): MatchPageContext {
  const { user } = useAuth();
  const teams = readyThings(match.teams ?? []);
  const event = readyThings(match.event ?? [])[0] ?? null;
  const relationshipIds = user
    ? [...(match.player_relationships ?? []), ...(event?.player_relationships ?? [])]
    : [];
  const relationships = readyThings(useThings<PlayerRelationshipRecord>(relationshipIds));
  const brackets = useMatchBrackets(match);
  const { name, slots } = describeMatch(match, teams, event, brackets.brackets);
  const theme = event ? (readyThings(event.theme ?? [])[0] ?? null) : null;
  const access = getMatchTabAccess(
    user,
    toPermissionMatch(match.id, teams, event),
    relationships.map((r) => ({
      player: r.player ?? [],
      permissions: r.permissions ?? [],
      matches: r.matches ?? [],
      events: r.events ?? [],
    })),
    readReportingSwitches(event?.blocks),
  );
  return {
    match,
    teams,
    event,
    theme,
    colors: getThemeColors(theme),
    profile: getGameProfile(match.game ?? event?.game),
    name: name || CLIENT_TEXT.titleMatch,
    slots,
    sidesPending: brackets.isLoading,
    access,
  };
}

/**
 * The match pages' frame (public-site §2 "Match pages"): the match banner and the sub-navigation — VOD, Maps
 * (/detailed/:id), History, and for signed-in viewers with the rights the score reporting, rescheduling, editor
 * and draft pages.
 */
export function MatchFrame({
  context,
  children,
}: {
  readonly context: MatchPageContext;
  readonly children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { match, access, colors, name } = context;
  const base = getEntityPath('match', match.id);
  const hasHistory =
    (match.reports ?? []).length + (match.report_history ?? []).length > 0 ||
    context.teams.length === 2;
  const tabs: EntityTab[] = [
    { label: PAGES_TEXT.matchTabs.vod, to: base, end: true, testId: 'tab-vod' },
    ...((match.maps ?? []).length > 0
      ? [
          {
            label: PAGES_TEXT.matchTabs.detailed,
            to: getEntityPath('detailed', match.id),
            testId: 'tab-detailed',
          },
        ]
      : []),
    ...(hasHistory
      ? [{ label: PAGES_TEXT.matchTabs.history, to: `${base}/history`, testId: 'tab-history' }]
      : []),
    ...(access.scoreReporting
      ? [
          {
            label: PAGES_TEXT.matchTabs.scoreReporting,
            to: `${base}/score-reporting`,
            testId: 'tab-score-reporting',
          },
        ]
      : []),
    ...(access.rescheduling
      ? [
          {
            label: PAGES_TEXT.matchTabs.rescheduling,
            to: `${base}/rescheduling`,
            testId: 'tab-rescheduling',
          },
        ]
      : []),
    ...(access.editor
      ? [{ label: PAGES_TEXT.matchTabs.editor, to: `${base}/editor`, testId: 'tab-editor' }]
      : []),
    ...(access.draft
      ? [{ label: PAGES_TEXT.matchTabs.draft, to: `${base}/draft`, testId: 'tab-draft' }]
      : []),
  ];
  return (
    <Stack gap="lg" data-testid="match-page" data-match-id={match.id}>
      <MatchHeader context={context} />
      <EntityTabs tabs={tabs} label={name} colors={colors} pathname={pathname} />
      {children}
    </Stack>
  );
}
