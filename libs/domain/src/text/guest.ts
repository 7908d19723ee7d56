/** A desk guest (broadcast spec §3 Guest). Empty optional parts are null. */
export interface Guest {
  readonly name: string;
  readonly avatar: string | null;
  readonly webcam: string | null;
  readonly twitter: string | null;
  readonly pronouns: string | null;
}

/** The guest editor columns, in table order (broadcast spec §2 Desk guest editor). */
export const GUEST_FIELDS = ['name', 'avatar', 'webcam', 'twitter', 'pronouns'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

/** A row of the guest editor as typed: any part may be empty. */
export type GuestInput = { readonly [K in GuestField]?: string | null };

/** Guest editor messages, verbatim from broadcast spec §5. */
export const GUEST_VALIDATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameNotDistinguishable: 'Name must be distinguishable from other inputs',
  avatarInvalid: 'Avatars must be valid links',
  webcamInvalid: 'Webcams must be valid VDO.Ninja view links',
  twitterInvalid: 'Twitter handles must start with @',
  pronounsInvalid: 'Pronouns must contain "/"',
} as const;

/** The separator written between the parts of one manual_guests line (parsing also accepts '|'). */
export const MANUAL_GUEST_PART_SEPARATOR = ', ';
