import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import type { DashboardData } from '../hooks/use-dashboard-data.js';
import type { RoleRelationship } from './role-rows-state.js';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

interface PlayerEntry {
  readonly id: string;
  readonly name?: string | null;
  /** Crew-only (RULES (h) C): a production user's read carries it. */
  readonly clients?: readonly string[] | null;
}

export interface RoleChoice {
  readonly id: string;
  readonly name: string;
  /** Whether the player already has a relationship on the live match. */
  readonly onMatch: boolean;
}

export interface RoleChoices {
  /** The live match's relationships, in their order (loaded ones). */
  readonly relationships: readonly (RoleRelationship & { readonly id: string })[];
  readonly loading: boolean;
  /** Everyone the picker offers, the match's crew first, each group by name. */
  readonly players: readonly RoleChoice[];
  readonly nameOf: (player: string) => string;
  /** The client whose camera buttons an observer gets (null when the player has none). */
  readonly observerClient: (player: string) => string | null;
  readonly clientName: (client: string) => string | null;
}

const byName = (a: RoleChoice, b: RoleChoice) => a.name.localeCompare(b.name);

/**
 * Who the role pickers offer (our choice; the spec names no list): the players of the live match's relationships
 * (any role), then the crew the production knows: the event's staff and casters, the players of the event's
 * relationships, the production client's staff and the broadcast's player guests. Names come from the player
 * records; an observer's client from the player's crew-only `clients` (the client an existing Observer
 * relationship names first, else the player's first client).
 */
export function useRoleChoices(data: DashboardData): RoleChoices {
  const matchRelationshipIds = links(data.liveMatch?.player_relationships);
  const relationshipEntries = useThings<RoleRelationship & { id: string }>(matchRelationshipIds);
  const eventRelationshipEntries = useThings<RoleRelationship & { id: string }>(
    links(data.event?.player_relationships),
  );
  const relationships = readyThings(relationshipEntries);
  const matchPlayers = relationships.flatMap((r) => links(r.player).slice(0, 1));
  const crewPlayers = [
    ...links(data.event?.staff),
    ...links(data.event?.casters),
    ...readyThings(eventRelationshipEntries).flatMap((r) => links(r.player).slice(0, 1)),
    ...links(data.client?.staff),
    ...links(data.broadcast?.player_guests),
  ];
  const ids = [...new Set([...matchPlayers, ...crewPlayers])];
  const playerEntries = readyThings(useThings<PlayerEntry>(ids));
  const clientIds = [...new Set(playerEntries.flatMap((p) => links(p.clients)))];
  const clientEntries = readyThings(useThings<{ id: string; name?: string | null }>(clientIds));
  const loading = relationshipEntries.some((r) => isThingLoading(r));

  const players = new Map(playerEntries.map((p) => [p.id, p]));
  const clients = new Map(clientEntries.map((c) => [c.id, c.name ?? null]));
  const onMatch = new Set(matchPlayers);
  const nameOf = (id: string) => players.get(id)?.name || id;
  const choices = ids.map((id) => ({ id, name: nameOf(id), onMatch: onMatch.has(id) }));
  const observerClient = (player: string) => {
    const owned = links(players.get(player)?.clients);
    const named = relationships
      .filter((r) => r.singular_name === 'Observer' && r.player?.[0] === player)
      .flatMap((r) => links(r.clients))
      .find((client) => owned.includes(client));
    return named ?? owned[0] ?? null;
  };
  return {
    relationships,
    loading,
    players: [
      ...choices.filter((c) => c.onMatch).sort(byName),
      ...choices.filter((c) => !c.onMatch).sort(byName),
    ],
    nameOf,
    observerClient,
    clientName: (client: string) => clients.get(client) ?? null,
  };
}
