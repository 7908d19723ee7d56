import type { CSSProperties, ReactNode } from 'react';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';

export const FILL: CSSProperties = { position: 'relative', width: '100%', height: '100%' };

const BOX_CSS = `
@keyframes gfx-box-in { from { opacity: 0; transform: translateY(3%); } to { opacity: 1; transform: none; } }
.gfx-box { animation: gfx-box-in 480ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-animate="false"] .gfx-box { animation: none; }
`;

/** A themed box centred in the item's box (Text and the notices): theme colours, accent edge, logo. */
export function GfxBox({
  children,
  testId,
}: {
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const { colors } = useOverlay();
  if (!colors.ready) return null;
  return (
    <div
      style={{
        ...FILL,
        containerType: 'size',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <style>{BOX_CSS}</style>
      <div
        className="gfx-box"
        data-testid={testId}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 'min(3cqw, 5cqh)',
          boxSizing: 'border-box',
          maxWidth: '100%',
          maxHeight: '100%',
          minWidth: 'min(60cqw, 100%)',
          padding: 'min(4cqh, 3cqw) min(4cqw, 6cqh)',
          background: colors.background,
          color: colors.text,
          borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          overflow: 'hidden',
        }}
      >
        {colors.logoUrl ? (
          <img
            src={colors.logoUrl}
            alt={colors.name}
            style={{ height: 'min(18cqh, 14cqw)', maxWidth: '22cqw', objectFit: 'contain' }}
          />
        ) : null}
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 'min(2cqh, 1.4cqw)',
            minWidth: 0,
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
