import { readReportSettings } from '@castline/domain';
import type { NotifierSettings } from './notifier-types.js';

/**
 * The notifier's view of an event's blocks JSON text (RULES (h)): the report workflow's settings (the reporting
 * switches and the logging.* channels, read by libs/domain exactly as the actions read them) plus
 * logging.sendStaffPreapprovalNotifications (on only when `true`).
 */
export function readNotifierSettings(blocks: string | null): NotifierSettings {
  const logging = loggingBlock(blocks);
  const flags = typeof logging === 'object' && logging !== null ? logging : {};
  return {
    ...readReportSettings(blocks),
    sendStaffPreapprovalNotifications:
      (flags as Record<string, unknown>).sendStaffPreapprovalNotifications === true,
  };
}

function loggingBlock(blocks: string | null): unknown {
  try {
    return blocks ? (JSON.parse(blocks) as { logging?: unknown }).logging : null;
  } catch {
    return null;
  }
}
