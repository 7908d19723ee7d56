import type { ReactNode } from 'react';
import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlayerRecord, ThemeRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { VerifiedIcon } from '../../listings/components/verified-icon.js';
import classes from './entity-pages.module.css';

/** The initials of a name (avatar without a picture). */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/**
 * A player in a roster or list: an avatar in their profile theme's colours, name (verified mark), role and
 * pronouns, optional badges and detail; links to the player page. Loads the player by id.
 */
export function PersonCard({
  playerId,
  badges,
  detail,
}: {
  readonly playerId: string;
  readonly badges?: readonly string[];
  readonly detail?: ReactNode;
}) {
  const player = useThing<PlayerRecord>(playerId);
  const theme = useThing<ThemeRecord>(
    isThingReady(player) ? player.profile_picture_theme?.[0] : null,
  );
  if (isThingMissing(player)) return null;
  if (!isThingReady(player)) return <Skeleton height={62} radius="md" />;
  const name = player.name?.trim() || '?';
  const colors = getLogoColors(isThingReady(theme) ? theme : null);
  const facts = [player.role, player.pronouns].filter(Boolean).join(' · ');
  return (
    <Link
      to={getEntityPath('player', player.id)}
      className={classes.person}
      data-testid="person-card"
      data-player-id={player.id}
    >
      <span
        className={classes.avatar}
        style={{ background: colors.background, color: colors.text }}
        aria-hidden="true"
      >
        {initials(name)}
      </span>
      <span className={classes.personText}>
        <span className={classes.personName}>
          {name}
          {player.verified && <VerifiedIcon label={PAGES_TEXT.playersVerified} size={15} />}
        </span>
        {facts && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {facts}
          </Text>
        )}
        {detail}
      </span>
      {badges && badges.length > 0 && (
        <Group gap={4} wrap="wrap" justify="flex-end">
          {badges.map((badge) => (
            <Badge key={badge} size="xs" variant="light" color="violet">
              {badge}
            </Badge>
          ))}
        </Group>
      )}
    </Link>
  );
}
