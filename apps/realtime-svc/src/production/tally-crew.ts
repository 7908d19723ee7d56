import type { TallyEntry as TallyEntryWire } from '@castline/contracts';
import type { TallyEntry, TallyPerson } from '@castline/domain';

/** One player relationship on the live match, in the match's relationship order. */
export interface CrewRelationship {
  /** singular_name: 'Producer', 'Observer', 'Observer Director', 'Replay Producer', … */
  readonly role: string;
  readonly player: string | null;
}

/** The tally role of a transmitter's user (RULES (j) "Tally producer"), or null when they are none. */
export function tallyRoleOf(
  crew: readonly CrewRelationship[],
  playerId: string,
): 'producer' | 'director' | null {
  const roles = crew.filter((r) => r.player === playerId).map((r) => r.role);
  if (roles.includes('Producer')) return 'producer';
  if (roles.includes('Observer Director')) return 'director';
  return null;
}

/** The player a tally person stands for on the live match (null when nobody holds that relationship). */
export function playerOfPerson(
  crew: readonly CrewRelationship[],
  person: TallyPerson,
): string | null {
  if (person === 'replay_producer') return firstOf(crew, 'Replay Producer');
  if (person === 'observer_director') return firstOf(crew, 'Observer Director');
  const n = Number(person.slice('observer-'.length));
  return crew.filter((r) => r.role === 'Observer')[n - 1]?.player ?? null;
}

/** The tally as prod_preview_program_change carries it: each person with their player. */
export function toTallyWire(
  crew: readonly CrewRelationship[],
  entries: readonly TallyEntry[],
): TallyEntryWire[] {
  return entries.map((e) => ({
    person: e.person,
    player: playerOfPerson(crew, e.person),
    state: e.state,
  }));
}

function firstOf(crew: readonly CrewRelationship[], role: string): string | null {
  return crew.find((r) => r.role === role)?.player ?? null;
}
