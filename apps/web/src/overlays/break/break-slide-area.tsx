import type { CSSProperties } from 'react';
import { useOverlay } from '../shell/overlay-context.js';
import { useServerNow } from '../shell/use-server-clock.js';
import { BreakSlideView } from './break-slide-view.js';
import { breakSlideKey, selectBreakSlide, type BreakFacts } from './select-break-slide.js';

/**
 * The rotating break content (RULES (f)): the slide chosen on the server-synced clock, so every break overlay of
 * the broadcast shows the same one; a new slide animates in. Ticks each second (the 30 s rule and 20 s slides).
 */
export function BreakSlideArea({
  facts,
  title,
  secondary,
  style,
}: {
  readonly facts: BreakFacts;
  readonly title: string;
  readonly secondary: boolean;
  readonly style: CSSProperties;
}) {
  const { broadcast } = useOverlay();
  const now = useServerNow(1000);
  const slide = selectBreakSlide({
    breakDisplay:
      typeof broadcast['break_display'] === 'string' ? broadcast['break_display'] : null,
    breakAutomation: Array.isArray(broadcast['break_automation'])
      ? (broadcast['break_automation'] as string[])
      : [],
    rotationEpoch:
      typeof broadcast['break_rotation_epoch'] === 'number'
        ? broadcast['break_rotation_epoch']
        : null,
    countdownEnd:
      typeof broadcast['countdown_end'] === 'string' ? broadcast['countdown_end'] : null,
    now,
    facts,
  });
  const key = breakSlideKey(slide);
  return (
    <div
      data-testid="break-slide-area"
      data-slide-key={key}
      style={{ position: 'absolute', ...style }}
    >
      {slide ? (
        <BreakSlideView key={key} slide={slide} secondary={secondary} title={title} />
      ) : null}
    </div>
  );
}
