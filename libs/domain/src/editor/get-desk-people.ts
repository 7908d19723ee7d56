import { parseManualGuests } from '../text/index.js';
import type { Guest } from '../text/index.js';

/** A person at the desk: a Player (player guest or caster) or a parsed manual guest line. */
export type DeskPerson<P> =
  | { readonly kind: 'player'; readonly player: P }
  | { readonly kind: 'guest'; readonly guest: Guest };

/** The sources of the desk people. */
export interface DeskPeopleInput<P> {
  /** The broadcast's player_guests, in order. */
  readonly playerGuests: readonly P[];
  /** The broadcast's manual_guests text (one guest per line). */
  readonly manualGuests: string | null | undefined;
  /** The live match's casters, in order. */
  readonly casters: readonly P[];
}

/**
 * RULES.md (g) desk people rule: the broadcast's player_guests, then the parsed manual_guests; if that list is
 * empty, the live match's casters in order.
 */
export function getDeskPeople<P>(input: DeskPeopleInput<P>): DeskPerson<P>[] {
  const people: DeskPerson<P>[] = [
    ...input.playerGuests.map((player): DeskPerson<P> => ({ kind: 'player', player })),
    ...parseManualGuests(input.manualGuests).map((guest): DeskPerson<P> => ({
      kind: 'guest',
      guest,
    })),
  ];
  if (people.length > 0) return people;
  return input.casters.map((player): DeskPerson<P> => ({ kind: 'player', player }));
}
