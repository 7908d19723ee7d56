import { useMemo, useRef, type ReactElement } from 'react';
import { getMapSlots, type MapSlot } from '../maps/get-map-slots.js';
import { FitText } from '../shell/fit-text.js';
import type { LiveMatchView, LiveTeam } from '../shell/live-match.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import { formatHudText } from './format-hud-text.js';
import { getAttackSides } from './get-attack-sides.js';
import { getHudBans } from './get-hud-bans.js';
import { getScoreDisplay } from './get-score-display.js';
import {
  HUD_BAR_HEIGHT,
  HUD_MIDDLE_WIDTH,
  HudAttack,
  HudBans,
  HudMaps,
  HudTeam,
  type HudSide,
} from './hud-parts.js';
import { HudSponsors } from './hud-sponsors.js';
import { INGAME_TEXT } from './ingame-text.js';
import { isLiveMatchSettled } from './is-live-match-settled.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import { parseIngameOptions, type IngameOptions } from './parse-ingame-options.js';
import { pickTeamLabel } from './pick-team-label.js';
import { readHudSettings, type HudBroadcastInput, type HudSettings } from './read-hud-settings.js';

/**
 * Entrance: the team blocks open outwards from the middle, the middle drops in, the rest fades in after them. Only
 * when the shell starts the overlay's animations (data-animate: not with noAnimate or 'No animations').
 */
const HUD_CSS = `
.overlay-content[data-started="true"][data-animate="true"] .hud-animate .hud-team-left { animation: hud-left-in 600ms cubic-bezier(0.2, 0.8, 0.2, 1) 150ms both; }
.overlay-content[data-started="true"][data-animate="true"] .hud-animate .hud-team-right { animation: hud-right-in 600ms cubic-bezier(0.2, 0.8, 0.2, 1) 150ms both; }
.overlay-content[data-started="true"][data-animate="true"] .hud-animate .hud-middle { animation: hud-drop-in 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-started="true"][data-animate="true"] .hud-animate .hud-below { animation: hud-fade-in 400ms ease 650ms both; }
@keyframes hud-left-in { from { clip-path: inset(0 0 0 100%); } to { clip-path: inset(0 0 0 0); } }
@keyframes hud-right-in { from { clip-path: inset(0 100% 0 0); } to { clip-path: inset(0 0 0 0); } }
@keyframes hud-drop-in { from { opacity: 0; transform: translateY(-24px); } to { opacity: 1; transform: none; } }
@keyframes hud-fade-in { from { opacity: 0; } to { opacity: 1; } }
`;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The match's event (hydrated by useLiveMatch) as the title placeholders read it; else the broadcast's event. */
function readEvent(match: LiveMatchView, fallback: ThingRecord | null) {
  const field = match.record['event'];
  const linked: unknown = Array.isArray(field) ? (field as unknown[])[0] : null;
  const event = isThingReady(linked as ThingRecord | null) ? (linked as ThingRecord) : fallback;
  return event ? { name: text(event['name']), short: text(event['short']) } : null;
}

const teamInput = (team: LiveTeam | null) =>
  team
    ? {
        name: team.name,
        code: team.code,
        safe_twitch_name: text(team.record['safe_twitch_name']),
      }
    : null;

/** The middle box: middle text and event details (templates), else the current map, else the event logo. */
function HudMiddle({
  middle,
  details,
  colors,
}: {
  readonly middle: string | null;
  readonly details: string | null;
  readonly colors: OverlayColors;
}) {
  return (
    <div
      className="hud-middle"
      data-testid="hud-middle"
      style={{
        width: HUD_MIDDLE_WIDTH,
        height: HUD_BAR_HEIGHT,
        boxSizing: 'border-box',
        padding: '0 20px',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'center',
        gap: 2,
        textAlign: 'center',
        background: colors.background,
        color: colors.text,
        borderBottom: `4px solid ${colors.accent}`,
        boxShadow: '0 6px 20px rgba(0, 0, 0, 0.35)',
      }}
    >
      {middle ? (
        <FitText
          text={middle}
          testId="hud-middle-text"
          style={{ fontSize: details ? 22 : 26, fontWeight: 800, textTransform: 'uppercase' }}
        />
      ) : null}
      {details ? (
        <FitText
          text={details}
          testId="hud-details"
          style={{ fontSize: 16, fontWeight: 600, opacity: 0.85 }}
        />
      ) : null}
      {!middle && !details && colors.logoUrl ? (
        <img
          src={colors.logoUrl}
          alt={colors.name}
          style={{ height: 52, maxWidth: '100%', objectFit: 'contain', alignSelf: 'center' }}
        />
      ) : null}
    </div>
  );
}

/** The bar's texts, map slots and bans: everything read from the live match and the broadcast. */
function useHudModel(match: LiveMatchView, broadcast: HudBroadcastInput, settings: HudSettings) {
  const { event } = useOverlay();
  return useMemo(() => {
    const slots: MapSlot[] = getMapSlots(match);
    const current = slots.find((slot) => slot.state === 'current') ?? null;
    const titleMatch = {
      ...(match.record as Record<string, unknown>),
      teams: [teamInput(match.teams[0]), teamInput(match.teams[1])],
      event: readEvent(match, event),
    };
    const extras = {
      currentStage: text(broadcast.current_stage),
      mapNumber: current?.number ?? null,
      mapName: current?.map?.name ?? null,
    };
    const middle =
      formatHudText(broadcast.middle_text_format, titleMatch, extras) ??
      (current?.number ? INGAME_TEXT.currentMap(current.number, current.map?.name ?? null) : null);
    const details =
      formatHudText(broadcast.ingame_details_format, titleMatch, extras) ?? extras.currentStage;
    return {
      slots,
      middle,
      details,
      bans: getHudBans(slots, settings.showBans, match.flipped),
    };
  }, [match, broadcast, settings.showBans, event]);
}

