import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { formatPageTitle } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';
import { DERIVED, SPECIAL_STREAMS_KEY } from '../../lib/wire/wire-constants.js';
import { AdminConnection } from './admin-connection.js';
import { formatDuration, streamsOfClient, summariseData } from './admin-reports.js';

/** An address as people read it (query decoded); the link keeps the exact address. */
function readablePath(fullPath: string): string {
  try {
    return decodeURIComponent(fullPath.replace(/\+/g, ' '));
  } catch {
    return fullPath;
  }
}

const PAGE: CSSProperties = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: '24px 32px',
  background: '#14151b',
  color: '#f1f3f5',
  fontFamily: "system-ui, 'Segoe UI', Roboto, sans-serif",
  fontSize: 15,
  lineHeight: 1.45,
};
const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse', marginTop: 8 };
const CELL: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '8px 10px',
  borderBottom: '1px solid #3a3d4a',
};
const HEAD: CSSProperties = { ...CELL, color: '#c1c5d0', fontWeight: 600, fontSize: 13 };
const MUTED: CSSProperties = { color: '#c1c5d0' };
const BUTTON: CSSProperties = {
  font: 'inherit',
  padding: '4px 12px',
  borderRadius: 4,
  border: '1px solid #74c0fc',
  background: '#1864ab',
  color: '#fff',
  cursor: 'pointer',
};
const BUTTON_OFF: CSSProperties = {
  ...BUTTON,
  background: '#2c2e38',
  borderColor: '#5c5f6e',
  color: '#c1c5d0',
  cursor: 'not-allowed',
};
const LINK: CSSProperties = { color: '#74c0fc' };

function Badge({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        marginRight: 6,
        padding: '0 8px',
        borderRadius: 10,
        fontSize: 13,
        background: on ? '#1f6e30' : '#3a3d4a',
        color: '#fff',
      }}
    >
      {on ? onText : offText}
    </span>
  );
}

/**
 * /client/{key}/admin (OVERLAYS §1 admin, §2): the client's source overview. Every overlay of the client, from
 * the prod-update reports relayed to its overview room (overlay, address, active / visible, data), each with a
 * Reload button (prod-send with prod_button_reload to that socket), and the client's transmitters of
 * special:streams. Listening needs only the key; reloading needs a signed-in producer of the client (the token
 * of the site's auth storage, associated with associate_token). Plain markup: the overlay document has no UI kit.
 */
