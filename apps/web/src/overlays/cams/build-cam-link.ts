import { getCamLink, type CamPlayer } from '../../features/cams/get-cam-link.js';

/** What the cams wrapper passes to its children: the merged parameters and the relay prefix (null: direct). */
export interface CamLinkSettings {
  readonly params: string;
  readonly relayPrefix: string | null;
}

/**
 * A link through a relay prefix (our rule; the spec names the field only): a prefix ending in '=' takes the link
 * as an encoded query value (`https://relay.example/?url=` + encoded link); any other prefix is put before the
 * link as it is (`https://relay.example/` + link). A blank prefix leaves the link alone.
 */
export function applyCamRelay(link: string, prefix: string | null): string {
  const trimmed = prefix?.trim() ?? '';
  if (trimmed === '') return link;
  return trimmed.endsWith('=') ? `${trimmed}${encodeURIComponent(link)}` : `${trimmed}${link}`;
}

/**
 * A cam's link for the cam overlays: getCamLink (the VDO.Ninja view link of a cam code, or the code's own link)
 * with the wrapper's parameters, then through the relay prefix. Null without a cam code.
 */
export function buildCamLink(player: CamPlayer, settings: CamLinkSettings): string | null {
  const link = getCamLink(player, { cams_default_params: settings.params });
  return link === null ? null : applyCamRelay(link, settings.relayPrefix);
}
