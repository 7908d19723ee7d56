import { Badge, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type {
  BroadcastRecord,
  EventRecord,
  MatchRecord,
  PlayerRecord,
  TeamRecord,
  ThemeRecord,
} from '@castline/contracts';
import { getMatchName, parseStreamLink } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydrated, useThing } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { getMatchContext } from '../../match-pages/get-match-context.js';
import { StreamThumbnail } from '../../vod/components/stream-thumbnail.js';
import type { StreamCard as StreamCardData } from '../list-stream-cards.js';
import classes from './listings.module.css';

type StreamMatch = WithLinks<
  MatchRecord,
  {
    teams: Loadable<TeamRecord>[];
    event: Loadable<WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>>[];
  }
>;

/** What a stream card reads of its match. */
export const STREAM_MATCH_TREE = { teams: true, event: { theme: true } } as const;

/**
 * One live stream on /streams (public-site §2): thumbnail with the provider icon and key, the event logo, the
 * match name, its context, and the player and team or 'Official event stream'. Links to the match.
 */
export function StreamCard({ card }: { readonly card: StreamCardData }) {
  const match = useHydrated<StreamMatch>(card.matchId, STREAM_MATCH_TREE);
  const broadcast = useThing<BroadcastRecord>(card.kind === 'official' ? card.broadcastId : null);
  const player = useThing<PlayerRecord>(card.kind === 'community' ? card.playerId : null);
  const team = useThing<TeamRecord>(card.kind === 'community' ? card.teamId : null);
  if (isThingMissing(match)) return null;
  if (!isThingReady(match) || match.teams.some(isThingLoading)) {
    return <Skeleton radius="lg" height={260} data-testid="stream-card-loading" />;
  }
  const teams = readyThings(match.teams);
  const event = readyThings(match.event)[0] ?? null;
  const theme = event ? (readyThings(event.theme)[0] ?? null) : null;
  const link = card.url ? parseStreamLink(card.url) : null;
  const name = getMatchName({
    custom_name: match.custom_name,
    special_event: match.special_event,
    teams,
    event,
  });
  const context = getMatchContext(match, event);
  const byline =
    card.kind === 'official'
      ? PAGES_TEXT.streamsOfficial
      : PAGES_TEXT.streamsBy(
          isThingReady(player) ? (player.name ?? '') : '',
          isThingReady(team) ? (team.name ?? null) : null,
        );
  const logo = getLogoColors(theme);
  return (
    <Link
      to={getEntityPath('match', match.id)}
      className={classes.streamCard}
      aria-label={`${name}. ${byline}${isThingReady(broadcast) && broadcast.name ? ` (${broadcast.name})` : ''}`}
      data-testid="stream-card"
      data-kind={card.kind}
      data-match-id={match.id}
    >
      <StreamThumbnail
        link={link}
        className={classes.thumb}
        imageClassName={classes.thumbImage}
        badgeClassName={classes.thumbBadge}
        badgeTextClassName={classes.thumbBadgeText}
        fallbackText={PAGES_TEXT.streamsNoLink}
        liveLabel={PAGES_TEXT.streamsLive}
        placeholderClassName={classes.thumbPlaceholder}
        liveClassName={classes.liveBadge}
      />
      <div className={classes.streamBody}>
        <ThingImage
          attachmentId={getThemeLogoId(theme, 'small')}
          size="w-50"
          alt={event?.name ?? ''}
          className={classes.streamEventLogo}
          fallbackColor={logo.background}
          style={{ background: logo.background, padding: 4 }}
        />
        <div className={classes.cardText}>
          <Text fw={800} lh={1.25} data-testid="stream-card-name">
            {name}
          </Text>
          {context && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {context}
            </Text>
          )}
          <Text size="sm" fw={600} mt={4} data-testid="stream-card-byline">
            {card.kind === 'official' ? (
              <Badge variant="light" color="violet" size="sm" component="span" tt="none">
                {byline}
              </Badge>
            ) : (
              byline
            )}
          </Text>
        </div>
      </div>
    </Link>
  );
}
