import type { ProdUpdateRelay, StreamEntry } from '@castline/contracts';

/** One overlay of the client as the admin page lists it: its last prod-update and when it arrived. */
export interface OverlayRow extends ProdUpdateRelay {
  readonly receivedAt: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A prod-update as the client's overview room relays it (`ProdUpdateRelay`: the report plus the overlay's socket
 * id), read field by field (no schema library in the overlay document); anything malformed answers null.
 */
export function readProdUpdateRelay(payload: unknown): ProdUpdateRelay | null {
  if (!isRecord(payload)) return null;
  const { socketId, clientName, component, path, fullPath, active, visible, data } = payload;
  if (typeof socketId !== 'string' || socketId === '') return null;
  if (typeof component !== 'string' || typeof path !== 'string' || typeof fullPath !== 'string') {
    return null;
  }
  if (typeof active !== 'boolean' || typeof visible !== 'boolean') return null;
  return {
    socketId,
    clientName: typeof clientName === 'string' ? clientName : null,
    component,
    path,
    fullPath,
    active,
    visible,
    data: (data ?? null) as ProdUpdateRelay['data'],
  };
}

/** The list after one report: the overlay's row replaced (by socket id), sorted by overlay, address and socket. */
export function applyOverlayReport(
  rows: readonly OverlayRow[],
  relay: ProdUpdateRelay,
  now: number,
): OverlayRow[] {
  const next = rows.filter((row) => row.socketId !== relay.socketId);
  next.push({ ...relay, receivedAt: now });
  return next.sort(
    (a, b) =>
      a.component.localeCompare(b.component) ||
      a.fullPath.localeCompare(b.fullPath) ||
      a.socketId.localeCompare(b.socketId),
  );
}

/** The transmitters of special:streams that send for this client (key compared case-insensitively). */
export function streamsOfClient(record: unknown, clientKey: string): StreamEntry[] {
  if (!isRecord(record) || !Array.isArray(record.streams)) return [];
  const key = clientKey.toLowerCase();
  return (record.streams as unknown[]).filter(
    (entry): entry is StreamEntry =>
      isRecord(entry) &&
      typeof entry.client === 'string' &&
      entry.client.toLowerCase() === key &&
      typeof entry.clientName === 'string' &&
      typeof entry.socketId === 'string',
  );
}

/** A duration as h:mm:ss (or m:ss under an hour), for the LIVE time of a transmitter. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** A report's data as one short line (JSON without braces noise), for the Data column. */
export function summariseData(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (!isRecord(data)) return JSON.stringify(data);
  return Object.entries(data)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}
