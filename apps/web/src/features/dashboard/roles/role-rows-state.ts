import { MATCH_STAFF_ROLE_NAMES, type SetPlayerRelationshipsBody } from '@castline/contracts';
import { getRoleRowCount, isRoleRowRemovable } from '@castline/domain';

/** A staff role assignable to a match (broadcast §6; the keys of set-player-relationships roles). */
export type RoleName = keyof SetPlayerRelationshipsBody['roles'];
export type CamTeam = 1 | 2;

/** The roles in the order the module shows them (broadcast §6). */
export const ROLE_NAMES = MATCH_STAFF_ROLE_NAMES satisfies readonly RoleName[];

const isRoleName = (value: unknown): value is RoleName =>
  (ROLE_NAMES as readonly unknown[]).includes(value);

/** Each role's rows: the chosen player id, or null for an empty row. */
export type RoleRows = Readonly<Record<RoleName, readonly (string | null)[]>>;
/** Client id → the teams whose camera buttons it gets. */
export type ClientCams = Readonly<Record<string, readonly CamTeam[]>>;

export interface RolesDraft {
  readonly rows: RoleRows;
  readonly cams: ClientCams;
}

/** A match relationship as the module reads it. */
export interface RoleRelationship {
  readonly singular_name?: string | null;
  readonly player?: readonly string[] | null;
  readonly clients?: readonly string[] | null;
  readonly client_cams?: readonly string[] | null;
}

const pad = (role: RoleName, players: readonly string[]): (string | null)[] => {
  const rows: (string | null)[] = [...players];
  while (rows.length < getRoleRowCount(role, players.length)) rows.push(null);
  return rows;
};

/**
 * The module's starting state from the live match's relationships (in their order): each role's players, padded
 * to its row count (broadcast §4: at least the selected count, the role default and 1), and the observers' camera
 * buttons (client → 'Team 1' / 'Team 2').
 */
export function createRolesDraft(relationships: readonly RoleRelationship[]): RolesDraft {
  const players = Object.fromEntries(ROLE_NAMES.map((role) => [role, [] as string[]])) as Record<
    RoleName,
    string[]
  >;
  const cams: Record<string, CamTeam[]> = {};
  for (const r of relationships) {
    const role = r.singular_name;
    const player = r.player?.[0];
    if (!isRoleName(role) || !player) continue;
    if (!players[role].includes(player)) players[role].push(player);
    const client = r.clients?.[0];
    if (role === 'Observer' && client) {
      const teams = ([1, 2] as const).filter((n) => r.client_cams?.includes(`Team ${n}`));
      cams[client] = teams;
    }
  }
  const rows = {} as Record<RoleName, (string | null)[]>;
  for (const role of ROLE_NAMES) rows[role] = pad(role, players[role]);
  return { rows, cams };
}

/** Chooses (or empties, with null) one row; a player chosen in another row of the role leaves that row. */
export function setRoleRow(
  rows: RoleRows,
  role: RoleName,
  index: number,
  player: string | null,
): RoleRows {
  const next = rows[role].map((value, i) =>
    i === index ? player : value !== null && value === player ? null : value,
  );
  return { ...rows, [role]: next };
}

/** One more (empty) row for a role. */
export function addRoleRow(rows: RoleRows, role: RoleName): RoleRows {
  return { ...rows, [role]: [...rows[role], null] };
}

/**
 * Removes a row (broadcast §5: only extra rows have a removal button, so a role never goes below its default or
 * one row); a row that may not be removed leaves the rows as they are.
 */
export function removeRoleRow(rows: RoleRows, role: RoleName, index: number): RoleRows {
  if (!isRoleRowRemovable(role, index) || index >= rows[role].length) return rows;
  return { ...rows, [role]: rows[role].filter((_, i) => i !== index) };
}

/** Gives or takes a client's camera buttons for one team. */
export function toggleClientCam(cams: ClientCams, client: string, team: CamTeam): ClientCams {
  const current = cams[client] ?? [];
  const next = current.includes(team)
    ? current.filter((t) => t !== team)
    : ([1, 2] as const).filter((t) => t === team || current.includes(t));
  return { ...cams, [client]: next };
}

/** The players chosen for a role, in row order. */
export const chosenPlayers = (rows: RoleRows, role: RoleName): string[] =>
  rows[role].filter((p): p is string => p !== null);

/**
 * The set-player-relationships body (broadcast §7, RULES (a)): every role with exactly its chosen players (so a
 * cleared row removes that relationship from the match), and the camera buttons of the clients of the chosen
 * observers (`observerClient`: the client an observer's buttons go to, null without one); an empty list clears
 * them.
 */
export function toRolesBody(
  matchID: string,
  draft: RolesDraft,
  observerClient: (player: string) => string | null,
  broadcast?: string,
): SetPlayerRelationshipsBody {
  const roles = Object.fromEntries(
    ROLE_NAMES.map((role) => [role, chosenPlayers(draft.rows, role)]),
  );
  const clientCams: Record<string, CamTeam[]> = {};
  for (const player of chosenPlayers(draft.rows, 'Observer')) {
    const client = observerClient(player);
    if (client) clientCams[client] = [...(draft.cams[client] ?? [])];
  }
  return {
    matchID,
    ...(broadcast ? { broadcast } : {}),
    roles,
    clientCams,
  };
}

/** A stable text of a draft (to tell an edited draft from the server's state). */
export const rolesSignature = (draft: RolesDraft): string =>
  JSON.stringify([
    ROLE_NAMES.map((role) => chosenPlayers(draft.rows, role)),
    Object.entries(draft.cams).sort(([a], [b]) => a.localeCompare(b)),
  ]);
