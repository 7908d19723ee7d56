import { getImageUrl } from '../../../lib/images/image-url.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { useOverlay } from '../../shell/overlay-context.js';
import { BREAK_TEXT } from '../break-text.js';
import { ids } from '../link-ids.js';

/** Image slide (RULES (f)): break_image filling the slide area, else the event logo centred on the theme. */
export function ImageSlide() {
  const { broadcast, colors } = useOverlay();
  const attachment = useThing<{ readonly fileExtension?: string }>(
    ids(broadcast['break_image'])[0] ?? null,
  );
  if (isThingReady(attachment) && typeof attachment.fileExtension === 'string') {
    return (
      <img
        data-testid="break-slide-image"
        src={getImageUrl({ id: attachment.__id, fileExtension: attachment.fileExtension })}
        alt={BREAK_TEXT.breakImageAlt}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
        }}
      />
    );
  }
  if (!colors.logoUrl) return null;
  return (
    <div
      data-testid="break-slide-image"
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: colors.background,
      }}
    >
      <img src={colors.logoUrl} alt={colors.name} style={{ maxHeight: '70%', maxWidth: '70%' }} />
    </div>
  );
}
