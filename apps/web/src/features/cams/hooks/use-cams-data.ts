import { useMemo } from 'react';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  CAMS_CLIENT_TREE,
  listCamBroadcasts,
  type CamsClientInput,
  type CamsPageData,
} from '../list-cam-broadcasts.js';

/**
 * The /cams data of a production user, from the thing store (public-site §7 POST /things, read with the user's
 * token): their clients → the broadcasts those follow → each broadcast's live_match → teams → players. The
 * players' cam fields and the broadcast's cams_default_params are crew-only (RULES (h) C); the read path gives
 * them to production users (players) and to users with access to the broadcast. Everything updates live.
 */
export function useCamsData(clientIds: readonly string[]): CamsPageData {
  const clients = useHydratedList<CamsClientInput>(clientIds, CAMS_CLIENT_TREE);
  return useMemo(() => listCamBroadcasts(clients), [clients]);
}
