import { getImageUrl } from '../../lib/images/image-url.js';
import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { useServerNow } from '../shell/use-server-clock.js';
import { BreakSideBox } from './break-side-box.js';
import { BREAK_TEXT } from './break-text.js';
import { getRotationIndex } from './get-rotation-index.js';

/** How long each sponsor shows (every break overlay of the broadcast shows the same one). */
export const SPONSOR_ROTATE_MS = 10_000;

/** Sponsor wordmarks are drawn for a light ground: each sits on a light plate, whatever the theme. */
const SPONSOR_PLATE = '#f4f5f7';

interface AttachmentView {
  readonly fileExtension?: string;
}

/** The broadcast's sponsors (attachments), one logo at a time, rotating every 10 s on the synced clock. */
export function BreakSponsors({
  sponsorIds,
  colors,
}: {
  readonly sponsorIds: readonly string[];
  readonly colors: OverlayColors;
}) {
  const sponsors = useThings<AttachmentView>(sponsorIds);
  const now = useServerNow(SPONSOR_ROTATE_MS);
  if (sponsors.some((s) => isThingLoading(s))) return null;
  const logos = sponsors
    .filter(isThingReady)
    .filter((s) => typeof s.fileExtension === 'string')
    .map((s) => getImageUrl({ id: s.__id, fileExtension: s.fileExtension ?? '' }, 'h-240'));
  const index = getRotationIndex(now, SPONSOR_ROTATE_MS, logos.length);
  if (index === null) return null;
  return (
    <BreakSideBox
      colors={colors}
      label={BREAK_TEXT.sponsorsLabel}
      labelSize={18}
      testId="break-sponsors"
    >
      <div
        key={logos[index]}
        className="break-tick-in"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 68,
          width: 300,
          background: SPONSOR_PLATE,
          borderRadius: 6,
        }}
      >
        <img
          data-testid="break-sponsor"
          src={logos[index]}
          alt={BREAK_TEXT.sponsorAlt}
          style={{ height: 60, maxWidth: 284, objectFit: 'contain' }}
        />
      </div>
    </BreakSideBox>
  );
}
