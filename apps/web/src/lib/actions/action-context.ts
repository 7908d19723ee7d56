import { createContext, useContext } from 'react';
import type { ActionClient } from './action-client.js';

export const ActionClientContext = createContext<ActionClient | null>(null);

/** The action client of the current area (site: toasts; overlays: silent). */
export function useActionClient(): ActionClient {
  const client = useContext(ActionClientContext);
  if (!client) throw new Error('useActionClient needs an ActionClientContext provider');
  return client;
}
