import { useOverlay } from '../../shell/overlay-context.js';
import { fitFontSize } from '../fit-font-size.js';
import { SlideFrame } from './slide-frame.js';

/** Title slide (RULES (f)): the break title after {auto}, large and centred, logo above. */
export function TitleSlide({ title }: { readonly title: string }) {
  const { colors } = useOverlay();
  const size = fitFontSize(title, 1500, 132, 56);
  return (
    <SlideFrame colors={colors} testId="break-slide-title">
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 40,
          minHeight: 0,
        }}
      >
        {colors.logoUrl ? (
          <img src={colors.logoUrl} alt={colors.name} style={{ height: 200, maxWidth: 600 }} />
        ) : null}
        <div
          data-testid="break-slide-title-text"
          style={{
            fontSize: size,
            fontWeight: 900,
            lineHeight: 1.05,
            textAlign: 'center',
            whiteSpace: 'pre-line',
            overflow: 'hidden',
            maxWidth: '100%',
          }}
        >
          {title}
        </div>
      </div>
    </SlideFrame>
  );
}
