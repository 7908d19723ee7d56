import { memo, useMemo, useRef, type ReactElement } from 'react';
import { FitText } from '../shell/fit-text.js';
import type { LiveMatchView } from '../shell/live-match.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { pickTeamLabel, type TeamLabel } from '../ingame/pick-team-label.js';
import { readHudSettings } from '../ingame/read-hud-settings.js';
import { useAttachmentUrl } from '../ingame/use-attachment-url.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import { getMapSlots, type MapSide, type MapSlot } from './get-map-slots.js';
import { MAPS_TEXT } from './maps-text.js';
import { isLiveMatchSettled } from '../ingame/is-live-match-settled.js';
import { parseMapsOptions } from './parse-maps-options.js';
import { selectShownMaps } from './select-shown-maps.js';

/** Cards rise in one after another when the shell starts the overlay's animations. */
const MAPS_CSS = `
.overlay-content[data-started="true"][data-animate="true"] .maps-card { animation: maps-card-in 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-started="true"][data-animate="true"] .maps-header { animation: maps-header-in 450ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
@keyframes maps-card-in { from { opacity: 0; transform: translateY(32px); } to { opacity: 1; transform: none; } }
@keyframes maps-header-in { from { opacity: 0; transform: translateY(-24px); } to { opacity: 1; transform: none; } }
`;

const FRAME_WIDTH = 1680;
const CARD_GAP = 20;
const MAX_CARD_WIDTH = 300;

const firstId = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

interface SideInfo {
  readonly label: TeamLabel;
  readonly colors: OverlayColors;
}

/** A team's small badge and name. */
function TeamTag({ side, size }: { readonly side: SideInfo; readonly size: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      {side.colors.logoUrl ? (
        <img
          src={side.colors.logoUrl}
          alt=""
          style={{ width: size, height: size, objectFit: 'contain', flex: 'none' }}
        />
      ) : null}
      <FitText text={side.label.text} short={side.label.short} style={{ flex: '1 1 auto' }} />
    </span>
  );
}

/** The map picture (map data image), or the event theme with "TBD" for a map not chosen yet. */
function MapPicture({
  slot,
  event,
  height,
}: {
  readonly slot: MapSlot;
  readonly event: OverlayColors;
  readonly height: number;
}) {
  const imageId = firstId(slot.map?.mapData?.['image']);
  const url = useAttachmentUrl(imageId, 'w-640');
  return (
    <div
      style={{
        position: 'relative',
        height,
        background: event.background,
        color: event.text,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <img
          data-testid="maps-image"
          src={url}
          alt=""
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            filter: slot.state === 'banned' ? 'grayscale(1) brightness(0.55)' : undefined,
          }}
        />
      ) : null}
      {!slot.map && event.logoUrl ? (
        <img
          src={event.logoUrl}
          alt=""
          style={{ height: '50%', maxWidth: '70%', objectFit: 'contain', opacity: 0.35 }}
        />
      ) : null}
    </div>
  );
}

/** One map card: number, picture and name, picker or banner, and the result (winner themed, draw, current). */
const MapCard = memo(function MapCard({
  slot,
  order,
  width,
  event,
  sides,
}: {
  readonly slot: MapSlot;
  readonly order: number;
  readonly width: number;
  readonly event: OverlayColors;
  readonly sides: Readonly<Record<MapSide, SideInfo>>;
}) {
  const winner = slot.winner ? sides[slot.winner] : null;
  const current = slot.state === 'current';
  const name = slot.map?.name ?? MAPS_TEXT.tbd;
  const heading = slot.number === null ? MAPS_TEXT.banned : MAPS_TEXT.map(slot.number);
  const footer = winner?.colors ?? event;
  return (
    <div
      className="maps-card"
      data-testid="maps-card"
      data-state={slot.state}
      data-winner={slot.winner ?? (slot.draw ? 'draw' : '')}
      data-map={slot.key}
      style={{
        width,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        background: event.background,
        color: event.text,
        border: `4px solid ${current ? event.accent : 'transparent'}`,
        boxShadow: current ? `0 0 32px ${event.accent}` : '0 10px 32px rgba(0, 0, 0, 0.4)',
        opacity: slot.state === 'upcoming' ? 0.8 : 1,
        animationDelay: `${150 + order * 90}ms`,
      }}
    >
      <div
        style={{
          padding: '10px 16px',
          fontSize: 22,
          fontWeight: 800,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
        }}
      >
        <span>{heading}</span>
      </div>
      <MapPicture slot={slot} event={event} height={Math.round((width * 9) / 16)} />
      <div style={{ padding: '12px 16px 4px', fontSize: 28, fontWeight: 800 }}>
        <FitText text={name} testId="maps-name" />
      </div>
      <div
        style={{
          padding: '0 16px 12px',
          fontSize: 18,
          fontWeight: 600,
          opacity: 0.85,
          minHeight: 30,
        }}
      >
        {slot.picker && slot.state !== 'banned' ? (
          <FitText testId="maps-by" text={MAPS_TEXT.pickedBy(sides[slot.picker].label.text)} />
        ) : null}
      </div>
      <div
        data-testid="maps-result"
        style={{
          marginTop: 'auto',
          height: 56,
          boxSizing: 'border-box',
          padding: '0 16px',
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          background: footer.background,
          color: footer.text,
          borderTop: `3px solid ${winner ? winner.colors.accent : current ? event.accent : `color-mix(in srgb, ${event.text} 20%, transparent)`}`,
          fontSize: 20,
          fontWeight: 800,
          textTransform: 'uppercase',
        }}
      >
        {winner ? (
          <>
            <span style={{ flex: '1 1 auto', minWidth: 0 }}>
              <TeamTag side={winner} size={36} />
            </span>
            <span style={{ flex: 'none', fontSize: 16, opacity: 0.85 }}>{MAPS_TEXT.winner}</span>
          </>
        ) : slot.draw ? (
          MAPS_TEXT.draw
        ) : slot.state === 'banned' ? (
          <FitText
            text={
              slot.banner ? MAPS_TEXT.bannedBy(sides[slot.banner].label.text) : MAPS_TEXT.banned
            }
          />
        ) : current ? (
          MAPS_TEXT.current
        ) : slot.state === 'upcoming' ? (
          <span style={{ opacity: 0.7 }}>{MAPS_TEXT.upcoming}</span>
        ) : null}
      </div>
    </div>
  );
});

