import { useMemo } from 'react';
import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { useOverlay } from '../shell/overlay-context.js';
import type { LiveTeam } from '../shell/live-match.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import type { CamLinkSettings } from './build-cam-link.js';
import { pickTeamCams } from './pick-team-cams.js';
import { toCamPerson, type CamPerson, type CamPlayerRecord } from './to-cam-person.js';

export const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const side = (team: LiveTeam | null, people: CamPerson[]): CamSide => ({
  team,
  themeId: team?.themeId ?? null,
  people,
});

/** One side of the live match with its player cams. */
export interface CamSide {
  readonly team: LiveTeam | null;
  /** The team's theme record id (null without a team or theme). */
  readonly themeId: string | null;
  readonly people: readonly CamPerson[];
}

export interface TeamCams {
  /** The live match or a player is still loading: render nothing yet. */
  readonly loading: boolean;
  readonly sides: readonly [CamSide, CamSide];
  /** Every player read so far, by id (pov: names and cams of players outside the slots). */
  readonly players: ReadonlyMap<string, CamPlayerRecord>;
  /** The reads carried no crew-only fields (no ?token=): no camera link can be built. */
  readonly hidden: boolean;
}

/**
 * The player cams of both sides (pickTeamCams over the broadcast's slots and the live teams' players), read live;
 * `extraIds` are read too (pov: the client's cams and a `player` id).
 */
export function useTeamCams(settings: CamLinkSettings, extraIds: readonly string[] = []): TeamCams {
  const { broadcast } = useOverlay();
  const { match, loading: matchLoading } = useLiveMatch();
  const slots = [
    ids(broadcast['team_1_player_cams']),
    ids(broadcast['team_2_player_cams']),
  ] as const;
  const rosters = [
    ids(match?.teams[0]?.record['players']),
    ids(match?.teams[1]?.record['players']),
  ] as const;
  const wanted = [
    ...new Set([...slots[0], ...slots[1], ...rosters[0], ...rosters[1], ...extraIds]),
  ];
  const records = useThings<CamPlayerRecord>(wanted);
  const loading = matchLoading || records.some((entry) => isThingLoading(entry));
  const { params, relayPrefix } = settings;
  return useMemo(() => {
    const players = new Map<string, CamPlayerRecord>();
    for (const entry of records) if (isThingReady(entry)) players.set(entry.id, entry);
    const picked = pickTeamCams({
      slots,
      teams: [
        match?.teams[0] ? { players: rosters[0] } : null,
        match?.teams[1] ? { players: rosters[1] } : null,
      ],
      flipped: match?.flipped ?? false,
      useCam: (id) => players.get(id)?.use_cam === true,
    });
    const people = (list: string[]) =>
      list.flatMap((id) => {
        const player = players.get(id);
        return player ? [toCamPerson(player, { params, relayPrefix })] : [];
      });
    const sides = [
      side(match?.teams[0] ?? null, people(picked[0])),
      side(match?.teams[1] ?? null, people(picked[1])),
    ] as const;
    const all = [...players.values()];
    const hidden =
      all.length > 0 && all.every((p) => !Object.prototype.hasOwnProperty.call(p, 'cam_code'));
    return { loading, sides, players, hidden };
    // The lists are keyed by their content (records change identity on every update of one of them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [records, match, loading, params, relayPrefix, slots.join('|'), rosters.join('|')]);
}
