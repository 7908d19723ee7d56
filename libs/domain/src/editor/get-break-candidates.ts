import { BREAK_ROTATION_SLIDES } from './break-automation.js';
import type { BreakFacts, BreakRotationSlide, BreakSlide } from './break-automation.js';
import { isBreakSlideAvailable } from './is-break-slide-available.js';

const USE_PREFIX = 'use: ';

/**
 * RULES.md (f) candidates: the broadcast's break_gfx items first (stored order, minus items that no longer exist),
 * then the "use:" options in stored order, minus skipped slides. Settings and unknown options are ignored;
 * a slide listed twice is used once.
 */
export function getBreakCandidates(options: readonly string[], facts: BreakFacts): BreakSlide[] {
  const slides: BreakSlide[] = facts.breakGfx
    .filter((item) => item.exists)
    .map((item): BreakSlide => ({ type: 'gfx', gfxId: item.id }));
  const rotation: readonly string[] = BREAK_ROTATION_SLIDES;
  const used = new Set<string>();
  for (const option of options) {
    if (!option.startsWith(USE_PREFIX)) continue;
    const name = option.slice(USE_PREFIX.length);
    if (!rotation.includes(name) || used.has(name)) continue;
    used.add(name);
    const slide = name as BreakRotationSlide;
    if (isBreakSlideAvailable(slide, facts)) slides.push({ type: 'slide', slide });
  }
  return slides;
}
