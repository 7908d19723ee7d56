import { memo } from 'react';
import type { MapSlot } from '../maps/get-map-slots.js';
import { FitText } from '../shell/fit-text.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import type { ScoreDisplay } from './get-score-display.js';
import { INGAME_TEXT } from './ingame-text.js';
import type { TeamLabel } from './pick-team-label.js';
import { useHeroImage } from './use-attachment-url.js';

/** Heights of the HUD bar and its parts (px). */
export const HUD_BAR_HEIGHT = 72;
export const HUD_MIDDLE_WIDTH = 360;
const SCORE_WIDTH = 76;
const LOGO_SIZE = 52;
const BAN_SIZE = 48;

export type HudSide = 'left' | 'right';

/** A tinted shade of a themed box, for parts that sit on it (the score cell): the box colour nudged to its text. */
const shade = (colors: OverlayColors, percent: number) =>
  `color-mix(in srgb, ${colors.text} ${percent}%, ${colors.background})`;

/** A team's score: a number, first_to dots, or nothing (hide_scores). */
export const HudScore = memo(function HudScore({
  score,
  colors,
  side,
}: {
  readonly score: ScoreDisplay;
  readonly colors: OverlayColors;
  readonly side: HudSide;
}) {
  if (score.kind === 'hidden') return null;
  return (
    <div
      data-testid={`hud-score-${side}`}
      data-score={score.kind === 'number' ? score.text : String(score.filled)}
      aria-label={
        score.kind === 'dots' ? INGAME_TEXT.dotsLabel(score.filled, score.total) : undefined
      }
      style={{
        flex: 'none',
        width: score.kind === 'dots' ? 'auto' : SCORE_WIDTH,
        minWidth: SCORE_WIDTH,
        height: '100%',
        boxSizing: 'border-box',
        padding: score.kind === 'dots' ? '0 16px' : 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        flexDirection: side === 'left' ? 'row' : 'row-reverse',
        background: shade(colors, 14),
        color: colors.text,
        fontSize: 44,
        fontWeight: 900,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {score.kind === 'number'
        ? score.text
        : Array.from({ length: score.total }, (_, i) => (
            <span
              key={i}
              data-testid="hud-dot"
              data-filled={i < score.filled}
              style={{
                width: 16,
                height: 16,
                borderRadius: '50%',
                boxSizing: 'border-box',
                border: `3px solid ${colors.text}`,
                background: i < score.filled ? colors.text : 'transparent',
              }}
            />
          ))}
    </div>
  );
});

/** One team's block: logo, name (or code), score, on the team's theme. */
export const HudTeam = memo(function HudTeam({
  side,
  label,
  colors,
  score,
  width,
  basic,
  teamId,
}: {
  readonly side: HudSide;
  readonly label: TeamLabel;
  readonly colors: OverlayColors;
  readonly score: ScoreDisplay;
  readonly width: number;
  readonly basic: boolean;
  readonly teamId: string | null;
}) {
  return (
    <div
      className={`hud-team hud-team-${side}`}
      data-testid={`hud-team-${side}`}
      data-team={teamId ?? ''}
      style={{
        width,
        height: basic ? 56 : HUD_BAR_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: side === 'left' ? 'row' : 'row-reverse',
        alignItems: 'center',
        background: colors.background,
        color: colors.text,
        borderBottom: basic ? undefined : `4px solid ${colors.accent}`,
        boxShadow: '0 6px 20px rgba(0, 0, 0, 0.35)',
        overflow: 'hidden',
      }}
    >
      {!basic && colors.logoUrl ? (
        <img
          data-testid={`hud-logo-${side}`}
          src={colors.logoUrl}
          alt=""
          style={{
            flex: 'none',
            width: LOGO_SIZE,
            height: LOGO_SIZE,
            objectFit: 'contain',
            margin: '0 14px',
          }}
        />
      ) : null}
      <div
        style={{
          flex: '1 1 auto',
          minWidth: 0,
          padding: !basic && colors.logoUrl ? '0 12px 0 0' : '0 20px',
          ...(side === 'right' && !basic && colors.logoUrl ? { padding: '0 0 0 12px' } : {}),
          textAlign: side === 'left' ? 'left' : 'right',
          fontSize: basic ? 28 : 34,
          fontWeight: 800,
          letterSpacing: '0.02em',
          textTransform: 'uppercase',
        }}
      >
        <FitText text={label.text} short={label.short} testId={`hud-name-${side}`} />
      </div>
      <HudScore score={score} colors={colors} side={side} />
    </div>
  );
});

/** A small crossed-swords mark. */
function SwordsIcon({ color }: { readonly color: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M4 3l9 9-2 2L2 5V3h2zm16 0h2v2l-9 9-2-2 9-9zM6 15l3 3-2 2-1-1-2 2-2-2 2-2-1-1 2-2zm12 0l2 2-1 1 2 2-2 2-2-2-1 1-2-2 3-3z"
        fill={color}
      />
    </svg>
  );
}

/** The attack marker under the attacking side's outer end (map_attack). */
export function HudAttack({
  side,
  colors,
}: {
  readonly side: HudSide;
  readonly colors: OverlayColors;
}) {
  return (
    <div
      className="hud-attack"
      data-testid={`hud-attack-${side}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        height: 30,
        padding: '0 14px',
        background: colors.background,
        color: colors.text,
        borderBottom: `3px solid ${colors.accent}`,
        fontSize: 16,
        fontWeight: 800,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.3)',
      }}
    >
      <SwordsIcon color={colors.text} />
      {INGAME_TEXT.attack}
    </div>
  );
}

/** One banned hero: its icon with a strike. */
const HudBan = memo(function HudBan({
  heroId,
  colors,
}: {
  readonly heroId: string;
  readonly colors: OverlayColors;
}) {
  const hero = useHeroImage(heroId, 'h-120');
  // Nothing until the hero and its icon have arrived: never an empty box.
  if (!hero) return null;
  return (
    <div
      data-testid="hud-ban"
      data-hero={heroId}
      title={hero.name}
      style={{
        position: 'relative',
        width: BAN_SIZE,
        height: BAN_SIZE,
        boxSizing: 'border-box',
        border: `2px solid ${colors.accent}`,
        background: colors.background,
        overflow: 'hidden',
      }}
    >
      {hero.url ? (
        <img
          src={hero.url}
          alt={hero.name}
          style={{ width: '100%', height: '100%', objectFit: 'cover', filter: 'grayscale(0.6)' }}
        />
      ) : null}
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(45deg, transparent 45%, #e5484d 45%, #e5484d 55%, transparent 55%)',
        }}
      />
    </div>
  );
});

/** A side's hero bans on the current map. */
export function HudBans({
  side,
  heroIds,
  colors,
  label,
}: {
  readonly side: HudSide;
  readonly heroIds: readonly string[];
  readonly colors: OverlayColors;
  readonly label: string;
}) {
  if (heroIds.length === 0) return null;
  return (
    <div
      className="hud-bans"
      data-testid={`hud-bans-${side}`}
      aria-label={INGAME_TEXT.bans(label)}
      style={{ display: 'flex', gap: 4, flexDirection: side === 'left' ? 'row-reverse' : 'row' }}
    >
      {heroIds.map((id) => (
        <HudBan key={id} heroId={id} colors={colors} />
      ))}
    </div>
  );
}

/** The map icons: one per map to play, the winner's colour on played maps, the current one marked. */
export const HudMaps = memo(function HudMaps({
  slots,
  event,
  left,
  right,
}: {
  readonly slots: readonly MapSlot[];
  readonly event: OverlayColors;
  readonly left: OverlayColors;
  readonly right: OverlayColors;
}) {
  const shown = slots.filter((slot) => slot.state !== 'banned');
  if (shown.length === 0) return null;
  return (
    <div
      className="hud-maps"
      data-testid="hud-maps"
      aria-label={INGAME_TEXT.maps}
      style={{ display: 'flex', justifyContent: 'center', gap: 6 }}
    >
      {shown.map((slot) => {
        const winner = slot.winner === 'left' ? left : slot.winner === 'right' ? right : null;
        const current = slot.state === 'current';
        const box = winner ?? event;
        return (
          <div
            key={slot.key}
            data-testid="hud-map"
            data-state={slot.state}
            data-winner={slot.winner ?? (slot.draw ? 'draw' : '')}
            title={slot.map?.name ?? undefined}
            style={{
              width: 34,
              height: 24,
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 14,
              fontWeight: 800,
              background: box.background,
              color: box.text,
              border: `2px solid ${current ? event.accent : winner ? winner.accent : 'transparent'}`,
              opacity: slot.state === 'upcoming' ? 0.55 : 1,
              boxShadow: '0 3px 8px rgba(0, 0, 0, 0.3)',
            }}
          >
            {slot.draw ? '=' : slot.number}
          </div>
        );
      })}
    </div>
  );
});
