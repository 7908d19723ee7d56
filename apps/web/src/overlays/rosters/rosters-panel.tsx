import { getGameProfile } from '@castline/domain';
import { useTeamColors } from '../shell/use-team-colors.js';
import { memo } from 'react';
import { useThing, useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import type { LiveTeam } from '../shell/live-match.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useOverlayColors, type OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { orderRoster } from './order-roster.js';
import { parseRostersOptions, type RostersOptions } from './parse-rosters-options.js';
import { RoleIcon } from './role-icon.js';
import { TeamCard } from './team-card.js';
import { ROSTERS_TEXT } from './rosters-text.js';

/** The player fields a roster row shows. */
interface RosterPlayer {
  readonly name?: string | null;
  readonly role?: string | null;
  readonly pronouns?: string | null;
}

/** Row animation: each row slides in after the last, when the shell starts the overlay's animations. */
const PANEL_CSS = `
.overlay-content[data-started="true"][data-animate="true"] .roster-row {
  animation: roster-row-in 450ms cubic-bezier(0.2, 0.8, 0.2, 1) both;
}
.overlay-content[data-started="true"][data-animate="true"] .roster-team {
  animation: roster-team-in 550ms cubic-bezier(0.2, 0.8, 0.2, 1) both;
}
@keyframes roster-row-in { from { opacity: 0; transform: translateX(-24px); } to { opacity: 1; transform: none; } }
@keyframes roster-team-in { from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; } }
`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One roster line: the badge, the name and pronouns, the role. Repaints only when its record changes. */
const RosterRow = memo(function RosterRow({
  player,
  position,
  colors,
  options,
  staff,
}: {
  readonly player: RosterPlayer & ThingRecord;
  readonly position: number;
  readonly colors: OverlayColors;
  readonly options: RostersOptions;
  readonly staff: boolean;
}) {
  const role = text(player.role);
  const pronouns = text(player.pronouns);
  return (
    <div
      className="roster-row"
      data-testid={staff ? 'roster-staff' : 'roster-player'}
      data-player={player.id}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        flex: '0 1 72px',
        minHeight: 40,
        padding: '0 24px',
        borderTop: `1px solid color-mix(in srgb, ${colors.text} 18%, transparent)`,
        animationDelay: `${200 + position * 70}ms`,
      }}
    >
      {options.badges && colors.logoUrl ? (
        <img
          data-testid="roster-badge"
          src={colors.logoUrl}
          alt=""
          style={{ height: 36, width: 36, objectFit: 'contain', flex: 'none' }}
        />
      ) : null}
      <div
        style={{ display: 'flex', alignItems: 'baseline', gap: 12, flex: '1 1 auto', minWidth: 0 }}
      >
        <FitText
          testId="roster-player-name"
          text={text(player.name)}
          style={{ fontSize: staff ? 28 : 34, fontWeight: 700, flex: '0 1 auto' }}
        />
        {pronouns ? (
          <span
            data-testid="roster-pronouns"
            style={{ fontSize: 20, opacity: 0.8, whiteSpace: 'nowrap', flex: 'none' }}
          >
            {pronouns}
          </span>
        ) : null}
      </div>
      {options.roles && role ? (
        <div
          data-testid="roster-role"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            flex: 'none',
            fontSize: 20,
            fontWeight: 600,
            textTransform: 'uppercase',
            letterSpacing: 1,
          }}
        >
          <RoleIcon role={role} size={26} />
          <span>{role}</span>
        </div>
      ) : null}
    </div>
  );
});

/** The records behind a list of ids once every one has arrived (missing ones dropped); null while loading. */
function useLoaded(list: readonly string[]): (RosterPlayer & ThingRecord)[] | null {
  const entries = useThings<RosterPlayer & ThingRecord>(list);
  if (entries.some(isThingLoading)) return null;
  return entries.filter((entry) => isThingReady(entry));
}

