import { formatCriterionValues } from './format-criterion-values.js';
import { formatTeamList } from './format-team-list.js';
import { TIE_BREAKERS } from './tie-breakers.js';
import type { PairDecision, StandingsPair, StandingsPairScope } from './standings-types.js';

/**
 * RULES d.5 explainer: one entry per adjacent pair with upper, lower, deciding criterion key, both values,
 * the scope and the sentence "{A} above {B} on {criterion}: {a} vs {b}", "{A} above {B} on head-to-head
 * among {teams}: {a} vs {b}" (head-to-head-map-diff names itself in place of head-to-head), or "{A} and
 * {B} are tied after every tie-breaker". A head-to-head decided among the whole table has table scope and
 * the first wording. Names come from `teamNames`, falling back to the team id.
 */
export function explainStandingsPairs(
  decisions: readonly PairDecision[],
  tableSize: number,
  teamNames: Readonly<Record<string, string>> = {},
): StandingsPair[] {
  const nameOf = (team: string): string => teamNames[team] ?? team;
  return decisions.map((decision): StandingsPair => {
    const { upper, lower, criterion } = decision;
    const a = nameOf(upper);
    const b = nameOf(lower);
    if (criterion === null) {
      return {
        upper,
        lower,
        criterion: null,
        values: null,
        scope: { type: 'table' },
        tied: true,
        sentence: `${a} and ${b} are tied after every tie-breaker`,
      };
    }
    const [upperText, lowerText] = formatCriterionValues(
      criterion,
      decision.upperValue,
      decision.lowerValue,
    );
    const isSubgroup = TIE_BREAKERS[criterion].headToHead && decision.members.length < tableSize;
    const scope: StandingsPairScope = isSubgroup
      ? { type: 'subgroup', members: [...decision.members] }
      : { type: 'table' };
    const among = isSubgroup ? ` among ${formatTeamList(decision.members.map(nameOf))}` : '';
    return {
      upper,
      lower,
      criterion,
      values: { upper: decision.upperValue, lower: decision.lowerValue },
      scope,
      tied: false,
      sentence: `${a} above ${b} on ${criterion}${among}: ${upperText} vs ${lowerText}`,
    };
  });
}
