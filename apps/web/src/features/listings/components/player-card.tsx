import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { LazyTooltip } from '../../../ui/lazy-tooltip.js';
import type { PlayerListingEntry } from '../listing-types.js';
import { VerifiedIcon } from './verified-icon.js';
import classes from './listings.module.css';

/** A player on /players: name and, for verified players, the verified mark; links to the player page. */
export function PlayerCard({ player }: { readonly player: PlayerListingEntry }) {
  return (
    <Link
      to={getEntityPath('player', player.id)}
      className={classes.playerCard}
      data-testid="player-card"
      data-verified={player.verified}
    >
      <Text fw={700} className={classes.cardText} lineClamp={1} data-testid="player-card-name">
        {player.name}
      </Text>
      {player.verified && (
        <LazyTooltip label={PAGES_TEXT.playersVerified} withArrow>
          <span>
            <VerifiedIcon label={PAGES_TEXT.playersVerified} />
          </span>
        </LazyTooltip>
      )}
    </Link>
  );
}
