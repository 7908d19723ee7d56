import { memo, type CSSProperties } from 'react';
import type { StandingsRow } from '@castline/domain';
import { EVENT_TEXT } from '../../lib/client-text-event.js';
import { useHydratedList, useThing } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  type Loadable,
  type ThingRecord,
} from '../../lib/things/thing-types.js';
import { getReadableColors } from '../../lib/theme/theme-colors.js';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { readEventSettings } from '../../features/events/read-event-settings.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { getPanelShade } from '../schedule/panel-shade.js';
import { findStandingsEntry, type StandingsEntryMatch } from './find-standings-entry.js';
import { resolveStandingsStage } from './resolve-standings-stage.js';
import { STANDINGS_TEXT } from './standings-text.js';
import { RowLogo, TablePanel } from '../schedule/table-panel.js';

/** One row of the standings-{event}-{entry} record (RULES d.5). */
type StandingsRowRecord = StandingsRow;

/** The standings-{event}-{entry} record (RULES d.5): rows, explainer pairs and the chain used. */
export type StandingsRecord = ThingRecord & {
  readonly rows?: readonly StandingsRowRecord[] | null;
  readonly pairs?:
    readonly { readonly upper: string; readonly lower: string; readonly sentence: string }[] | null;
  readonly chain?: readonly string[] | null;
  readonly title?: string | null;
};

/** The table a standings panel shows: the entry of the event's blocks and its live record. */
export interface StandingsSource {
  readonly eventId: string;
  readonly entry: StandingsEntryMatch;
  readonly record: StandingsRecord;
}

type StandingsTeam = ThingRecord & {
  readonly name?: string | null;
  readonly code?: string | null;
  readonly theme?: readonly Loadable[] | null;
};

/**
 * The standings table for a stage (RULES (f) Standings slide; OVERLAYS §1 standings), live:
 * the stage is `stage` when given, else the broadcast's current_stage, else the live match's match_group
 * (resolveStandingsStage); its entry is the event's blocks.standings entry of that group, key or title
 * (findStandingsEntry); the table is the derived record standings-{event}-{entry key}.
 * - `undefined` while the live match (when it decides the stage) or the record is still arriving,
 * - `null` when there is no stage, no entry for it, or no table with rows: the break overlay skips its
 *   Standings slide then,
 * - else the entry and its record.
 */
export function useStandingsEntry(stage?: string | null): StandingsSource | null | undefined {
  const { broadcast, event } = useOverlay();
  const live = useLiveMatch();
  const currentStage =
    typeof broadcast['current_stage'] === 'string' ? broadcast['current_stage'] : null;
  const needsLive = !stage?.trim() && !currentStage?.trim();
  const liveGroup = live.match?.record['match_group'];
  const resolved = resolveStandingsStage({
    stage,
    currentStage,
    liveMatchGroup: typeof liveGroup === 'string' ? liveGroup : null,
  });
  const blocks = typeof event?.['blocks'] === 'string' ? event['blocks'] : null;
  const entry = event ? findStandingsEntry(readEventSettings(blocks).standings, resolved) : null;
  const record = useThing<StandingsRecord>(
    event && entry ? DERIVED.standings(event.id, entry.key) : null,
  );
  if (needsLive && live.loading) return undefined;
  if (!event || !entry) return null;
  if (record === undefined || isThingLoading(record)) return undefined;
  if (!isThingReady(record) || (record.rows ?? []).length === 0) return null;
  return { eventId: event.id, entry, record };
}

/** The pure rule behind useStandingsEntry: does a stage name a standings entry of the event's blocks? */
export function hasStandingsContent(
  entries: readonly unknown[],
  input: Parameters<typeof resolveStandingsStage>[0],
): boolean {
  return findStandingsEntry(entries, resolveStandingsStage(input)) !== null;
}

const TEAM_TREE = { theme: true } as const;

const ROW_CSS = `
@keyframes standings-row-in { from { opacity: 0; transform: translateX(-3%); } to { opacity: 1; transform: none; } }
.standings-row { animation: standings-row-in 420ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-animate="false"] .standings-row { animation: none; }
`;

const ellipsis: CSSProperties = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
};

/** The columns in order, with the long name the site gives a short heading. */
const HEADERS: readonly (readonly [keyof typeof STANDINGS_TEXT.columns, string | null])[] = [
  ['rank', null],
  ['team', null],
  ['played', EVENT_TEXT.standingsColumnTitles.played],
  ['wins', EVENT_TEXT.standingsColumnTitles.wins],
  ['losses', EVENT_TEXT.standingsColumnTitles.losses],
  ['maps', null],
  ['mapDiff', null],
];

/** Rank, team, P, W, L, Maps, +/- (the team column takes the rest). */
const GRID = '7% 1fr 7% 7% 7% 12% 9%';

/**
 * One standings table in the overlay theme (OVERLAYS §1 standings; the break overlay's Standings slide and the
 * gfx Standings item): rank (=n when tied), team logo on its theme and name, played, match wins and losses, map
 * record and map difference; the live match's teams are marked with the accent. `explain` adds the stored
 * tie-break explainer (RULES d.5). Fills its parent box (rows size themselves to it through container units) and
 * renders nothing until the table, its teams and their themes have arrived, or when there is no table.
 */
