import { evaluateReportApproval } from './evaluate-report-approval.js';
import { NO_REPORT } from './no-report.js';
import type { ReportRefusalCode } from './report-texts.js';
import { REPORT_REFUSALS } from './report-texts.js';
import type {
  ReportMachine,
  ReportRefusal,
  ReportTransitionInput,
  ReportTransitionResult,
  ReportTransitionRow,
} from './report-transition.js';
import type { ReportCaller, ReportSnapshot } from './report-types.js';

const refuse = (code: ReportRefusalCode): ReportRefusal => ({
  ok: false,
  code,
  ...REPORT_REFUSALS[code],
});

function refuseCaller(callers: readonly ReportCaller[]): ReportRefusalCode {
  if (callers.includes('auto')) return 'not-system';
  if (callers.includes('staff')) return 'not-staff';
  if (!callers.includes('submitting-team')) return 'not-opponent';
  if (!callers.includes('opponent-team')) return 'not-submitting-team';
  return 'not-team-member';
}

/**
 * Runs one trigger of a report state machine (RULES b.2 / b.3) in the order: caller (403), event switch,
 * From state (409), row rules; then applies the changes, evaluates the b.4 formula (the one place,
 * `evaluateReportApproval`) and says whether apply must run and which links move to report_history.
 */
export function runReportTransition<S extends string, T extends string>(
  machine: ReportMachine<S, T>,
  input: ReportTransitionInput<S, T>,
): ReportTransitionResult<S> {
  const { report, actor, switches } = input;
  const row: ReportTransitionRow<S> = machine.rows[input.trigger];
  if (!row.callers.includes(actor.kind)) return refuse(refuseCaller(row.callers));
  if (row.needsUse === true && !switches.use) return refuse(machine.useOffCode);

  const isArchived = machine.archivedStates.includes(report.state);
  const from = row.creates === true && isArchived ? ('Available' as S) : report.state;
  if (!row.from.includes(from)) return refuse(machine.refuseState(report.state, row, report));
  if (row.needsStaffApprove === true && !switches.staffApprove) return refuse('staff-approval-off');

  const base: Readonly<ReportSnapshot<S>> =
    row.creates === true ? { ...NO_REPORT, state: from, team: actor.teamId } : report;
  const change = row.change(base, input.data, switches);
  if (typeof change === 'string') return refuse(change);
  const next: ReportSnapshot<S> = { ...base, ...change };

  const evaluates = evaluateReportApproval(machine.type, next, switches);
  const target = row.to === 'unchanged' ? from : row.to;
  const isResting = target === 'evaluate' || machine.openStates.includes(target);
  const state: S = isResting
    ? evaluates
      ? ('Applied' as S)
      : target === 'evaluate'
        ? machine.settle(next, switches)
        : target
    : target;
  next.state = state;

  const isApply = input.trigger === 'apply-succeeded';
  const isTeam = actor.kind === 'submitting-team' || actor.kind === 'opponent-team';
  return {
    ok: true,
    from: report.state,
    report: next,
    logEntry: {
      at: input.at,
      actor: actor.kind === 'auto' ? 'system' : (actor.playerId ?? 'system'),
      team: isTeam ? actor.teamId : null,
      staff: actor.kind === 'staff',
      key: row.logKey,
      text: machine.logText[row.logKey] ?? row.logKey,
    },
    event: row.event,
    isNewReport: row.creates === true,
    shouldApply: state === ('Applied' as S) && !isApply,
    shouldArchive:
      machine.archivedStates.includes(state) && !(state === ('Applied' as S) && !isApply),
    shouldArchivePrevious:
      row.creates === true && report.state !== ('Available' as S) && !isArchived,
  };
}
