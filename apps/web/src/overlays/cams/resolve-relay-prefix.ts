import type { CamsRelayOption } from './parse-cams-options.js';

/** The cam overlay routes (the sub-route the shell passes as variant). */
export type CamsVariant = 'desk' | 'ingame' | 'pov' | 'full';

/**
 * The relay prefix a cam overlay's links go through (OVERLAYS §1: desk, ingame and full read the broadcast's
 * cams_relay_prefix; pov has a `relay` option): `relay=false` never relays, `relay=https://…` uses that prefix,
 * `relay` uses the broadcast's. Without the option, pov links go direct (an observer feed sits beside the
 * player) and the other routes use the broadcast's prefix when it has one. Null: no relay.
 */
export function resolveRelayPrefix(
  option: CamsRelayOption,
  broadcastPrefix: string | null | undefined,
  variant: CamsVariant,
): string | null {
  const own = broadcastPrefix?.trim() || null;
  switch (option.mode) {
    case 'off':
      return null;
    case 'prefix':
      return option.prefix;
    case 'on':
      return own;
    case 'default':
      return variant === 'pov' ? null : own;
  }
}
