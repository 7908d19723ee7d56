import type { LiveMatchView } from '../shell/live-match.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { DeskCasters } from './desk-casters.js';
import { DeskDraft } from './desk-draft.js';
import { DeskMaps } from './desk-maps.js';
import { DeskMatchBlock } from './desk-match-block.js';
import { DeskNotice } from './desk-notice.js';
import { DeskScoreboard } from './desk-scoreboard.js';
import type { DraftState } from './draft-state.js';
import type { DraftStep } from './get-draft-steps.js';
import type { DeskMode } from './resolve-desk-mode.js';

/**
 * The middle area of the desk for a mode (RULES (g)). Interview, Hidden and Predictions (no record holds the
 * channel's prediction for overlays) show nothing here; the match modes need a live match.
 */
export function DeskMiddle({
  mode,
  match,
  colors,
  noticeText,
  draftSteps,
  draftState,
}: {
  readonly mode: DeskMode;
  readonly match: LiveMatchView | null;
  readonly colors: OverlayColors;
  readonly noticeText: string | null;
  readonly draftSteps: readonly DraftStep[];
  readonly draftState: DraftState;
}) {
  if (mode.mode === 'Notice')
    return <DeskNotice noticeText={noticeText} theme={mode.theme} match={match} colors={colors} />;
  if (!match) return null;
  switch (mode.mode) {
    case 'Match':
      return <DeskMatchBlock match={match} colors={colors} />;
    case 'Scoreboard':
      return <DeskScoreboard match={match} colors={colors} bans={false} />;
    case 'Scoreboard Bans':
      return <DeskScoreboard match={match} colors={colors} bans />;
    case 'Hero Draft':
      return <DeskDraft match={match} colors={colors} steps={draftSteps} state={draftState} />;
    case 'Maps':
      return <DeskMaps match={match} colors={colors} drafted={false} />;
    case 'Drafted Maps':
      return <DeskMaps match={match} colors={colors} drafted />;
    case 'Casters':
      return <DeskCasters match={match} colors={colors} />;
    case 'Predictions':
    case 'Interview':
    case 'Hidden':
      return null;
  }
}