export function StandingsPanel(props: {
  readonly stage?: string | null;
  readonly title?: string | null;
  /** Show the stored explainer (pair sentences and the chain) under the table. */
  readonly explain?: boolean;
}) {
  const { colors } = useOverlay();
  const source = useStandingsEntry(props.stage);
  const live = useLiveMatch();
  const rows = source?.record.rows ?? [];
  const teams = useHydratedList<StandingsTeam>(
    rows.map((row) => row.team),
    TEAM_TREE,
  );
  if (!source || !colors.ready) return null;
  if (
    teams.some(
      (team) =>
        isThingLoading(team) || (isThingReady(team) && (team.theme ?? []).some(isThingLoading)),
    )
  )
    return null;
  const teamById = new Map(teams.filter(isThingReady).map((team) => [team.id, team]));
  const liveTeams = new Set((live.match?.teams ?? []).flatMap((team) => (team ? [team.id] : [])));
  const title = props.title?.trim() || source.record.title?.trim() || source.entry.title;
  const pairs = props.explain ? (source.record.pairs ?? []) : [];
  const rowSlots =
    Math.max(rows.length, 4) + (pairs.length > 0 ? Math.ceil(pairs.length / 2) + 1 : 0);
  return (
    <TablePanel
      testId="standings-panel"
      data={{ 'data-key': source.entry.key, 'data-count': rows.length }}
      css={ROW_CSS}
      rowSlots={rowSlots}
      rowShare={70}
      rowMax="min(11cqh, 8cqw)"
      kicker={STANDINGS_TEXT.kicker}
      title={title}
      titleTestId="standings-title"
    >
      <div
        role="table"
        aria-label={title}
        style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--row) * 0.12)' }}
      >
        <div
          role="row"
          style={{
            display: 'grid',
            gridTemplateColumns: GRID,
            gap: 'calc(var(--row) * 0.12)',
            fontSize: 'calc(var(--row) * 0.28)',
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
            opacity: 0.8,
            padding: '0 0 0.2em',
          }}
        >
          {HEADERS.map(([key, title]) => (
            <span
              key={key}
              role="columnheader"
              title={title ?? undefined}
              style={key === 'team' ? { paddingLeft: '0.5em' } : { textAlign: 'center' }}
            >
              {STANDINGS_TEXT.columns[key]}
            </span>
          ))}
        </div>
        {rows.map((row, index) => (
          <StandingsRow
            key={row.team}
            row={row}
            index={index}
            team={teamById.get(row.team) ?? null}
            isLive={liveTeams.has(row.team)}
            accent={colors.accent}
            shade={getPanelShade(colors.text).strong}
          />
        ))}
      </div>
      {pairs.length > 0 ? (
        <div
          data-testid="standings-explainer"
          style={{
            fontSize: 'calc(var(--row) * 0.26)',
            display: 'flex',
            flexDirection: 'column',
            gap: '0.25em',
            paddingTop: '0.4em',
            borderTop: `2px solid ${colors.accent}`,
          }}
        >
          <div style={{ fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
            {STANDINGS_TEXT.explainHeading}
          </div>
          <div style={{ columns: pairs.length > 4 ? 2 : 1, columnGap: '2em' }}>
            {pairs.map((pair) => (
              <div
                key={`${pair.upper}-${pair.lower}`}
                data-testid="standings-pair"
                style={{ breakInside: 'avoid', opacity: 0.92 }}
              >
                {pair.sentence}
              </div>
            ))}
          </div>
          <div style={{ opacity: 0.75 }}>
            {STANDINGS_TEXT.chain(
              (source.record.chain ?? [])
                .map((key) => (EVENT_TEXT.tieBreakerLabels as Record<string, string>)[key] ?? key)
                .join(' › '),
            )}
          </div>
        </div>
      ) : null}
    </TablePanel>
  );
}

const cell: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
};

const StandingsRow = memo(function StandingsRow({
  row,
  index,
  team,
  isLive,
  accent,
  shade,
}: {
  readonly row: StandingsRowRecord;
  readonly index: number;
  readonly team: StandingsTeam | null;
  readonly isLive: boolean;
  readonly accent: string;
  readonly shade: string;
}) {
  const colors = useOverlayColors(team?.theme?.[0]?.__id ?? null);
  const name = team?.name?.trim() || team?.code?.trim() || '';
  const diff = row.MW - row.ML;
  const box: CSSProperties = { ...cell, background: shade };
  return (
    <div
      role="row"
      className="standings-row"
      data-testid="standings-row"
      data-team-id={row.team}
      data-live={isLive}
      data-wins={row.W}
      data-losses={row.L}
      style={{
        display: 'grid',
        gridTemplateColumns: GRID,
        gap: 'calc(var(--row) * 0.12)',
        height: 'var(--row)',
        fontSize: 'calc(var(--row) * 0.38)',
        fontWeight: 700,
        animationDelay: `${200 + index * 70}ms`,
      }}
    >
      <span
        role="cell"
        style={{
          ...box,
          fontWeight: 800,
          background: isLive ? accent : box.background,
          color: isLive ? getReadableColors(accent, null, { backdrop: '#000000' }).text : undefined,
        }}
      >
        {row.tied ? STANDINGS_TEXT.tiedRank(row.rank) : row.rank}
      </span>
      <span
        role="cell"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: '0.45em',
          padding: '0 0.5em',
          minWidth: 0,
          background: colors.background,
          color: colors.text,
          borderLeft: `0.14em solid ${colors.accent}`,
        }}
      >
        <RowLogo url={colors.logoUrl} />
        <span data-testid="standings-team" title={name} style={{ ...ellipsis, flex: '1 1 auto' }}>
          {name}
        </span>
      </span>
      <span role="cell" style={box}>
        {row.P}
      </span>
      <span role="cell" style={{ ...box, fontWeight: 800 }}>
        {row.W}
      </span>
      <span role="cell" style={box}>
        {row.L}
      </span>
      <span role="cell" style={box}>
        {row.MD > 0 ? `${row.MW}-${row.ML}-${row.MD}` : `${row.MW}-${row.ML}`}
      </span>
      <span role="cell" style={box}>
        {diff > 0 ? `+${diff}` : String(diff)}
      </span>
    </div>
  );
});
