import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useServerClockSettled } from '../shell/use-server-clock.js';
import { BREAK_CSS } from './break-css.js';
import { BreakCountdown } from './break-countdown.js';
import { BreakHeadlines } from './break-headlines.js';
import { BREAK_SIDE_BOX_W } from './break-side-box.js';
import { BreakSlideArea } from './break-slide-area.js';
import { useHeavySlidesSettled } from './heavy-slides.js';
import { BreakSponsors } from './break-sponsors.js';
import { BreakTitleBox } from './break-title-box.js';
import { parseBreakOptions } from './parse-break-options.js';
import { ids } from './link-ids.js';
import { useBreakFacts } from './use-break-facts.js';

const MARGIN_X = 96;
const MARGIN_Y = 64;
const TOP_H = 170;
const BOTTOM_H = 110;
const GAP = 28;
const COUNTDOWN_W = BREAK_SIDE_BOX_W;

/**
 * break (OVERLAYS §1, RULES (f)): the break scene. Top: the title ({auto} rule) beside the event logo, and the
 * countdown to countdown_end. Middle: the rotating slides (break_gfx items, then the "use:" options minus skipped
 * ones, 20 s each on the server-synced clock; the 30 s ending rule; a fixed break_display shows that slide only).
 * Bottom: the headline ticker (use_headlines; `interval` / `headlineInterval` s) and the rotating sponsors.
 * `secondary`: the Schedule slide lists the secondary-overlay matches. Renders nothing until its data and the
 * clock have arrived.
 */
export function BreakOverlay(_props: OverlayComponentProps) {
  const { broadcast, colors, options, event } = useOverlay();
  const { secondary, rotateMs } = parseBreakOptions(options.params);
  const data = useBreakFacts(secondary);
  const settled = useServerClockSettled();
  const slidesLoaded = useHeavySlidesSettled();
  if (!data.ready || !settled || !slidesLoaded) return null;
  const countdownEnd =
    typeof broadcast['countdown_end'] === 'string' ? broadcast['countdown_end'] : null;
  const headlineIds = broadcast['use_headlines'] === true ? ids(broadcast['headlines']) : [];
  const sponsorIds = ids(broadcast['sponsors']);
  const hasBottom = headlineIds.length > 0 || sponsorIds.length > 0;
  const eventName = typeof event?.['name'] === 'string' ? event['name'] : colors.name;
  const title = data.title.trim() ? data.title : eventName;
  const titleWidth = 1920 - 2 * MARGIN_X - (countdownEnd ? COUNTDOWN_W + GAP : 0);
  return (
    <div data-testid="break-overlay" style={{ position: 'absolute', inset: 0 }}>
      <style>{BREAK_CSS}</style>
      <div
        className="break-in"
        style={{
          position: 'absolute',
          top: MARGIN_Y,
          left: MARGIN_X,
          right: MARGIN_X,
          height: TOP_H,
          display: 'flex',
          gap: GAP,
        }}
      >
        <BreakTitleBox title={title} colors={colors} width={titleWidth} />
        {countdownEnd ? <BreakCountdown countdownEnd={countdownEnd} colors={colors} /> : null}
      </div>
      <BreakSlideArea
        facts={data.facts}
        title={data.title}
        secondary={secondary}
        style={{
          top: MARGIN_Y + TOP_H + GAP,
          left: MARGIN_X,
          right: MARGIN_X,
          bottom: hasBottom ? MARGIN_Y + BOTTOM_H + GAP : MARGIN_Y,
        }}
      />
      {hasBottom ? (
        <div
          className="break-up"
          style={{
            position: 'absolute',
            bottom: MARGIN_Y,
            left: MARGIN_X,
            right: MARGIN_X,
            height: BOTTOM_H,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: GAP,
          }}
        >
          <BreakHeadlines newsIds={headlineIds} rotateMs={rotateMs} colors={colors} />
          <BreakSponsors sponsorIds={sponsorIds} colors={colors} />
        </div>
      ) : null}
    </div>
  );
}