export function AdminPage({
  clientKey,
  socket,
}: {
  readonly clientKey: string;
  readonly socket: ThingSocket;
}) {
  const [connection] = useState(() => new AdminConnection(socket, clientKey));
  const state = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  const auth = useAuth();
  const client = useThing<{ readonly name?: string | null; readonly id?: string }>(
    DERIVED.client(clientKey),
  );
  const streamsRecord = useThing(SPECIAL_STREAMS_KEY);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    connection.setToken(auth.token);
  }, [connection, auth.token]);
  useEffect(() => {
    document.title = formatPageTitle(OVERLAY_TEXT.adminDocumentTitle);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const clientName = isThingReady(client) && client.name ? client.name : clientKey;
  const isProducer =
    auth.token !== null &&
    (!isThingReady(client) || !auth.user || auth.user.clients.includes(client.id ?? ''));
  const canReload = isProducer && state.connected;
  const streams = streamsOfClient(isThingReady(streamsRecord) ? streamsRecord : null, clientKey);
  const signIn = `/login?return=${encodeURIComponent(`/client/${clientKey}/admin`)}`;
  return (
    <main data-testid="admin-page" style={PAGE}>
      <h1 style={{ fontSize: 26, margin: '0 0 4px' }}>{OVERLAY_TEXT.adminTitle(clientName)}</h1>
      <p data-testid="admin-connection" style={{ ...MUTED, margin: '0 0 8px' }}>
        {state.connected ? OVERLAY_TEXT.adminConnected : OVERLAY_TEXT.adminDisconnected}
      </p>
      <p data-testid="admin-auth" style={{ margin: '0 0 16px' }}>
        {isProducer ? (
          OVERLAY_TEXT.adminSignedIn(auth.user?.name ?? '')
        ) : (
          <>
            {OVERLAY_TEXT.adminSignIn}{' '}
            <a href={signIn} style={LINK}>
              {OVERLAY_TEXT.adminSignInLink}
            </a>
          </>
        )}
      </p>
      {state.refusal ? (
        <p role="alert" style={{ color: '#ffa8a8', margin: '0 0 16px' }}>
          {OVERLAY_TEXT.adminRefused(state.refusal)}
        </p>
      ) : null}

      <h2 style={{ fontSize: 20, margin: '24px 0 4px' }}>{OVERLAY_TEXT.adminOverlays}</h2>
      {state.rows.length === 0 ? (
        <p data-testid="admin-no-overlays" style={MUTED}>
          {OVERLAY_TEXT.adminNoOverlays}
        </p>
      ) : (
        <table style={TABLE}>
          <thead>
            <tr>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.component}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.path}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.state}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.data}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.reported}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr
                key={row.socketId}
                data-testid="admin-overlay"
                data-socket-id={row.socketId}
                data-component={row.component}
                data-active={row.active}
              >
                <td style={{ ...CELL, fontWeight: 600 }}>{row.component}</td>
                <td style={{ ...CELL, wordBreak: 'break-all' }}>
                  <a href={row.fullPath} style={LINK}>
                    {readablePath(row.fullPath)}
                  </a>
                </td>
                <td style={CELL}>
                  <Badge
                    on={row.active}
                    onText={OVERLAY_TEXT.adminActive}
                    offText={OVERLAY_TEXT.adminInactive}
                  />
                  <Badge
                    on={row.visible}
                    onText={OVERLAY_TEXT.adminVisible}
                    offText={OVERLAY_TEXT.adminHidden}
                  />
                </td>
                <td style={{ ...CELL, ...MUTED, fontSize: 13, wordBreak: 'break-word' }}>
                  {summariseData(row.data)}
                </td>
                <td style={{ ...CELL, ...MUTED, whiteSpace: 'nowrap' }}>
                  {OVERLAY_TEXT.adminAgo(formatDuration(now - row.receivedAt))}
                </td>
                <td style={CELL}>
                  <button
                    type="button"
                    data-testid="admin-reload"
                    aria-label={OVERLAY_TEXT.adminReloadLabel(row.component, row.socketId)}
                    disabled={!canReload}
                    onClick={() => connection.reload(row.socketId)}
                    style={canReload ? BUTTON : BUTTON_OFF}
                  >
                    {OVERLAY_TEXT.adminReload}
                  </button>
                  {state.reloaded.includes(row.socketId) ? (
                    <span style={{ ...MUTED, marginLeft: 8 }}>{OVERLAY_TEXT.adminReloadSent}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 style={{ fontSize: 20, margin: '32px 0 4px' }}>{OVERLAY_TEXT.adminTransmitters}</h2>
      {streams.length === 0 ? (
        <p data-testid="admin-no-transmitters" style={MUTED}>
          {OVERLAY_TEXT.adminNoTransmitters}
        </p>
      ) : (
        <table style={TABLE}>
          <thead>
            <tr>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.name}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.scenes}</th>
              <th style={HEAD}>{OVERLAY_TEXT.adminColumns.status}</th>
            </tr>
          </thead>
          <tbody>
            {streams.map((stream) => (
              <tr key={stream.socketId} data-testid="admin-transmitter">
                <td style={{ ...CELL, fontWeight: 600 }}>{stream.clientName}</td>
                <td style={CELL}>
                  {stream.scenes.preview ?? '—'} / {stream.scenes.program ?? '—'}
                </td>
                <td style={CELL}>
                  {stream.status?.outputActive
                    ? OVERLAY_TEXT.adminLive(formatDuration(stream.status.outputDuration))
                    : OVERLAY_TEXT.adminOffline}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
