import { useMemo } from 'react';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import type { CamLinkSettings } from './build-cam-link.js';
import { CamsDesk } from './cams-desk.js';
import { CamsFull } from './cams-full.js';
import { CamsIngame } from './cams-ingame.js';
import { CamsPov } from './cams-pov.js';
import { mergeCamParams } from './merge-cam-params.js';
import { parseCamsOptions } from './parse-cams-options.js';
import { resolveRelayPrefix, type CamsVariant } from './resolve-relay-prefix.js';

const VARIANTS: readonly CamsVariant[] = ['desk', 'ingame', 'pov', 'full'];

/** The cams' entrance (restarts with the shell's re-mount on activation); off with noAnimate. */
const CAMS_CSS = `
.cams-in { animation: cams-in 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.cams-still .cams-in { animation: none; }
.cams-still * { transition: none !important; }
@keyframes cams-in { from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; } }
`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * cams (OVERLAYS §1): the wrapper of the camera overlays. It reads the camera link parameters (the `params`
 * option, then the broadcast's cams_default_params, else 'cover, na, animate=0') and the relay prefix, and passes
 * them to its child route: cams/desk, cams/ingame, cams/pov or cams/full. The plain route shows nothing.
 * Cam codes and the link settings are crew-only (RULES (h)): open the overlays with the `token` option.
 */
export function CamsOverlay({ variant }: OverlayComponentProps) {
  const { broadcast, options } = useOverlay();
  const camsOptions = useMemo(() => parseCamsOptions(options.params), [options.params]);
  const route = VARIANTS.find((v) => v === variant) ?? null;
  const params = mergeCamParams(camsOptions.params, text(broadcast['cams_default_params']));
  const relayPrefix = route
    ? resolveRelayPrefix(camsOptions.relay, text(broadcast['cams_relay_prefix']), route)
    : null;
  const settings = useMemo<CamLinkSettings>(() => ({ params, relayPrefix }), [params, relayPrefix]);
  return (
    <div
      data-testid="cams-overlay"
      data-variant={route ?? 'wrapper'}
      className={options.noAnimate ? 'cams-still' : undefined}
      style={{ position: 'absolute', inset: 0 }}
    >
      <style>{CAMS_CSS}</style>
      {route === 'desk' ? <CamsDesk settings={settings} /> : null}
      {route === 'ingame' ? <CamsIngame settings={settings} /> : null}
      {route === 'pov' ? <CamsPov settings={settings} options={camsOptions} /> : null}
      {route === 'full' ? <CamsFull settings={settings} options={camsOptions} /> : null}
    </div>
  );
}
