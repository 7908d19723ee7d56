import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { parseStandingsOptions } from './parse-standings-options.js';
import { StandingsPanel } from './standings-panel.js';

/**
 * standings (OVERLAYS §1): one standings table, read from the derived record standings-{event}-{entry}: the
 * entry of `?stage=` / `?group=` (a match group, entry key or title), else of the broadcast's current_stage, else
 * of the live match's group. `?explain` adds the stored tie-break explainer; `?title=` replaces the heading.
 */
export function StandingsOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const { stage, explain } = parseStandingsOptions(options.params);
  return (
    <div
      data-testid="standings-overlay"
      style={{ position: 'absolute', left: 300, right: 300, top: 110, bottom: 110 }}
    >
      <StandingsPanel stage={stage} title={options.title} explain={explain} />
    </div>
  );
}
