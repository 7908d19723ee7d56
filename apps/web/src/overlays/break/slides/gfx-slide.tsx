import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { useOverlay } from '../../shell/overlay-context.js';
import { SlideFrame } from './slide-frame.js';

interface GfxRecordView {
  readonly name?: string | null;
  readonly title?: string | null;
  readonly data?: string | null;
}

/** A break_gfx item as a slide: its heading and text on the theme (until the gfx item view exists). */
export function GfxSlide({ itemId }: { readonly itemId: string }) {
  const { colors } = useOverlay();
  const item = useThing<GfxRecordView>(itemId);
  if (!isThingReady(item)) return null;
  return (
    <SlideFrame colors={colors} heading={item.title ?? item.name ?? ''} testId="break-slide-gfx">
      <div style={{ fontSize: 44, fontWeight: 600, whiteSpace: 'pre-wrap', lineHeight: 1.3 }}>
        {item.data ?? ''}
      </div>
    </SlideFrame>
  );
}
