import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useThingStore } from '../../../lib/things/thing-context.js';
import {
  getDashboardProduction,
  pickSceneChange,
  type SceneChange,
} from './dashboard-production.js';

/**
 * The preview and program scenes of the active broadcast (broadcast §2 "Preview and program scene display"): joins
 * the client's production room on the page's socket with the user's token, and answers the latest
 * prod_preview_program_change for `broadcastKey` (null until a transmitter reports one).
 */
export function useProductionScenes(
  clientKey: string | null,
  broadcastKey: string | null,
): SceneChange | null {
  const { token } = useAuth();
  const { socket } = useThingStore();
  const production = useMemo(() => getDashboardProduction(socket), [socket]);
  useEffect(() => {
    production.setTarget(clientKey, token);
  }, [production, clientKey, token]);
  const changes = useSyncExternalStore(production.subscribe, production.getSnapshot);
  return pickSceneChange(changes, clientKey, broadcastKey);
}
