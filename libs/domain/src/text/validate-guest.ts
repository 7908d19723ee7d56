import { GUEST_VALIDATION_MESSAGES, type GuestField, type GuestInput } from './guest.js';
import { parseManualGuest } from './parse-manual-guest.js';

export interface GuestValidation {
  readonly valid: boolean;
  /** One message per invalid field, texts from GUEST_VALIDATION_MESSAGES. */
  readonly errors: Partial<Record<GuestField, string>>;
}

function isHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** True when the value, read back alone as a manual_guests line, lands in the same field unchanged. */
function survivesParsing(field: GuestField, value: string): boolean {
  return parseManualGuest(value)[field] === value;
}

/**
 * Guest editor checks with the spec's exact messages (broadcast spec §5; RULES (a) update-broadcast manualGuests):
 * name required and unchanged by line parsing; avatar an http(s) link; webcam a VDO.Ninja link with a view=
 * parameter; Twitter handle starting with '@'; pronouns containing '/'. Each part must also read back into its
 * own field once written to the manual_guests line (e.g. no ',' or '|'). Values are trimmed; empty optional parts pass.
 */
export function validateGuest(guest: GuestInput): GuestValidation {
  const errors: Partial<Record<GuestField, string>> = {};
  const name = (guest.name ?? '').trim();
  const avatar = (guest.avatar ?? '').trim();
  const webcam = (guest.webcam ?? '').trim();
  const twitter = (guest.twitter ?? '').trim();
  const pronouns = (guest.pronouns ?? '').trim();

  if (name === '') errors.name = GUEST_VALIDATION_MESSAGES.nameRequired;
  else if (!survivesParsing('name', name))
    errors.name = GUEST_VALIDATION_MESSAGES.nameNotDistinguishable;

  if (avatar !== '' && (!isHttpUrl(avatar) || !survivesParsing('avatar', avatar))) {
    errors.avatar = GUEST_VALIDATION_MESSAGES.avatarInvalid;
  }

  if (webcam !== '') {
    const url = isHttpUrl(webcam);
    const isVdoNinja =
      url !== null &&
      (url.hostname === 'vdo.ninja' || url.hostname.endsWith('.vdo.ninja')) &&
      (url.searchParams.get('view') ?? '') !== '';
    if (!isVdoNinja || !survivesParsing('webcam', webcam)) {
      errors.webcam = GUEST_VALIDATION_MESSAGES.webcamInvalid;
    }
  }

  if (twitter !== '' && (twitter.length < 2 || !survivesParsing('twitter', twitter))) {
    errors.twitter = GUEST_VALIDATION_MESSAGES.twitterInvalid;
  }

  if (pronouns !== '' && !survivesParsing('pronouns', pronouns)) {
    errors.pronouns = GUEST_VALIDATION_MESSAGES.pronounsInvalid;
  }

  return { valid: Object.keys(errors).length === 0, errors };
}
