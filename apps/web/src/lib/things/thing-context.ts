import { createContext, useContext } from 'react';
import type { ThingStore } from './thing-store.js';

/** The app's one thing store (created at startup in app/services). */
export const ThingStoreContext = createContext<ThingStore | null>(null);

/** The thing store of the app; throws outside the provider. */
export function useThingStore(): ThingStore {
  const store = useContext(ThingStoreContext);
  if (!store) throw new Error('useThingStore needs a ThingStoreContext provider');
  return store;
}
