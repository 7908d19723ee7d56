import { useOverlay } from '../shell/overlay-context.js';
import { ThemedPanel } from '../shell/themed-panel.js';

/**
 * custom (OVERLAYS §1): an empty themed frame with the shell title and subtitle, as a lower third (anchored to the
 * top edge with the broadcast shell's `top` option). With neither option it is the bare themed frame.
 */
export function CustomOverlay() {
  const { options, colors } = useOverlay();
  return (
    <div
      data-testid="custom-position"
      style={{
        position: 'absolute',
        left: 96,
        right: 96,
        ...(options.top ? { top: 96 } : { bottom: 96 }),
        display: 'flex',
      }}
    >
      <ThemedPanel colors={colors} testId="custom-overlay">
        <div
          data-testid="custom-title"
          style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1, minHeight: 70 }}
        >
          {options.title ?? ''}
        </div>
        {options.subtitle ? (
          <div
            data-testid="custom-subtitle"
            style={{ fontSize: 32, fontWeight: 500, opacity: 0.9 }}
          >
            {options.subtitle}
          </div>
        ) : null}
      </ThemedPanel>
    </div>
  );
}
