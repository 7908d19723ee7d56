import { buildCamLink, type CamLinkSettings } from './build-cam-link.js';

/** The player fields a cam reads (cam_code and use_cam are crew-only, RULES (h)). */
export interface CamPlayerRecord {
  readonly id: string;
  readonly name?: string | null;
  readonly cam_code?: string | null;
  readonly use_cam?: boolean | null;
  readonly pronouns?: string | null;
}

/** One cam as the overlays paint it. */
export interface CamPerson {
  readonly id: string;
  readonly name: string;
  /** The camera link (VDO.Ninja, with parameters and relay); null without a cam code. */
  readonly link: string | null;
  /** The read carried no cam_code at all: a public read, the crew-only fields hidden (RULES (h) C). */
  readonly hidden: boolean;
  readonly twitter: string | null;
  readonly pronouns: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A player as a cam: their name and camera link. A crew read always carries the cam_code field (null when
 * unset); a public read never does, so its absence means the overlay was opened without a crew token.
 */
export function toCamPerson(player: CamPlayerRecord, settings: CamLinkSettings): CamPerson {
  const hidden = !Object.prototype.hasOwnProperty.call(player, 'cam_code');
  return {
    id: player.id,
    name: text(player.name) ?? '',
    link: hidden ? null : buildCamLink(player, settings),
    hidden,
    twitter: null,
    pronouns: text(player.pronouns),
  };
}
