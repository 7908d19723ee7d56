import { memo } from 'react';
import { SchedulePanel } from '../schedule/schedule-panel.js';
import { StandingsPanel } from '../standings/standings-panel.js';
import { useHeavySlides } from './heavy-slides.js';
import { breakSlideKey, type BreakSlide } from './select-break-slide.js';
import { ImageSlide } from './slides/image-slide.js';
import { MatchupSlide } from './slides/matchup-slide.js';
import { OtherInfoSlide } from './slides/other-info-slide.js';
import { StaffSlide } from './slides/staff-slide.js';
import { TitleSlide } from './slides/title-slide.js';

export interface BreakSlideViewProps {
  readonly slide: BreakSlide;
  readonly secondary: boolean;
  /** The title after {auto} (Title slide). */
  readonly title: string;
}

/** One break slide filling its parent box (RULES (f) "Shows" column). */
function SlideContent({ slide, secondary, title }: BreakSlideViewProps) {
  const heavy = useHeavySlides();
  if (slide.type === 'gfx') return heavy ? <heavy.GfxItemView itemId={slide.gfxId} /> : null;
  switch (slide.slide) {
    case 'Schedule':
      return <SchedulePanel secondary={secondary} />;
    case 'Standings':
      return <StandingsPanel />;
    case 'Bracket':
      return heavy ? <heavy.BracketPanel /> : null;
    case 'Matchup':
      return <MatchupSlide />;
    case 'Image':
      return <ImageSlide />;
    case 'Staff':
      return <StaffSlide />;
    case 'Title':
      return title.trim() ? <TitleSlide title={title} /> : null;
    case 'Other Info':
      return <OtherInfoSlide streams={false} />;
    case 'Other Streams':
      return <OtherInfoSlide streams />;
  }
}

/**
 * The slide filling its parent box, with its entrance animation (the caller keys it by the slide, so a new slide
 * re-mounts and animates in). Re-renders only when the slide, `secondary` or the title changes.
 */
export const BreakSlideView = memo(
  function BreakSlideView(props: BreakSlideViewProps) {
    return (
      <div
        className="break-slide-in"
        data-testid="break-slide"
        data-slide={props.slide.type === 'gfx' ? 'GFX' : props.slide.slide}
        style={{ position: 'absolute', inset: 0 }}
      >
        <SlideContent {...props} />
      </div>
    );
  },
  (a, b) =>
    breakSlideKey(a.slide) === breakSlideKey(b.slide) &&
    a.secondary === b.secondary &&
    a.title === b.title,
);
