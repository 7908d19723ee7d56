import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, TEST_USER, type Route } from '../../auth/testing/render-with-auth.js';

/**
 * A small production setup for dashboard specs: the producer (linked to client prod1, staff of it), broadcasts
 * main (active, live match Alpha vs Bravo, first_to 2, in event Spring Cup) and second, two maps of the match.
 * Specs spread and override records: `renderDashboard({ records: { ...DASHBOARD_RECORDS, [id]: {...} } })`.
 */
export const PRODUCER = {
  ...TEST_USER,
  name: 'Priya Producer',
  airtableID: 'recPLAYERPRODAAAA',
  clients: ['recCLIENTPRODAAAA'],
};
export const IDS = {
  client: 'recCLIENTPRODAAAA',
  main: 'recBROADCASTMAIN1',
  second: 'recBROADCASTSEC01',
  event: 'recEVENTSPRING001',
  match: 'recMATCHLIVE00001',
  alpha: 'recTEAMALPHA00001',
  bravo: 'recTEAMBRAVO00001',
  theme: 'recTHEMESPRING001',
  map1: 'recMAPENTRY000001',
  map2: 'recMAPENTRY000002',
  player: PRODUCER.airtableID,
} as const;

export const CLIENT = {
  id: IDS.client,
  __kind: 'client',
  key: 'prod1',
  name: 'Production 1',
  staff: [IDS.player],
  broadcast: [IDS.main, IDS.second],
};
export const MAIN = {
  id: IDS.main,
  __kind: 'broadcast',
  key: 'main',
  name: 'Main stage',
  event: [IDS.event],
  live_match: [IDS.match],
  schedule: [IDS.match],
  gfx: [] as string[],
  broadcast_settings: [] as string[],
  observer_settings: [] as string[],
  break_automation: [] as string[],
  break_display: null as string | null,
  map_attack: null as string | null,
  advertise: false,
  show_live_match: false,
  timezone: 'America/New_York',
  manual_guests: '',
  desk_display: null as string | null,
  clients: [IDS.client],
};
export const SECOND = {
  ...MAIN,
  id: IDS.second,
  key: 'second',
  name: 'Second stage',
  live_match: [],
};
export const EVENT = {
  id: IDS.event,
  __kind: 'event',
  name: 'Spring Cup',
  short: 'Spring',
  staff: [IDS.player],
  theme: [IDS.theme],
  game: 'Overwatch',
  player_relationships: [] as string[],
};
export const MATCH = {
  id: IDS.match,
  __kind: 'match',
  teams: [IDS.alpha, IDS.bravo],
  event: [IDS.event],
  first_to: 2,
  score_1: 0,
  score_2: 0,
  flip_teams: false,
  maps: [IDS.map1, IDS.map2],
  brackets: [] as string[],
  start: '2026-11-27T20:00:00.000Z',
  game: 'Overwatch',
  player_relationships: [] as string[],
};
export const ALPHA = {
  id: IDS.alpha,
  __kind: 'team',
  name: 'Alpha',
  code: 'ALP',
  players: [] as string[],
};
export const BRAVO = {
  id: IDS.bravo,
  __kind: 'team',
  name: 'Bravo',
  code: 'BRV',
  players: [] as string[],
};

export const DASHBOARD_RECORDS: Record<string, Record<string, unknown>> = {
  [IDS.client]: CLIENT,
  [IDS.main]: MAIN,
  [IDS.second]: SECOND,
  [IDS.event]: EVENT,
  [IDS.match]: MATCH,
  [IDS.alpha]: ALPHA,
  [IDS.bravo]: BRAVO,
  [IDS.player]: { id: IDS.player, __kind: 'player', name: PRODUCER.name },
};

/** An action route answering success with `data` (and recording the bodies it got). */
export function okAction(data: unknown = null): Route & { bodies: unknown[] } {
  const bodies: unknown[] = [];
  const route = ((body: unknown) => {
    bodies.push(body);
    return { body: { error: false, data } };
  }) as Route & { bodies: unknown[] };
  route.bodies = bodies;
  return route;
}

/**
 * Renders /dashboard signed in as `user` (default the producer) with `records` and action routes keyed by
 * name ('update-broadcast' → POST /actions/update-broadcast).
 */
export function renderDashboard(
  options: {
    readonly records?: Record<string, Record<string, unknown>>;
    readonly actions?: Record<string, Route>;
    readonly user?: typeof PRODUCER;
  } = {},
) {
  const routes: Record<string, Route> = {
    '/auth/login': () => ({ body: { user: options.user ?? PRODUCER } }),
  };
  for (const [name, route] of Object.entries(options.actions ?? {})) {
    routes[`/actions/${name}`] = route;
  }
  return renderWithAuth('/dashboard', {
    records: options.records ?? DASHBOARD_RECORDS,
    routes,
    user: options.user ?? PRODUCER,
  });
}

/** The dashboard module titled `title` (its section), once the dashboard shows it. */
export function findModule(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByTestId('dashboard-module')
      .find((m) => m.getAttribute('data-module') === title);
    if (!found) throw new Error(`no ${title} module`);
    return found;
  });
}

/** Opens the dashboard module titled `title` (its toggle) once it shows; returns its section. */
export async function openModule(title: string): Promise<HTMLElement> {
  const section = await findModule(title);
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  return section;
}
