import type { Guest } from '@castline/domain';

/** One full cam: a player of full_cams, or a manual guest with a webcam link. */
export type FullCam =
  | { readonly kind: 'player'; readonly id: string }
  | { readonly kind: 'guest'; readonly guest: Guest };

/**
 * The cam cams/full shows (OVERLAYS §1, RULES (h) Broadcast full_cams "players/guests"): the list is the
 * broadcast's full_cams players in order, then its manual guests that have a webcam link; `number` / `num`
 * (default 1) picks one. Null past the end.
 */
export function pickFullCam(
  fullCams: readonly string[],
  guests: readonly Guest[],
  number: number | null,
): FullCam | null {
  const list: FullCam[] = [
    ...fullCams.map((id): FullCam => ({ kind: 'player', id })),
    ...guests.filter((guest) => guest.webcam).map((guest): FullCam => ({ kind: 'guest', guest })),
  ];
  return list[(number ?? 1) - 1] ?? null;
}
