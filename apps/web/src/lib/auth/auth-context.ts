import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthState, AuthStore } from './auth-store.js';
import { isProductionAccount } from './auth-user.js';

export const AuthContext = createContext<AuthStore | null>(null);

/** The auth store (for setAuth / clear). */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth needs an AuthContext provider');
  return store;
}

/** The current auth state (token and user). */
export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** A production user has a client record (public-site §6). */
export function isProductionUser(state: AuthState): boolean {
  return isProductionAccount(state.user);
}
