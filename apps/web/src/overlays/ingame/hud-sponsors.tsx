import { memo, useEffect, useRef, useState } from 'react';
import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { getSponsorTurn } from './get-sponsor-turn.js';
import { INGAME_TEXT } from './ingame-text.js';

/** The sponsor in turn (getSponsorTurn), advanced by a timer from the moment the box mounted. */
function useSponsorIndex(count: number, speedMs: number): number {
  const started = useRef(Date.now());
  const [index, setIndex] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const turn = getSponsorTurn(count, speedMs, Date.now() - started.current);
      setIndex(turn.index);
      if (turn.msUntilNext !== null) timer = setTimeout(tick, turn.msUntilNext);
    };
    tick();
    return () => clearTimeout(timer);
  }, [count, speedMs]);
  return count === 0 ? 0 : index % count;
}

/**
 * The broadcast's sponsors (attachments) rotating in a box: each shows for `speedMs`, then the next, with a
 * cross-fade of `fadeMs` when 'Fade ingame sponsors' is on (a cut otherwise). Every logo is in the page from the
 * start, so a turn never waits on a download.
 */
export const HudSponsors = memo(function HudSponsors({
  ids,
  speedMs,
  fadeMs,
  fade,
  colors,
}: {
  readonly ids: readonly string[];
  readonly speedMs: number;
  readonly fadeMs: number;
  readonly fade: boolean;
  readonly colors: OverlayColors;
}) {
  const attachments = useThings<{ readonly fileExtension?: string }>(ids);
  const urls = attachments.flatMap((a) =>
    isThingReady(a) && typeof a.fileExtension === 'string'
      ? [getImageUrl({ id: a.__id, fileExtension: a.fileExtension }, 'w-320')]
      : [],
  );
  const index = useSponsorIndex(urls.length, speedMs);
  if (urls.length === 0) return null;
  return (
    <div
      className="hud-sponsors"
      data-testid="hud-sponsors"
      data-index={index}
      aria-label={INGAME_TEXT.sponsors}
      style={{
        position: 'relative',
        width: 220,
        height: 64,
        background: colors.background,
        borderBottom: `3px solid ${colors.accent}`,
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.3)',
      }}
    >
      {urls.map((url, i) => (
        <img
          key={url}
          data-testid="hud-sponsor"
          data-shown={i === index}
          src={url}
          alt=""
          style={{
            position: 'absolute',
            inset: 6,
            width: 'calc(100% - 12px)',
            height: 'calc(100% - 12px)',
            objectFit: 'contain',
            opacity: i === index ? 1 : 0,
            transition: fade ? `opacity ${fadeMs}ms ease` : 'none',
          }}
        />
      ))}
    </div>
  );
});
