import { createContext, useContext } from 'react';
import type { ThingSocket } from '../../lib/things/thing-socket.js';
import type { ThingRecord } from '../../lib/things/thing-types.js';
import type { ActivationSnapshot } from './overlay-activation.js';
import type { OverlayOptions } from './parse-overlay-options.js';
import type { OverlayPath } from './parse-overlay-path.js';
import type { ProdTriggerHub } from './prod-trigger-hub.js';
import type { OverlayBroadcast, OverlayClient } from './use-overlay-source.js';
import type { OverlayColors } from './use-overlay-theme.js';

/** What every overlay of the shell reads: its address and options, the broadcast, its event and theme, and state. */
export interface OverlayContextValue {
  readonly path: OverlayPath;
  readonly options: OverlayOptions;
  readonly broadcast: OverlayBroadcast;
  readonly client: OverlayClient | null;
  readonly event: ThingRecord | null;
  /** The overlay theme (theme_override, else the event theme) as readable colours and its logo. */
  readonly colors: OverlayColors;
  readonly activation: ActivationSnapshot;
  /** The page's socket: production triggers (useProdTrigger) arrive on it. */
  readonly socket: ThingSocket;
  /** The overlay triggers of OVERLAYS §3 (useProdTrigger). */
  readonly triggers: ProdTriggerHub;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

/** The shell's state for an overlay; throws outside the shell. */
export function useOverlay(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlay needs the overlay shell');
  return value;
}
