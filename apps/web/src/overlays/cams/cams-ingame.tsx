import { useEffect, useReducer, useState } from 'react';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { useProdTrigger } from '../shell/use-prod-trigger.js';
import type { CamLinkSettings } from './build-cam-link.js';
import { CamTile } from './cam-tile.js';
import { initialCamsVisibility, reduceCamsVisibility } from './cams-visibility.js';
import { teamCamsProblem } from './team-cams-problem.js';
import { useTeamCams, type CamSide } from './use-team-cams.js';

const TILE_WIDTH = 240;
const TILE_HEIGHT = 135;
/** How long hidden cams stay mounted (their fade-out), before their iframes are dropped. */
export const CAMS_HIDE_MS = 600;

/** One side's POV cams in a column at the frame's left or right edge, under the HUD. */
function IngameColumn({ side, edge }: { readonly side: CamSide; readonly edge: 'left' | 'right' }) {
  const colors = useOverlayColors(side.themeId);
  if (!colors.ready || side.people.length === 0) return null;
  return (
    <div
      data-testid="cams-ingame-column"
      style={{
        position: 'absolute',
        top: 140,
        [edge]: 24,
        display: 'flex',
        flexDirection: 'column',
        gap: 10,
      }}
    >
      {side.people.map((person) => (
        <CamTile
          key={person.id}
          person={person}
          colors={colors}
          width={TILE_WIDTH}
          height={TILE_HEIGHT}
          fontSize={17}
        />
      ))}
    </div>
  );
}

/**
 * cams/ingame (OVERLAYS §1): the player POV cams around the HUD (side 1 down the left edge, side 2 down the right),
 * shown while the broadcast's show_cams is on; the toggle_cams trigger shows or hides them live (OVERLAYS §3).
 */
export function CamsIngame({ settings }: { readonly settings: CamLinkSettings }) {
  const { broadcast } = useOverlay();
  const showCams = broadcast['show_cams'] === true;
  const [visibility, dispatch] = useReducer(reduceCamsVisibility, showCams, initialCamsVisibility);
  useEffect(() => dispatch({ type: 'show_cams', value: showCams }), [showCams]);
  useProdTrigger((trigger) => {
    if (trigger.trigger === 'toggle_cams') dispatch({ type: 'toggle_cams' });
  });
  // Hidden cams fade out, then their iframes go (no hidden video decoding in OBS).
  const [mounted, setMounted] = useState(visibility.shown);
  useEffect(() => {
    if (visibility.shown) {
      setMounted(true);
      return undefined;
    }
    const timer = setTimeout(() => setMounted(false), CAMS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visibility.shown]);
  const cams = useTeamCams(settings);
  if (cams.loading) return null;
  const problem = teamCamsProblem(cams);
  if (problem) return <OverlayNotice>{problem}</OverlayNotice>;
  return (
    <div
      data-testid="cams-ingame"
      data-shown={visibility.shown}
      style={{
        position: 'absolute',
        inset: 0,
        opacity: visibility.shown ? 1 : 0,
        transform: visibility.shown ? 'none' : 'scale(0.96)',
        transition: `opacity ${CAMS_HIDE_MS - 100}ms ease, transform ${CAMS_HIDE_MS - 100}ms ease`,
      }}
    >
      {mounted ? (
        <>
          <IngameColumn side={cams.sides[0]} edge="left" />
          <IngameColumn side={cams.sides[1]} edge="right" />
        </>
      ) : null}
    </div>
  );
}
