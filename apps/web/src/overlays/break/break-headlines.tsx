import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { getReadableColors } from '../../lib/theme/theme-colors.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { useServerNow } from '../shell/use-server-clock.js';
import { BREAK_TEXT } from './break-text.js';
import { getRotationIndex } from './get-rotation-index.js';

interface NewsView {
  readonly name?: string | null;
}

/**
 * The headline ticker (OVERLAYS §1 break, RULES (f)): the broadcast's headlines (news records), one at a time,
 * each for `interval` seconds on the synced clock (every overlay shows the same one). Nothing without headlines.
 */
export function BreakHeadlines({
  newsIds,
  rotateMs,
  colors,
}: {
  readonly newsIds: readonly string[];
  readonly rotateMs: number;
  readonly colors: OverlayColors;
}) {
  const news = useThings<NewsView>(newsIds);
  const now = useServerNow(rotateMs);
  if (news.some((n) => isThingLoading(n))) return null;
  const headlines = news
    .filter(isThingReady)
    .map((n) => (typeof n.name === 'string' ? n.name.trim() : ''))
    .filter(Boolean);
  const index = getRotationIndex(now, rotateMs, headlines.length);
  if (index === null) return null;
  const headline = headlines[index] ?? '';
  const label = getReadableColors(colors.accent, colors.background, { backdrop: '#000000' });
  return (
    <div
      data-testid="break-headlines"
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'stretch',
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: '0 28px',
          fontSize: 26,
          fontWeight: 800,
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          background: label.background,
          color: label.text,
        }}
      >
        {BREAK_TEXT.headlinesLabel}
      </div>
      <div
        key={`${index}:${headline}`}
        className="break-tick-in"
        data-testid="break-headline"
        title={headline}
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          padding: '0 32px',
          fontSize: 40,
          fontWeight: 700,
        }}
      >
        <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {headline}
        </span>
      </div>
    </div>
  );
}
