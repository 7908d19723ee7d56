import type { z } from 'zod';
import { SUBJECTS } from '../nats/subjects.js';
import { UpdateBroadcastBodySchema } from './update-broadcast.js';
import { SetPlayerCamsBodySchema } from './set-player-cams.js';
import { SetObserverSettingBodySchema } from './set-observer-setting.js';
import { UpdateBreakAutomationBodySchema } from './update-break-automation.js';
import { UpdateBreakDisplayBodySchema } from './update-break-display.js';
import { SetActiveBroadcastBodySchema } from './set-active-broadcast.js';
import { UpdateGfxIndexBodySchema } from './update-gfx-index.js';
import { UpdateMatchDataBodySchema } from './update-match-data.js';
import { UpdateMapDataBodySchema } from './update-map-data.js';
import { UpdateLiveMatchMapDataBodySchema } from './update-live-match-map-data.js';
import { MultiMapWinBodySchema } from './multi-map-win.js';
import { ToggleFlipTeamsBodySchema } from './toggle-flip-teams.js';
import { UpdateProfileDataBodySchema } from './update-profile-data.js';
import { SetPlayerRelationshipsBodySchema } from './set-player-relationships.js';
import { SetMatchOverlaysBodySchema } from './set-match-overlays.js';
import { ResolveEntireBracketBodySchema } from './resolve-entire-bracket.js';
import { AdjustMatchBroadcastBodySchema } from './adjust-match-broadcast.js';
import { SetEventSettingsBodySchema } from './set-event-settings.js';
import { SubmitScoreReportBodySchema } from './submit-score-report.js';
import {
  ApproveScoreReportBodySchema,
  StaffApproveScoreReportBodySchema,
} from './approve-score-report.js';
import {
  ApproveMatchRescheduleBodySchema,
  SendRescheduleMessageBodySchema,
  StaffApproveMatchRescheduleBodySchema,
  SubmitMatchRescheduleBodySchema,
} from './match-reschedule.js';

export interface ActionDefinition {
  /** NATS subject of the owning service's command handler. */
  readonly subject: string;
  /** The body schema, checked at the gateway and again by the service. */
  readonly body: z.ZodType;
}

/** Every action the gateway accepts at POST /actions/{name}. Anything else is 'Unknown action' (404). */
export const ACTIONS = {
  'update-match-data': {
    subject: SUBJECTS.match.cmd('update-match-data'),
    body: UpdateMatchDataBodySchema,
  },
  'update-broadcast': {
    subject: SUBJECTS.broadcast.cmd('update-broadcast'),
    body: UpdateBroadcastBodySchema,
  },
  'update-map-data': {
    subject: SUBJECTS.match.cmd('update-map-data'),
    body: UpdateMapDataBodySchema,
  },
  'update-live-match-map-data': {
    subject: SUBJECTS.match.cmd('update-live-match-map-data'),
    body: UpdateLiveMatchMapDataBodySchema,
  },
  'multi-map-win': {
    subject: SUBJECTS.match.cmd('multi-map-win'),
    body: MultiMapWinBodySchema,
  },
  'toggle-flip-teams': {
    subject: SUBJECTS.match.cmd('toggle-flip-teams'),
    body: ToggleFlipTeamsBodySchema,
  },
  'set-player-cams': {
    subject: SUBJECTS.broadcast.cmd('set-player-cams'),
    body: SetPlayerCamsBodySchema,
  },
  'set-observer-setting': {
    subject: SUBJECTS.broadcast.cmd('set-observer-setting'),
    body: SetObserverSettingBodySchema,
  },
  'update-break-automation': {
    subject: SUBJECTS.broadcast.cmd('update-break-automation'),
    body: UpdateBreakAutomationBodySchema,
  },
  'update-break-display': {
    subject: SUBJECTS.broadcast.cmd('update-break-display'),
    body: UpdateBreakDisplayBodySchema,
  },
  'set-active-broadcast': {
    subject: SUBJECTS.broadcast.cmd('set-active-broadcast'),
    body: SetActiveBroadcastBodySchema,
  },
  'update-gfx-index': {
    subject: SUBJECTS.broadcast.cmd('update-gfx-index'),
    body: UpdateGfxIndexBodySchema,
  },
  'update-profile-data': {
    subject: SUBJECTS.match.cmd('update-profile-data'),
    body: UpdateProfileDataBodySchema,
  },
  'set-player-relationships': {
    subject: SUBJECTS.match.cmd('set-player-relationships'),
    body: SetPlayerRelationshipsBodySchema,
  },
  'set-match-overlays': {
    subject: SUBJECTS.match.cmd('set-match-overlays'),
    body: SetMatchOverlaysBodySchema,
  },
  'resolve-entire-bracket': {
    subject: SUBJECTS.match.cmd('resolve-entire-bracket'),
    body: ResolveEntireBracketBodySchema,
  },
  'adjust-match-broadcast': {
    subject: SUBJECTS.match.cmd('adjust-match-broadcast'),
    body: AdjustMatchBroadcastBodySchema,
  },
  'set-event-settings': {
    subject: SUBJECTS.match.cmd('set-event-settings'),
    body: SetEventSettingsBodySchema,
  },
  'submit-score-report': {
    subject: SUBJECTS.match.cmd('submit-score-report'),
    body: SubmitScoreReportBodySchema,
  },
  'approve-score-report': {
    subject: SUBJECTS.match.cmd('approve-score-report'),
    body: ApproveScoreReportBodySchema,
  },
  'staff-approve-score-report': {
    subject: SUBJECTS.match.cmd('staff-approve-score-report'),
    body: StaffApproveScoreReportBodySchema,
  },
  'submit-match-reschedule': {
    subject: SUBJECTS.match.cmd('submit-match-reschedule'),
    body: SubmitMatchRescheduleBodySchema,
  },
  'approve-match-reschedule': {
    subject: SUBJECTS.match.cmd('approve-match-reschedule'),
    body: ApproveMatchRescheduleBodySchema,
  },
  'staff-approve-match-reschedule': {
    subject: SUBJECTS.match.cmd('staff-approve-match-reschedule'),
    body: StaffApproveMatchRescheduleBodySchema,
  },
  'send-reschedule-message': {
    subject: SUBJECTS.match.cmd('send-reschedule-message'),
    body: SendRescheduleMessageBodySchema,
  },
} as const satisfies Record<string, ActionDefinition>;
export type ActionName = keyof typeof ACTIONS;

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(ACTIONS, name);
}
