import type {
  ObsScenes,
  ObsStreamSettings,
  ObsStreamStatus,
  PublicStreamSettings,
  StreamEntry,
} from '@castline/contracts';

/** What a transmitter reported so far (one per socket), before it becomes a special:streams entry. */
export interface TransmitterReport {
  readonly clientName: string;
  readonly client: string;
  readonly socketId: string;
  readonly scenes: ObsScenes;
  readonly status: ObsStreamStatus | null;
  readonly settings: ObsStreamSettings | null;
}

/** The special:streams entry of a transmitter: its settings without the stream key (RULES (k)). */
export function toStreamEntry(report: TransmitterReport): StreamEntry {
  return {
    clientName: report.clientName,
    client: report.client,
    socketId: report.socketId,
    scenes: { preview: report.scenes.preview, program: report.scenes.program },
    status: report.status
      ? { outputActive: report.status.outputActive, outputDuration: report.status.outputDuration }
      : null,
    settings: report.settings ? withoutStreamKey(report.settings) : null,
  };
}

function withoutStreamKey(settings: ObsStreamSettings): PublicStreamSettings {
  const { key: _key, ...rest } = settings;
  return rest;
}

/**
 * Whether special:streams must be published again after `next` replaced `previous` (RULES (k): only when
 * something other than outputDuration changed). A new transmitter (no previous) always is.
 */
export function isStreamChangeWorthPublishing(
  previous: StreamEntry | null,
  next: StreamEntry,
): boolean {
  if (previous === null) return true;
  const withoutDuration = (entry: StreamEntry) =>
    JSON.stringify({
      ...entry,
      status: entry.status ? { outputActive: entry.status.outputActive } : null,
    });
  return withoutDuration(previous) !== withoutDuration(next);
}
