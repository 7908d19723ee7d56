import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useLiveStatus } from '../../../lib/live/live-context.js';
import { useThingStore } from '../../../lib/things/thing-context.js';
import { getDashboardProduction } from '../header/dashboard-production.js';
import {
  getProdTriggerSender,
  type CommsState,
  type ProdTriggerSender,
} from './prod-trigger-sender.js';

/**
 * The dashboard's overlay triggers (OVERLAYS §3) on the page's socket: makes sure the socket is associated with the
 * user's token and has joined the client room (the header's production connection, shared), and answers the
 * sender, whether the socket is connected, and the comms listen-in the server last echoed.
 */
export function useProdTriggerSender(clientKey: string | null): {
  readonly sender: ProdTriggerSender;
  readonly connected: boolean;
  readonly comms: CommsState;
} {
  const { token } = useAuth();
  const { socket } = useThingStore();
  const { connected } = useLiveStatus();
  const production = useMemo(() => getDashboardProduction(socket), [socket]);
  const sender = useMemo(() => getProdTriggerSender(socket), [socket]);
  useEffect(() => {
    production.setTarget(clientKey, token);
  }, [production, clientKey, token]);
  const comms = useSyncExternalStore(sender.subscribe, sender.getComms);
  return { sender, connected, comms };
}
