import { isSameReportData } from '@castline/domain';

/** The match fields and map fields a score report carries, in the order a diff lists them. */
export const REPORT_MATCH_FIELDS = ['score_1', 'score_2', 'forfeit', 'forfeit_reason'] as const;
export const REPORT_MAP_FIELDS = [
  'map',
  'winner',
  'draw',
  'score_1',
  'score_2',
  'picker',
  'banner',
  'team_1_picks',
  'team_2_picks',
  'team_1_bans',
  'team_2_bans',
  'replay_code',
] as const;
export type ReportMatchField = (typeof REPORT_MATCH_FIELDS)[number];
export type ReportMapField = (typeof REPORT_MAP_FIELDS)[number];

/** One field that differs between a report and its counter: on the match, or on the map at `mapIndex`. */
export type ReportDiffRow =
  | {
      readonly scope: 'match';
      readonly field: ReportMatchField;
      readonly report: unknown;
      readonly counter: unknown;
    }
  | {
      readonly scope: 'map';
      readonly mapIndex: number;
      readonly field: ReportMapField;
      readonly report: unknown;
      readonly counter: unknown;
    };

type Fields = Readonly<Record<string, unknown>>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** Empty values compare equal: null, undefined, false, '' and [] all mean "not set". */
const normalise = (value: unknown): unknown =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)
    ? null
    : value;

/**
 * The differences between a score report's data and the counter report (the staff queue's diff): match fields
 * first, then map by map (by position), field by field. Fields both leave empty are not listed.
 */
export function diffReportData(report: unknown, counter: unknown): ReportDiffRow[] {
  const rows: ReportDiffRow[] = [];
  const reportMatch = asFields(asFields(report).matchData);
  const counterMatch = asFields(asFields(counter).matchData);
  for (const field of REPORT_MATCH_FIELDS) {
    const a = normalise(reportMatch[field]);
    const b = normalise(counterMatch[field]);
    if (!isSameReportData(a, b)) rows.push({ scope: 'match', field, report: a, counter: b });
  }
  const list = (data: unknown): readonly unknown[] => {
    const maps = asFields(data).mapData;
    return Array.isArray(maps) ? maps : [];
  };
  const reportMaps = list(report);
  const counterMaps = list(counter);
  for (let index = 0; index < Math.max(reportMaps.length, counterMaps.length); index += 1) {
    const a = asFields(reportMaps[index]);
    const b = asFields(counterMaps[index]);
    for (const field of REPORT_MAP_FIELDS) {
      const left = normalise(a[field]);
      const right = normalise(b[field]);
      if (!isSameReportData(left, right)) {
        rows.push({ scope: 'map', mapIndex: index, field, report: left, counter: right });
      }
    }
  }
  return rows;
}
