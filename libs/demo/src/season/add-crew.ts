import type { PlayerRecord } from '@castline/contracts';
import { addPlayer } from './add-player.js';
import type { SeasonContext } from './season-context.js';

/** The demo's staff and production crew, as players without a team. */
export interface DemoCrew {
  readonly organiser: PlayerRecord;
  readonly staff: PlayerRecord;
  readonly producer: PlayerRecord;
  readonly caster1: PlayerRecord;
  readonly caster2: PlayerRecord;
  readonly observer: PlayerRecord;
}

/** Readable crew names, so a demo login shows who it is. */
export const CREW_NAMES: Readonly<Record<keyof DemoCrew, string>> = {
  organiser: 'Olivia Organiser',
  staff: 'Sam Staff',
  producer: 'Priya Producer',
  caster1: 'Casey Caster',
  caster2: 'Cameron Caster',
  observer: 'Oscar Observer',
};

/** Creates the crew players (organiser, event staff, producer, two casters, observer; public-site §1 crew roles). */
export function addCrew(ctx: SeasonContext): DemoCrew {
  const make = (key: keyof DemoCrew): PlayerRecord =>
    addPlayer(ctx, { name: CREW_NAMES[key], role: null, game: 'Overwatch' });
  return {
    organiser: make('organiser'),
    staff: make('staff'),
    producer: make('producer'),
    caster1: make('caster1'),
    caster2: make('caster2'),
    observer: make('observer'),
  };
}
