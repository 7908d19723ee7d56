import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import type { LiveMatchView } from '../shell/live-match.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { DeskBox } from './desk-box.js';
import { DESK_TEXT } from './desk-text.js';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Casters (RULES (g)): the live match's casters' names, in order. Nothing without casters. */
export function DeskCasters({
  match,
  colors,
}: {
  readonly match: LiveMatchView;
  readonly colors: OverlayColors;
}) {
  const casters = useThings<{ readonly name?: string | null }>(ids(match.record['casters']));
  if (casters.some((c) => c === undefined || isThingLoading(c))) return null;
  const names = casters
    .filter(isThingReady)
    .map((c) => (typeof c.name === 'string' ? c.name.trim() : ''))
    .filter((name) => name !== '');
  if (names.length === 0) return null;
  return (
    <DeskBox
      colors={colors}
      testId="desk-casters"
      style={{
        maxWidth: 1500,
        padding: '22px 44px',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <div
        style={{
          fontSize: 24,
          fontWeight: 800,
          letterSpacing: 3,
          textTransform: 'uppercase',
          opacity: 0.85,
        }}
      >
        {DESK_TEXT.casters}
      </div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 40,
          rowGap: 4,
        }}
      >
        {names.map((name, i) => (
          <span
            key={`${name}-${i}`}
            data-testid="desk-caster-name"
            style={{ fontSize: 44, fontWeight: 800 }}
          >
            {name}
          </span>
        ))}
      </div>
    </DeskBox>
  );
}
