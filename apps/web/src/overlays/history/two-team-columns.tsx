import type { ReactNode } from 'react';
import type { LiveTeam } from '../shell/live-match.js';
import { HISTORY_CSS } from './team-history-card.js';

/**
 * The history overlays' frame: the live teams' cards side by side in display order, their tops aligned, the pair
 * centred vertically in the box (inset from the frame edges); an empty slot keeps its column.
 */
export function TwoTeamColumns({
  testId,
  inset,
  gap,
  teams,
  children,
}: {
  readonly testId: string;
  readonly inset: { readonly x: number; readonly top: number; readonly bottom: number };
  readonly gap: number;
  readonly teams: readonly [LiveTeam | null, LiveTeam | null];
  readonly children: (team: LiveTeam, side: 0 | 1) => ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        position: 'absolute',
        left: inset.x,
        right: inset.x,
        top: inset.top,
        bottom: inset.bottom,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <style>{HISTORY_CSS}</style>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap, minHeight: 0 }}>
        {teams.map((team, side) => (
          <div
            key={side}
            style={{
              flex: '1 1 0',
              minWidth: 0,
              maxHeight: '100%',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {team ? children(team, side as 0 | 1) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