/** One team's roster on its own theme: logo and name, the players (sorted with `sort`), the staff with `staff`. */
function TeamRoster({
  team,
  side,
  options,
  roleOrder,
}: {
  readonly team: LiveTeam;
  readonly side: 0 | 1;
  readonly options: RostersOptions;
  readonly roleOrder: readonly string[];
}) {
  const colors = useTeamColors(team);
  const players = useLoaded(ids(team.record['players']));
  const staff = useLoaded(options.staff ? ids(team.record['staff']) : []);
  if (!colors.ready || players === null || staff === null) return null;
  const shown = options.sort ? orderRoster(players, roleOrder) : players;
  return (
    <TeamCard
      team={team}
      side={side}
      colors={colors}
      mirror
      className="roster-team"
      testId="roster-team"
      nameTestId="roster-team-name"
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        {shown.length === 0 ? (
          <div style={{ padding: '16px 24px', fontSize: 28, opacity: 0.8 }}>
            {ROSTERS_TEXT.noPlayers}
          </div>
        ) : null}
        {shown.map((player, index) => (
          <RosterRow
            key={player.id}
            player={player}
            position={index}
            colors={colors}
            options={options}
            staff={false}
          />
        ))}
      </div>
      {staff.length > 0 ? (
        <div
          data-testid="roster-staff-list"
          style={{
            display: 'flex',
            flexDirection: 'column',
            flex: 'none',
            background: `color-mix(in srgb, ${colors.text} 8%, transparent)`,
          }}
        >
          <div
            style={{
              padding: '8px 24px',
              fontSize: 18,
              fontWeight: 700,
              letterSpacing: 2,
              textTransform: 'uppercase',
              opacity: 0.85,
            }}
          >
            {ROSTERS_TEXT.staff}
          </div>
          {staff.map((person, index) => (
            <RosterRow
              key={person.id}
              player={person}
              position={shown.length + index}
              colors={colors}
              options={options}
              staff
            />
          ))}
        </div>
      ) : null}
    </TeamCard>
  );
}

/** The event the panel is titled with: the broadcast's highlight_event, else the live match's event. */
function PanelHeading({ eventId }: { readonly eventId: string | null }) {
  const event = useThing(eventId);
  const colors = useOverlayColors(isThingReady(event) ? (ids(event['theme'])[0] ?? null) : null);
  if (!isThingReady(event) || !colors.ready) return null;
  return (
    <div
      data-testid="rosters-heading"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        alignSelf: 'center',
        maxWidth: '100%',
        boxSizing: 'border-box',
        padding: '10px 28px',
        background: colors.background,
        color: colors.text,
        borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      {colors.logoUrl ? (
        <img src={colors.logoUrl} alt="" style={{ height: 48, flex: 'none' }} />
      ) : null}
      <FitText
        text={`${text(event['name'])} · ${ROSTERS_TEXT.heading}`}
        style={{ fontSize: 30, fontWeight: 800, textTransform: 'uppercase', letterSpacing: 1 }}
      />
    </div>
  );
}

/**
 * Both live-match teams' rosters side by side (OVERLAYS §1 rosters; the gfx overlay's Rosters item), each on its
 * team's theme, filling its parent box. `options` are the rosters options (roles, sort, staff, badge / badges,
 * split); without them the page's query is read. Renders nothing until the live match, the themes and the
 * players have arrived; each team repaints alone when its roster changes.
 */
export function RostersPanel(props: { readonly options?: URLSearchParams }) {
  const overlay = useOverlay();
  const { match, loading } = useLiveMatch();
  const options = parseRostersOptions(props.options ?? overlay.options.params);
  if (loading || !match) return null;
  const eventRecord = match.record['event'];
  const matchEvent = Array.isArray(eventRecord)
    ? ((eventRecord[0] as { id?: string } | undefined)?.id ?? null)
    : null;
  const eventId = ids(overlay.broadcast['highlight_event'])[0] ?? matchEvent;
  const game = text(match.record['game']) || text(overlay.event?.['game']) || null;
  const roleOrder = getGameProfile(game).heroRoles;
  return (
    <div
      data-testid="rosters-panel"
      data-split={options.split}
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 24,
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      <style>{PANEL_CSS}</style>
      <PanelHeading eventId={eventId} />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 48,
          flex: '0 1 auto',
          minHeight: 0,
        }}
      >
        {match.teams.map((team, side) => (
          <div
            key={side}
            style={{
              flex: options.split ? '0 0 30%' : '1 1 0',
              minWidth: 0,
              maxHeight: '100%',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {team ? (
              <TeamRoster
                key={team.id}
                team={team}
                side={side as 0 | 1}
                options={options}
                roleOrder={roleOrder}
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
