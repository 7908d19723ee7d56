import type { BreakFacts, BreakSlideName } from './break-automation.js';

/** RULES.md (f) "Skipped when" column: whether a named slide has something to show. */
export function isBreakSlideAvailable(slide: BreakSlideName, facts: BreakFacts): boolean {
  switch (slide) {
    case 'Schedule':
      return facts.scheduleMatchCount > 0;
    case 'Standings':
      return facts.standingsAvailable;
    case 'Bracket':
      return facts.bracketResolvable;
    case 'Matchup':
      return (
        facts.liveMatchTeamCount !== null && facts.showLiveMatch && facts.liveMatchTeamCount >= 2
      );
    case 'Image':
      return facts.imageAvailable;
    case 'Staff':
      return facts.staffAvailable;
    case 'Title':
      return (facts.title ?? '').trim() !== '';
    case 'Other Info':
    case 'Other Streams':
      return facts.otherBroadcastCount > 0;
  }
}