/** What hangs under a team block: the attack marker at the outer end, hero bans at the inner end. */
function HudUnder({
  side,
  attack,
  bans,
  event,
  team,
  label,
  width,
}: {
  readonly side: HudSide;
  readonly attack: boolean;
  readonly bans: readonly string[];
  readonly event: OverlayColors;
  readonly team: OverlayColors;
  readonly label: string;
  readonly width: number;
}) {
  return (
    <div
      className="hud-below"
      style={{
        width,
        display: 'flex',
        flexDirection: side === 'left' ? 'row' : 'row-reverse',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 8,
        marginTop: 6,
      }}
    >
      {attack ? <HudAttack side={side} colors={event} /> : <span />}
      <HudBans side={side} heroIds={bans} colors={team} label={label} />
    </div>
  );
}

function IngameHud({ options }: { readonly options: IngameOptions }) {
  const { broadcast, colors } = useOverlay();
  const { match, loading } = useLiveMatch();
  const settings = readHudSettings(broadcast, options.codes);
  const left = useTeamColors(match?.teams[0]);
  const right = useTeamColors(match?.teams[1]);
  // Until everything has arrived the last complete bar stays (a new live match never flashes an empty frame).
  const last = useRef<ReactElement | null>(null);
  if (loading || !match || !isLiveMatchSettled(match) || !left.ready || !right.ready) {
    return last.current;
  }
  last.current = (
    <HudBar
      match={match}
      broadcast={broadcast}
      settings={settings}
      options={options}
      event={colors}
      left={left}
      right={right}
    />
  );
  return last.current;
}

function HudBar({
  match,
  broadcast,
  settings,
  options,
  event,
  left,
  right,
}: {
  readonly match: LiveMatchView;
  readonly broadcast: HudBroadcastInput & { readonly sponsors?: readonly string[] | null };
  readonly settings: HudSettings;
  readonly options: IngameOptions;
  readonly event: OverlayColors;
  readonly left: OverlayColors;
  readonly right: OverlayColors;
}) {
  const model = useHudModel(match, broadcast, settings);
  const attack = getAttackSides(broadcast.map_attack);
  const labels = [0, 1].map((i) =>
    pickTeamLabel(match.teams[i] ?? { name: 'TBD', code: null }, settings.useCodes),
  ) as [ReturnType<typeof pickTeamLabel>, ReturnType<typeof pickTeamLabel>];
  const scores = [0, 1].map((i) =>
    getScoreDisplay(match.scores[i] ?? null, match.firstTo, settings),
  );
  const width = settings.teamWidthPx;
  const team = (side: HudSide, i: 0 | 1, colors: OverlayColors) => (
    <HudTeam
      side={side}
      label={labels[i]}
      colors={colors}
      score={scores[i]!}
      width={width}
      basic={options.basic}
      teamId={match.teams[i]?.id ?? null}
    />
  );
  if (options.basic) {
    return (
      <div
        data-testid="hud-bar"
        data-basic="true"
        style={{ display: 'flex', justifyContent: 'center', gap: 0 }}
      >
        {team('left', 0, left)}
        {team('right', 1, right)}
      </div>
    );
  }
  const sponsors = broadcast.sponsors ?? [];
  // A side: its team block, and under it the attack marker and the current map's hero bans.
  const column = (side: HudSide, i: 0 | 1) => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: side === 'left' ? 'flex-end' : 'flex-start',
      }}
    >
      {team(side, i, i === 0 ? left : right)}
      <HudUnder
        side={side}
        attack={side === 'left' ? attack.left : attack.right}
        bans={model.bans[i]}
        event={event}
        team={i === 0 ? left : right}
        label={labels[i].full}
        width={width}
      />
    </div>
  );
  return (
    <div data-testid="hud-bar" style={{ display: 'flex', justifyContent: 'center' }}>
      {column('left', 0)}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
        <HudMiddle middle={model.middle} details={model.details} colors={event} />
        <div
          className="hud-below"
          style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'center' }}
        >
          <HudMaps slots={model.slots} event={event} left={left} right={right} />
          {sponsors.length > 0 ? (
            <HudSponsors
              ids={sponsors}
              speedMs={options.sponsorSpeedMs}
              fadeMs={options.sponsorFadeMs}
              fade={settings.fadeSponsors}
              colors={event}
            />
          ) : null}
        </div>
      </div>
      {column('right', 1)}
    </div>
  );
}

/**
 * ingame (OVERLAYS §1) and its co-streamer variant costream / costreamer: the in-game HUD bar across the top of the
 * frame (`margin` px down): each team's name or code, logo and score (or dots) on its team theme, the attack marker
 * (map_attack), the middle text and event details (middle_text_format, ingame_details_format), the map icons, the
 * current map's hero bans ('Show banned heroes ingame') and the rotating sponsors. `basic`: a plain bar of names and
 * scores. The co-streamer HUD is the same bar with no animation.
 */
export function IngameOverlay({ variant }: OverlayComponentProps) {
  const { options, broadcast } = useOverlay();
  const parsed = useMemo(
    () => parseIngameOptions(options.params, variant),
    [options.params, variant],
  );
  const margin = readHudSettings(broadcast, parsed.codes).marginPx;
  return (
    <div
      data-testid="ingame-overlay"
      data-variant={parsed.costream ? 'costream' : 'ingame'}
      className={parsed.costream ? undefined : 'hud-animate'}
      style={{ position: 'absolute', left: 0, right: 0, top: margin }}
    >
      {parsed.costream ? null : <style>{HUD_CSS}</style>}
      <IngameHud options={parsed} />
    </div>
  );
}
