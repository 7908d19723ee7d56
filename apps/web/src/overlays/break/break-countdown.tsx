import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { useServerNow } from '../shell/use-server-clock.js';
import { BreakSideBox } from './break-side-box.js';
import { BREAK_TEXT } from './break-text.js';
import { formatCountdown } from './format-countdown.js';

/** The countdown to countdown_end (broadcast §9: ticks each second on the synced clock; holds at 0:00). */
export function BreakCountdown({
  countdownEnd,
  colors,
}: {
  readonly countdownEnd: string;
  readonly colors: OverlayColors;
}) {
  const now = useServerNow(1000);
  const text = formatCountdown(countdownEnd, now);
  if (text === null) return null;
  return (
    <BreakSideBox
      colors={colors}
      label={BREAK_TEXT.countdownLabel}
      labelSize={26}
      testId="break-countdown-box"
    >
      <div
        data-testid="break-countdown"
        style={{
          fontSize: text.length > 5 ? 76 : 96,
          fontWeight: 900,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {text}
      </div>
    </BreakSideBox>
  );
}
