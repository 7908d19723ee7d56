import { BREAK_CSS } from '../break/break-css.js';
import { BreakSlideArea } from '../break/break-slide-area.js';
import { useHeavySlidesSettled } from '../break/heavy-slides.js';
import { parseBreakOptions } from '../break/parse-break-options.js';
import { useBreakFacts } from '../break/use-break-facts.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useServerClockSettled } from '../shell/use-server-clock.js';

/** Room around the content so boxes never touch the frame's edge (broadcast-safe area). */
const SAFE_MARGIN = 64;

/**
 * break-content (OVERLAYS §1): the break's rotating content alone, full frame: the same slide as every break
 * overlay of the broadcast (RULES (f), server-synced clock). `secondary` as on break; `interval` is read but only
 * the break scene has a ticker.
 */
export function BreakContentOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const { secondary } = parseBreakOptions(options.params);
  const data = useBreakFacts(secondary);
  const settled = useServerClockSettled();
  const slidesLoaded = useHeavySlidesSettled();
  if (!data.ready || !settled || !slidesLoaded) return null;
  return (
    <div data-testid="break-content-overlay" style={{ position: 'absolute', inset: 0 }}>
      <style>{BREAK_CSS}</style>
      <BreakSlideArea
        facts={data.facts}
        title={data.title}
        secondary={secondary}
        style={{ inset: SAFE_MARGIN }}
      />
    </div>
  );
}
