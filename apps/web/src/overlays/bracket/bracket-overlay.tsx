import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { BracketPanel } from './bracket-panel.js';
import { parseBracketOptions } from './parse-bracket-options.js';

/**
 * bracket (OVERLAYS §1): one bracket with its lines, markers and highlights, fitted to the frame: `?key=` names
 * the bracket, `?match` takes the bracket containing the live match, else the broadcast's bracket_key, else the
 * live match's bracket, else the event's first visible bracket. `?extended` / `?expanded` / `?full` draw it 1.5×
 * larger, `?scale=` multiplies its size (both still fitted to the frame), `?small` draws compact cards.
 */
export function BracketOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const parsed = parseBracketOptions(options.params);
  return (
    <div
      data-testid="bracket-overlay"
      style={{ position: 'absolute', left: 64, right: 64, top: 64, bottom: 64 }}
    >
      <BracketPanel
        bracketKey={parsed.key}
        liveMatchBracket={parsed.match}
        extended={parsed.extended || options.full}
        scale={parsed.scale}
        small={parsed.small}
      />
    </div>
  );
}
