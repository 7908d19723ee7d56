import type { ProdTrigger } from '@castline/contracts';
import { useEffect, useRef } from 'react';
import { useOverlay } from './overlay-context.js';

/**
 * Calls `onTrigger` with every overlay trigger (OVERLAYS §3) the client room receives while the component is
 * mounted; the latest `onTrigger` is always the one called, so it may close over fresh state.
 */
export function useProdTrigger(onTrigger: (trigger: ProdTrigger) => void): void {
  const { triggers } = useOverlay();
  const latest = useRef(onTrigger);
  latest.current = onTrigger;
  useEffect(() => triggers.subscribe((trigger) => latest.current(trigger)), [triggers]);
}
