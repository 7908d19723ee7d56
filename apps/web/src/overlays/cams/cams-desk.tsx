import { OverlayNotice } from '../shell/overlay-shell.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import type { CamLinkSettings } from './build-cam-link.js';
import { CamTile, NamePlate } from './cam-tile.js';
import { teamCamsProblem } from './team-cams-problem.js';
import { useTeamCams, type CamSide } from './use-team-cams.js';

const FRAME_WIDTH = 1920;
const SIDE_MARGIN = 80;
const GAP = 20;
const BADGE_WIDTH = 220;
const MAX_TILE_WIDTH = 480;

/** The tile width of a row of `count` cams beside the team badge (16:9, as wide as the frame allows). */
export function deskTileWidth(count: number): number {
  const room = FRAME_WIDTH - 2 * SIDE_MARGIN - BADGE_WIDTH - GAP * Math.max(1, count);
  return Math.min(MAX_TILE_WIDTH, Math.floor(room / Math.max(1, count)));
}

/** One team's row: the team badge (logo and name on its theme), then its player cams. */
function DeskRow({ side, index }: { readonly side: CamSide; readonly index: number }) {
  const colors = useOverlayColors(side.themeId);
  if (!colors.ready || side.people.length === 0) return null;
  const width = deskTileWidth(side.people.length);
  const height = Math.round((width * 9) / 16);
  return (
    <div
      data-testid="cams-desk-row"
      data-team={index + 1}
      style={{ display: 'flex', gap: GAP, alignItems: 'flex-start', justifyContent: 'center' }}
    >
      <div
        className="cams-in"
        data-testid="cams-desk-team"
        style={{ width: BADGE_WIDTH, flex: 'none', boxShadow: '0 6px 24px rgba(0, 0, 0, 0.35)' }}
      >
        <div
          style={{
            height,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: colors.background,
          }}
        >
          {colors.logoUrl ? (
            <img
              src={colors.logoUrl}
              alt={colors.name}
              style={{ maxWidth: BADGE_WIDTH - 48, maxHeight: height - 48 }}
            />
          ) : null}
        </div>
        <NamePlate colors={colors} name={side.team?.name ?? ''} fontSize={20} />
      </div>
      {side.people.map((person) => (
        <CamTile key={person.id} person={person} colors={colors} width={width} height={height} />
      ))}
    </div>
  );
}

/** cams/desk (OVERLAYS §1): two rows of player cams, team 1 above team 2, each on its team theme. */
export function CamsDesk({ settings }: { readonly settings: CamLinkSettings }) {
  const cams = useTeamCams(settings);
  if (cams.loading) return null;
  const problem = teamCamsProblem(cams);
  if (problem) return <OverlayNotice>{problem}</OverlayNotice>;
  return (
    <div
      data-testid="cams-desk"
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 48,
      }}
    >
      {cams.sides.map((side, index) => (
        <DeskRow key={side.team?.id ?? index} side={side} index={index} />
      ))}
    </div>
  );
}