/** The header: both teams and the series score on the event theme. */
function MapsHeader({
  match,
  event,
  sides,
}: {
  readonly match: LiveMatchView;
  readonly event: OverlayColors;
  readonly sides: Readonly<Record<MapSide, SideInfo>>;
}) {
  const score = (i: 0 | 1) => String(Math.max(0, match.scores[i] ?? 0));
  return (
    <div
      className="maps-header"
      data-testid="maps-header"
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        gap: 24,
        width: 1100,
        margin: '0 auto',
        padding: '14px 28px',
        boxSizing: 'border-box',
        background: event.background,
        color: event.text,
        borderBottom: `6px solid ${event.accent}`,
        fontSize: 34,
        fontWeight: 800,
        textTransform: 'uppercase',
        boxShadow: '0 10px 32px rgba(0, 0, 0, 0.4)',
      }}
    >
      <span data-testid="maps-team-left" style={{ minWidth: 0, display: 'flex' }}>
        <TeamTag side={sides.left} size={52} />
      </span>
      <span
        data-testid="maps-score"
        style={{ fontSize: 44, fontWeight: 900, fontVariantNumeric: 'tabular-nums' }}
      >
        {score(0)} – {score(1)}
      </span>
      <span
        data-testid="maps-team-right"
        style={{ minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}
      >
        <TeamTag side={sides.right} size={52} />
      </span>
    </div>
  );
}

function MapsPanel({ auto }: { readonly auto: boolean }) {
  const { broadcast, colors } = useOverlay();
  const { match, loading } = useLiveMatch();
  const left = useTeamColors(match?.teams[0]);
  const right = useTeamColors(match?.teams[1]);
  const useCodes = readHudSettings(broadcast, false).useCodes;
  const slots = useMemo(
    () => (match ? selectShownMaps(getMapSlots(match), auto) : []),
    [match, auto],
  );
  // Until everything has arrived the last complete list stays (a new live match never flashes an empty frame).
  const last = useRef<ReactElement | null>(null);
  if (
    loading ||
    !match ||
    !isLiveMatchSettled(match) ||
    !left.ready ||
    !right.ready ||
    slots.length === 0
  ) {
    return last.current;
  }
  const label = (i: 0 | 1) =>
    pickTeamLabel(match.teams[i] ?? { name: MAPS_TEXT.tbd, code: null }, useCodes);
  const sides: Record<MapSide, SideInfo> = {
    left: { label: label(0), colors: left },
    right: { label: label(1), colors: right },
  };
  const width = Math.min(
    MAX_CARD_WIDTH,
    Math.floor((FRAME_WIDTH - CARD_GAP * (slots.length - 1)) / slots.length),
  );
  last.current = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 48 }}>
      <MapsHeader match={match} event={colors} sides={sides} />
      <div
        data-testid="maps-list"
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'stretch', gap: CARD_GAP }}
      >
        {slots.map((slot, i) => (
          <MapCard
            key={slot.key}
            slot={slot}
            order={i}
            width={width}
            event={colors}
            sides={sides}
          />
        ))}
      </div>
    </div>
  );
  return last.current;
}

/**
 * maps (OVERLAYS §1): the live match's maps as cards (name and picture from the map data, who picked or banned it,
 * the winner on its team theme or a draw, the current map highlighted) under both teams and the series score.
 * `auto`: only the maps entered so far plus the next one (selectShownMaps).
 */
export function MapsOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const { auto } = useMemo(() => parseMapsOptions(options.params), [options.params]);
  return (
    <div
      data-testid="maps-overlay"
      style={{
        position: 'absolute',
        inset: '96px 120px',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <style>{MAPS_CSS}</style>
      <MapsPanel auto={auto} />
    </div>
  );
}
