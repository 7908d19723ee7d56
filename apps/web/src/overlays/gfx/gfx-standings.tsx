import { readEventSettings } from '../../features/events/read-event-settings.js';
import { useOverlay } from '../shell/overlay-context.js';
import { findStandingsEntry } from '../standings/find-standings-entry.js';
import { StandingsPanel } from '../standings/standings-panel.js';
import { FILL } from './gfx-box.js';
import { pickStandingsStage } from './pick-standings-stage.js';

/** Standings item: the table of its stage (pickStandingsStage), titled with the item's heading. */
export function GfxStandings({
  stage,
  heading,
}: {
  readonly stage: string | null;
  readonly heading: string | null;
}) {
  const { event } = useOverlay();
  const blocks = typeof event?.['blocks'] === 'string' ? event['blocks'] : null;
  const entries = readEventSettings(blocks).standings;
  const picked = pickStandingsStage(
    stage,
    heading,
    (name) => findStandingsEntry(entries, name) !== null,
  );
  return <StandingsPanel stage={picked} title={heading} />;
}

/** Several standings tables side by side (Multi Standings), one StandingsPanel per stage. */
export function GfxMultiStandings({ stages }: { readonly stages: readonly string[] }) {
  const shown = stages.length > 0 ? stages : [null];
  return (
    <div
      data-testid="gfx-multi-standings"
      data-count={shown.length}
      style={{ ...FILL, display: 'flex', gap: 32, alignItems: 'stretch' }}
    >
      {shown.map((stage, n) => (
        <div key={stage ?? n} style={{ position: 'relative', flex: '1 1 0', minWidth: 0 }}>
          <StandingsPanel stage={stage} />
        </div>
      ))}
    </div>
  );
}
