/** Preview and program scene of one transmitter (OBS); null when OBS reports none. */
export interface TallyScenes {
  readonly preview: string | null;
  readonly program: string | null;
}

/**
 * A person a scene can show (RULES (j)): the Replay Producer, the Observer Director, or the N-th Observer
 * relationship on the live match (`observer-1`, `observer-2`, …; 1-based, in relationship order).
 */
export type TallyPerson = 'replay_producer' | 'observer_director' | `observer-${number}`;

/** A person on air (`live`) or in a preview (`preview`). */
export type TallyLight = 'live' | 'preview';

/** What the tally is computed from: the tally producers' latest scenes and the picture-in-picture observers. */
export interface TallyInput {
  /** The Producer's transmitter, or null while none reported. */
  readonly producer: TallyScenes | null;
  /** The Observer Director's transmitter, or null while none reported. */
  readonly director: TallyScenes | null;
  /** Observer numbers (1-based) announced in picture-in-picture (pip_announce) right now. */
  readonly pip: readonly number[];
}

/** One person's light. */
export interface TallyEntry {
  readonly person: TallyPerson;
  readonly state: TallyLight;
}
