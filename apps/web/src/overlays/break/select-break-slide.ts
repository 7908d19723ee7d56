import { getBreakSlide, type BreakFacts, type BreakSlide } from '@castline/domain';

export type { BreakFacts, BreakSlide } from '@castline/domain';

/** What decides the break slide at a moment (the broadcast's break fields, the facts, the synced clock). */
export interface BreakSlideState {
  readonly breakDisplay: string | null | undefined;
  readonly breakAutomation: readonly string[] | null | undefined;
  /** break_rotation_epoch (ms, public: see CREW_FIELDS); an overlay counts from the Unix epoch without one. */
  readonly rotationEpoch: number | null | undefined;
  /** countdown_end (ISO datetime or ms). */
  readonly countdownEnd: string | number | null | undefined;
  /** The server-synced clock (ms). */
  readonly now: number;
  readonly facts: BreakFacts;
}

/**
 * RULES (f): a break_display other than Automated (or empty) shows that slide only; otherwise the 30 s ending rule,
 * else candidate floor((now − epoch) / 20 s) mod n of the candidates (break_gfx items that exist, then the "use:"
 * options in stored order minus skipped slides). null when nothing can show.
 */
export function selectBreakSlide(state: BreakSlideState): BreakSlide | null {
  const end =
    typeof state.countdownEnd === 'string' ? Date.parse(state.countdownEnd) : state.countdownEnd;
  return getBreakSlide({
    breakDisplay: state.breakDisplay,
    breakAutomation: state.breakAutomation ?? [],
    facts: state.facts,
    now: state.now,
    rotationEpoch:
      typeof state.rotationEpoch === 'number' && Number.isFinite(state.rotationEpoch)
        ? state.rotationEpoch
        : 0,
    countdownEnd: end !== null && end !== undefined && Number.isFinite(end) ? end : null,
  });
}

/** A stable key of a slide (for re-mounting its entrance animation when the slide changes). */
export function breakSlideKey(slide: BreakSlide | null): string {
  if (slide === null) return 'none';
  return slide.type === 'gfx' ? `gfx:${slide.gfxId}` : `slide:${slide.slide}`;
}
