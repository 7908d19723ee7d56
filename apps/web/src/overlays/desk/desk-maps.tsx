import { useThing } from '../../lib/things/thing-hooks.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import type { LiveMap, LiveMatchView } from '../shell/live-match.js';
import { type OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { DESK_TEXT } from './desk-text.js';
import { getDeskMapRows, type DeskMapRow, type DeskSide } from './get-desk-maps.js';

const CARD_H = 230;
const ROW_W = 1600;
const GAP = 16;

/** The map's picture (map data image), filling its box once it has arrived. */
function MapImage({ map }: { readonly map: LiveMap | undefined }) {
  const image = Array.isArray(map?.mapData?.['image'])
    ? (map?.mapData?.['image'] as unknown[])[0]
    : null;
  const attachment = useThing<{ readonly fileExtension?: string }>(
    typeof image === 'string' ? image : null,
  );
  if (!isThingReady(attachment) || typeof attachment.fileExtension !== 'string') return null;
  return (
    <img
      src={getImageUrl({ id: attachment.__id, fileExtension: attachment.fileExtension }, 'w-320')}
      alt=""
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/**
 * Maps (every map: picker, banner, winner) and Drafted Maps (the maps picked so far, banned ones left out), as
 * cards in map order (RULES (g)).
 */
export function DeskMaps({
  match,
  colors,
  drafted,
}: {
  readonly match: LiveMatchView;
  readonly colors: OverlayColors;
  readonly drafted: boolean;
}) {
  const left = useTeamColors(match.teams[0] ?? null);
  const right = useTeamColors(match.teams[1] ?? null);
  const rows = getDeskMapRows(match).filter((row) => !drafted || row.state !== 'banned');
  if (!left.ready || !right.ready || rows.length === 0) return null;
  const width = Math.floor(Math.min(300, (ROW_W - GAP * (rows.length - 1)) / rows.length));
  const teamName = (side: DeskSide | null) =>
    side === null ? null : (match.teams[side === 'left' ? 0 : 1]?.name ?? null);
  const themeOf = (side: DeskSide | null) =>
    side === 'left' ? left : side === 'right' ? right : colors;
  const maps = new Map(match.maps.map((map) => [map.id, map]));
  const card = (row: DeskMapRow) => {
    const banned = row.state === 'banned';
    const chooser = banned ? row.bannedBy : row.pickedBy;
    const chooserName = teamName(chooser);
    const winnerName = teamName(row.winner);
    const result = row.draw ? DESK_TEXT.draw : winnerName;
    return (
      <div
        key={row.id}
        data-testid="desk-map-card"
        data-state={row.state}
        style={{
          width,
          height: CARD_H,
          flex: 'none',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          background: colors.background,
          color: colors.text,
          boxShadow: '0 10px 36px rgba(0, 0, 0, 0.4)',
          opacity: banned ? 0.6 : 1,
          outline: row.state === 'current' ? `4px solid ${colors.accent}` : undefined,
          outlineOffset: -4,
        }}
      >
        <div style={{ position: 'relative', flex: '1 1 auto', background: 'rgba(0,0,0,0.3)' }}>
          <MapImage map={maps.get(row.id)} />
          <div
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              padding: '6px 12px',
              background: colors.background,
              color: colors.text,
              fontSize: 18,
              fontWeight: 800,
              letterSpacing: 1,
              textTransform: 'uppercase',
            }}
          >
            {banned ? DESK_TEXT.ban : `${DESK_TEXT.map} ${row.number}`}
          </div>
        </div>
        <div style={{ padding: '10px 14px', display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FitText
            testId="desk-map-name"
            text={row.name ?? DESK_TEXT.toBeDecided}
            style={{
              fontSize: 26,
              fontWeight: 800,
              textDecoration: banned ? 'line-through' : undefined,
            }}
          />
          <FitText
            testId="desk-map-detail"
            text={
              result
                ? `${DESK_TEXT.winner}: ${result}`
                : chooserName
                  ? `${banned ? DESK_TEXT.bannedBy : DESK_TEXT.pickedBy} ${chooserName}`
                  : '\u00a0'
            }
            style={{ fontSize: 18, fontWeight: 600, opacity: 0.85 }}
          />
        </div>
        <div
          style={{
            height: 8,
            background: themeOf(result && !row.draw ? row.winner : chooser).background,
          }}
        />
      </div>
    );
  };
  return (
    <div
      data-testid={drafted ? 'desk-drafted-maps' : 'desk-maps'}
      style={{ display: 'flex', gap: GAP }}
    >
      {rows.map(card)}
    </div>
  );
}
