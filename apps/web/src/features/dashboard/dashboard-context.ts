import { createContext, useContext } from 'react';
import type { DashboardData } from './hooks/use-dashboard-data.js';
import type { DashboardRun } from './hooks/use-dashboard-run.js';

/** What every dashboard module reads: the live records, the permissions and the press runner. */
export interface DashboardContextValue extends DashboardRun {
  readonly data: DashboardData;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** The dashboard's records and press runner (inside the dashboard page only). */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard needs the dashboard page');
  return value;
}
