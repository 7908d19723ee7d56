import { useEffect, useState } from 'react';
import { useTeamColors } from '../shell/use-team-colors.js';
import type { LiveMatchView } from '../shell/live-match.js';
import { type OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { DeskBox } from './desk-box.js';
import { DESK_TEXT } from './desk-text.js';
import { getNextRevealDelay, getRevealedSteps, type DraftState } from './draft-state.js';
import type { DraftStep } from './get-draft-steps.js';
import { useHeroNames } from './use-hero-names.js';

const KIND_TEXT = { pick: DESK_TEXT.pick, ban: DESK_TEXT.ban, protect: DESK_TEXT.protect } as const;
const CHIP_H = 96;
const INNER_W = 1500;

/** The steps shown now, re-rendered when the auto reveal shows its next step. */
function useRevealed(state: DraftState, total: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const delay = getNextRevealDelay(state, Date.now(), total);
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), delay + 5);
    return () => window.clearTimeout(timer);
  }, [state, total, now]);
  return getRevealedSteps(state, Math.max(now, Date.now()), total);
}

function Chip({
  step,
  revealed,
  next,
  hero,
  colors,
  width,
}: {
  readonly step: DraftStep;
  readonly revealed: boolean;
  readonly next: boolean;
  readonly hero: string | null;
  readonly colors: OverlayColors;
  readonly width: number;
}) {
  return (
    <div
      className="desk-step"
      data-testid="desk-draft-step"
      data-kind={step.kind}
      data-side={step.side}
      data-revealed={revealed}
      style={{
        boxSizing: 'border-box',
        width: width - 8,
        height: CHIP_H,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        padding: '0 8px',
        background: revealed ? colors.background : 'transparent',
        color: revealed ? colors.text : 'inherit',
        border: revealed ? `2px solid ${colors.accent}` : `2px dashed currentColor`,
        opacity: revealed ? (step.kind === 'ban' ? 0.9 : 1) : next ? 0.75 : 0.35,
      }}
    >
      <span style={{ fontSize: 16, fontWeight: 800, letterSpacing: 2, textTransform: 'uppercase' }}>
        {KIND_TEXT[step.kind]} {step.number}
      </span>
      {revealed && hero ? (
        <FitText
          testId="desk-draft-hero"
          text={hero}
          style={{
            width: '100%',
            fontSize: 22,
            fontWeight: 700,
            textAlign: 'center',
            textDecoration: step.kind === 'ban' ? 'line-through' : undefined,
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Hero Draft (RULES (g)): the pick/ban order as two lanes (left team above, right team below), one column per step
 * in order, revealed step by step by the draft triggers; a revealed step shows the hero entered for it on the map.
 */
export function DeskDraft({
  match,
  colors,
  steps,
  state,
}: {
  readonly match: LiveMatchView;
  readonly colors: OverlayColors;
  readonly steps: readonly DraftStep[];
  readonly state: DraftState;
}) {
  const left = useTeamColors(match.teams[0] ?? null);
  const right = useTeamColors(match.teams[1] ?? null);
  const heroNames = useHeroNames(
    steps.map((s) => s.heroId).filter((id): id is string => id !== null),
  );
  const revealed = useRevealed(state, steps.length);
  if (!left.ready || !right.ready || steps.length === 0) return null;
  const column = Math.floor(Math.min(170, INNER_W / steps.length));
  const lane = (side: 'left' | 'right', theme: OverlayColors) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <div
        style={{
          width: 320,
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: CHIP_H,
          padding: '0 16px',
          boxSizing: 'border-box',
          background: theme.background,
          color: theme.text,
        }}
      >
        {theme.logoUrl ? (
          <img src={theme.logoUrl} alt="" style={{ height: 56, width: 56, objectFit: 'contain' }} />
        ) : null}
        <FitText
          text={match.teams[side === 'left' ? 0 : 1]?.name || DESK_TEXT.toBeDecided}
          short={match.teams[side === 'left' ? 0 : 1]?.code ?? null}
          style={{ fontSize: 26, fontWeight: 800 }}
        />
      </div>
      <div style={{ display: 'flex' }}>
        {steps.map((step, i) => (
          <div
            key={step.number}
            style={{ width: column, display: 'flex', justifyContent: 'center' }}
          >
            {step.side === side ? (
              <Chip
                step={step}
                revealed={i < revealed}
                next={i === revealed}
                hero={step.heroId ? (heroNames.get(step.heroId) ?? null) : null}
                colors={theme}
                width={column}
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <DeskBox
      colors={colors}
      testId="desk-draft"
      style={{ padding: '20px 28px', display: 'flex', flexDirection: 'column', gap: 14 }}
    >
      <div
        data-testid="desk-draft-count"
        data-revealed={revealed}
        data-total={steps.length}
        style={{ fontSize: 22, fontWeight: 800, letterSpacing: 2, textTransform: 'uppercase' }}
      >
        {DESK_TEXT.heroDraft} · {revealed}/{steps.length}
      </div>
      {lane('left', left)}
      {lane('right', right)}
    </DeskBox>
  );
}
