import type { ReactNode } from 'react';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';

/**
 * The themed box of the table panels (schedule, standings): it fills its parent (a size container, so rows size
 * themselves with container units), centres a box in the overlay theme with the accent edge, and heads it with the
 * event logo, an optional kicker line, the title and an optional note on the right. `--row` is one row's height:
 * the box's room shared by `rowSlots` rows, never taller than `rowMax`.
 */
export function TablePanel({
  testId,
  data,
  css,
  rowSlots,
  rowShare,
  rowMax,
  kicker,
  title,
  titleTestId,
  aside,
  children,
}: {
  readonly testId: string;
  /** Extra data-* attributes of the outer element (tests read them). */
  readonly data?: Readonly<Record<`data-${string}`, string | number>>;
  /** Keyframes and rules of the panel's rows. */
  readonly css: string;
  readonly rowSlots: number;
  /** The part of the box's height the rows share, in cqh. */
  readonly rowShare: number;
  /** The tallest a row may be, a CSS length. */
  readonly rowMax: string;
  readonly kicker?: string | null;
  readonly title: string;
  readonly titleTestId: string;
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}) {
  const { colors, event } = useOverlay();
  const eventName = typeof event?.['name'] === 'string' ? event['name'] : colors.name;
  return (
    <div
      data-testid={testId}
      {...data}
      style={{
        width: '100%',
        height: '100%',
        containerType: 'size',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <style>{css}</style>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          maxHeight: '100%',
          boxSizing: 'border-box',
          padding: 'min(2.4cqh, 1.6cqw) min(2.4cqw, 3cqh)',
          gap: 'min(1.5cqh, 1cqw)',
          background: colors.background,
          color: colors.text,
          borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          ['--row' as string]: `min(calc(${rowShare}cqh / ${Math.max(rowSlots, 1)}), ${rowMax})`,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 'min(2cqw, 3cqh)',
            height: 'min(12cqh, 8cqw)',
            flex: '0 0 auto',
          }}
        >
          {colors.logoUrl ? (
            <img
              src={colors.logoUrl}
              alt={eventName}
              style={{ height: '100%', maxWidth: '18cqw', objectFit: 'contain' }}
            />
          ) : null}
          <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' }}>
            {kicker ? (
              <div
                style={{
                  fontSize: 'min(3cqh, 1.9cqw)',
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: '0.12em',
                  opacity: 0.85,
                }}
              >
                {kicker}
              </div>
            ) : null}
            <div
              data-testid={titleTestId}
              style={{
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                minWidth: 0,
                fontSize: kicker ? 'min(7cqh, 4.5cqw)' : 'min(8cqh, 5cqw)',
                fontWeight: 800,
                lineHeight: 1.1,
                textTransform: 'uppercase',
                letterSpacing: '0.02em',
              }}
            >
              {title}
            </div>
          </div>
          {aside ? (
            <div style={{ fontSize: 'min(3cqh, 1.8cqw)', opacity: 0.85, whiteSpace: 'nowrap' }}>
              {aside}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** A team logo in a table row: a square of 72 % of the row's height, the logo contained in it (or empty). */
export function RowLogo({ url }: { readonly url: string | null }) {
  return (
    <span
      style={{
        flex: '0 0 auto',
        width: 'calc(var(--row) * 0.72)',
        height: 'calc(var(--row) * 0.72)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url ? (
        <img
          src={url}
          alt=""
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : null}
    </span>
  );
}
