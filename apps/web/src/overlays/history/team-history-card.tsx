import { memo, type ReactNode } from 'react';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { HISTORY_TEXT } from './history-text.js';
import type { TeamMatchResult } from './team-match-result.js';

/** Row and card animation: restarts with the shell's activation (its data-started / data-animate attributes). */
export const HISTORY_CSS = `
.overlay-content[data-started="true"][data-animate="true"] .history-card {
  animation: history-card-in 550ms cubic-bezier(0.2, 0.8, 0.2, 1) both;
}
.overlay-content[data-started="true"][data-animate="true"] .history-row {
  animation: history-row-in 450ms cubic-bezier(0.2, 0.8, 0.2, 1) both;
}
@keyframes history-card-in { from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; } }
@keyframes history-row-in { from { opacity: 0; transform: translateX(-20px); } to { opacity: 1; transform: none; } }
`;

/** The result letter in the team theme's own pair: a win filled, a loss outlined, a draw dashed. */
function ResultBadge({
  result,
  colors,
}: {
  readonly result: TeamMatchResult['result'];
  readonly colors: OverlayColors;
}) {
  const filled = result === 'win';
  return (
    <span
      data-testid="history-result"
      data-result={result}
      title={HISTORY_TEXT.resultLabel[result]}
      aria-label={HISTORY_TEXT.resultLabel[result]}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 48,
        height: 48,
        boxSizing: 'border-box',
        fontSize: 28,
        fontWeight: 900,
        background: filled ? colors.text : 'transparent',
        color: filled ? colors.background : colors.text,
        border: `3px ${result === 'draw' ? 'dashed' : 'solid'} ${colors.text}`,
        opacity: result === 'loss' ? 0.85 : 1,
      }}
    >
      {HISTORY_TEXT.result[result]}
    </span>
  );
}

/** One finished match: (date), result, opponent, score. Repaints only when its match changes. */
export const HistoryRow = memo(function HistoryRow({
  matchId,
  result,
  opponentName,
  opponentCode,
  date,
  position,
  colors,
}: {
  readonly matchId: string;
  readonly result: TeamMatchResult;
  readonly opponentName: string;
  readonly opponentCode: string | null;
  readonly date?: string | null;
  readonly position: number;
  readonly colors: OverlayColors;
}) {
  return (
    <div
      className="history-row"
      data-testid="history-row"
      data-match={matchId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 18,
        flex: '0 1 68px',
        minHeight: 44,
        padding: '0 24px',
        borderTop: `1px solid color-mix(in srgb, ${colors.text} 18%, transparent)`,
        animationDelay: `${200 + position * 70}ms`,
      }}
    >
      {date !== undefined ? (
        <span
          data-testid="history-date"
          style={{
            flex: 'none',
            width: 92,
            fontSize: 22,
            fontWeight: 600,
            opacity: 0.85,
            whiteSpace: 'nowrap',
          }}
        >
          {date ?? ''}
        </span>
      ) : null}
      <ResultBadge result={result.result} colors={colors} />
      <span style={{ flex: 'none', fontSize: 22, opacity: 0.8 }}>{HISTORY_TEXT.versus}</span>
      <FitText
        testId="history-opponent"
        text={opponentName}
        short={opponentCode}
        style={{ flex: '1 1 auto', fontSize: 30, fontWeight: 700 }}
      />
      <span
        data-testid="history-score"
        style={{
          flex: 'none',
          fontSize: 32,
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {result.score}–{result.opponentScore}
      </span>
    </div>
  );
});

/** A small section label inside a card (season-history `headers`). */
export function HistorySectionLabel({
  children,
  colors,
}: {
  readonly children: ReactNode;
  readonly colors: OverlayColors;
}) {
  return (
    <div
      className="history-row"
      data-testid="history-section"
      style={{
        padding: '8px 24px',
        flex: 'none',
        fontSize: 18,
        fontWeight: 800,
        letterSpacing: 2,
        textTransform: 'uppercase',
        background: `color-mix(in srgb, ${colors.text} 10%, transparent)`,
        borderTop: `1px solid color-mix(in srgb, ${colors.text} 18%, transparent)`,
      }}
    >
      {children}
    </div>
  );
}

/** The "no results yet" line of a card. */
export function HistoryEmpty({ children }: { readonly children: ReactNode }) {
  return (
    <div
      data-testid="history-empty"
      style={{ padding: '14px 24px 20px', fontSize: 26, opacity: 0.85 }}
    >
      {children}
    </div>
  );
}
