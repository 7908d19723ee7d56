import { parseManualGuests } from '@castline/domain';
import { getCamLink } from '../../features/cams/get-cam-link.js';

/** A player as the desk reads it (a player guest or a caster of the live match). */
export interface DeskPlayerInput {
  readonly id: string;
  readonly name: string | null;
  readonly pronouns: string | null;
  /** The headshot's image URL, null without one. */
  readonly avatarUrl: string | null;
  /** The player's cam code (crew-only: null on a read without a token). */
  readonly camCode: string | null;
}

/** One person of the desk row. */
export interface DeskPerson {
  /** Stable key: the player id, or `guest-{line}` for a manual guest. */
  readonly key: string;
  readonly name: string;
  readonly pronouns: string | null;
  readonly twitter: string | null;
  readonly avatar: string | null;
  /** The cam's link (an OBS-ready VDO.Ninja view link with the broadcast's camera parameters), null without one. */
  readonly webcam: string | null;
}

export interface DeskPeopleInput {
  readonly playerGuests: readonly DeskPlayerInput[];
  readonly manualGuests: string | null | undefined;
  readonly casters: readonly DeskPlayerInput[];
  /** The broadcast's cams_default_params (null: 'cover, na, animate=0'). */
  readonly camParams: string | null | undefined;
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

function fromPlayer(player: DeskPlayerInput, camParams: string | null | undefined): DeskPerson {
  return {
    key: player.id,
    name: clean(player.name) ?? '',
    pronouns: clean(player.pronouns),
    twitter: null,
    avatar: clean(player.avatarUrl),
    webcam: getCamLink({ cam_code: player.camCode }, { cams_default_params: camParams }),
  };
}

/**
 * RULES (g) desk people: the broadcast's player_guests, then the parsed manual_guests (one per line: @ handle,
 * view= webcam, http avatar, / pronouns, else the name); when that list is empty, the live match's casters in
 * order. A guest without a name is left out. Webcams become OBS-ready cam links (getCamLink: the broadcast's camera
 * parameters appended unless the link has them).
 */
export function getDeskPeople(input: DeskPeopleInput): DeskPerson[] {
  const guests: DeskPerson[] = input.playerGuests.map((p) => fromPlayer(p, input.camParams));
  parseManualGuests(input.manualGuests).forEach((guest, index) => {
    const name = clean(guest.name);
    if (name === null) return;
    guests.push({
      key: `guest-${index + 1}`,
      name,
      pronouns: clean(guest.pronouns),
      twitter: clean(guest.twitter),
      avatar: clean(guest.avatar),
      webcam: getCamLink({ cam_code: guest.webcam }, { cams_default_params: input.camParams }),
    });
  });
  const people = guests.filter((person) => person.name !== '');
  if (people.length > 0) return people;
  return input.casters
    .map((caster) => fromPlayer(caster, input.camParams))
    .filter((person) => person.name !== '');
}
