import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from './entity-pages.module.css';

type TileTeam = WithLinks<
  TeamRecord,
  { theme: Loadable<ThemeRecord>[]; event: Loadable<EventRecord>[] }
>;

/** A team with its logo (logo colours), name and event, linking to the team page; extra lines below. */
export function TeamTile({
  teamId,
  children,
}: {
  readonly teamId: string;
  readonly children?: ReactNode;
}) {
  const team = useHydrated<TileTeam>(teamId, { theme: true, event: true });
  if (isThingMissing(team)) return null;
  if (!isThingReady(team)) return <Skeleton height={62} radius="md" />;
  const theme = readyThings(team.theme)[0] ?? null;
  const event = readyThings(team.event)[0] ?? null;
  const colors = getLogoColors(theme);
  const logoId = getThemeLogoId(theme, 'small');
  return (
    <Link
      to={getEntityPath('team', team.id)}
      className={classes.tile}
      data-testid="team-tile"
      data-team-id={team.id}
    >
      <span
        className={classes.tileLogo}
        style={{ background: colors.background, color: colors.text }}
        aria-hidden="true"
      >
        {logoId ? (
          <ThingImage
            attachmentId={logoId}
            size="w-50"
            alt=""
            fallbackColor="transparent"
            style={{ width: '80%', height: '80%' }}
          />
        ) : (
          (team.code ?? team.name ?? '?').slice(0, 3)
        )}
      </span>
      <span className={classes.personText}>
        <Text fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {team.name}
        </Text>
        {event?.name && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {event.name}
          </Text>
        )}
        {children}
      </span>
    </Link>
  );
}
