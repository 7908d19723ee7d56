import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { getGfxItemBox } from './gfx-item-box.js';
import { GfxItemView } from './gfx-item-view.js';
import { parseGfxOptions } from './parse-gfx-options.js';
import { readGfxItem, type GfxItemInput } from './read-gfx-item.js';

/**
 * gfx/{index} (OVERLAYS §1; /client/{key}/gfx/{index} opened from the dashboard): the GFX item at that 1-based
 * index of the active broadcast's gfx list (or the `index` / `number` option), re-pointing live when
 * update-gfx-index reorders the list or the item changes. Image and Iframe items fill the frame; the other types
 * sit in a centred box (the whole frame with `extended` / `expanded` / `full`), drawn by GfxItemView.
 */
export function GfxOverlay({ index }: OverlayComponentProps) {
  const { broadcast, options } = useOverlay();
  const position = index ?? 1;
  const id = broadcast.gfx?.[position - 1] ?? null;
  const item = useThing<GfxItemInput>(id);
  if (!id) return <OverlayNotice>{OVERLAY_TEXT.gfxNone(position)}</OverlayNotice>;
  if (!isThingReady(item)) return null;
  const { extended } = parseGfxOptions(options.params);
  const plan = readGfxItem(item);
  const box = getGfxItemBox(plan.kind, extended);
  return (
    <div
      data-testid="gfx-overlay"
      data-gfx-type={plan.kind}
      data-gfx-index={position}
      style={{ position: 'absolute', ...box }}
    >
      <GfxItemView key={id} itemId={id} extended={extended} />
    </div>
  );
}
