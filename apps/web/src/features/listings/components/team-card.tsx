import type { CSSProperties } from 'react';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ThemeRecord } from '@castline/contracts';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import type { TeamListingEntry } from '../listing-types.js';
import classes from './listings.module.css';

/** A team on /teams: its logo on the team's logo colours, name and code; links to the team page. */
export function TeamCard({ team }: { readonly team: TeamListingEntry }) {
  const themeEntry = useThing<ThemeRecord>(team.theme[0]);
  const theme = isThingReady(themeEntry) ? themeEntry : null;
  const logo = getLogoColors(theme);
  const accent = getThemeColors(theme).background;
  const logoId = getThemeLogoId(theme, 'small');
  const name = team.name?.trim() || team.code || '';
  return (
    <Link
      to={getEntityPath('team', team.id)}
      className={classes.teamCard}
      style={{ '--card-accent': accent } as CSSProperties}
      data-testid="team-card"
      data-team-id={team.id}
    >
      <span className={classes.teamLogo} style={{ background: logo.background, color: logo.text }}>
        {logoId ? (
          <ThingImage
            attachmentId={logoId}
            size="w-50"
            alt=""
            fallbackColor="transparent"
            style={{ width: '80%', height: '80%' }}
          />
        ) : (
          <span aria-hidden="true">{(team.code ?? name).slice(0, 3)}</span>
        )}
      </span>
      <span className={classes.cardText}>
        <Text fw={700} lh={1.25}>
          {name}
        </Text>
        {team.code && (
          <Text size="xs" c="dimmed" fw={700}>
            {team.code}
          </Text>
        )}
      </span>
    </Link>
  );
}
