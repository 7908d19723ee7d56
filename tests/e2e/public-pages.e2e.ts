import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin, type DemoLogin } from './demo';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

type Rec = Record<string, unknown>;

async function thing(stack: E2EStack, id: string): Promise<Rec> {
  const [record] = await stack.things([id]);
  if (!record || typeof record['id'] !== 'string') throw new Error(`no record ${id}`);
  return record;
}

/** The records of the ids, in order (the read path also appends the theme of each record with one theme). */
async function things(stack: E2EStack, ids: readonly string[]): Promise<Rec[]> {
  if (ids.length === 0) return [];
  const answer = await stack.things([...ids]);
  const byId = new Map(answer.map((record) => [record['__id'], record]));
  return ids.map((id) => byId.get(id)).filter((record): record is Rec => record !== undefined);
}

const links = (record: Rec, field: string): string[] =>
  (record[field] as string[] | undefined) ?? [];
/** The id as URLs show it (public-site §3: a rec… id without its prefix). */
const urlId = (id: string): string => (id.length === 17 && id.startsWith('rec') ? id.slice(3) : id);

/** The live match of the demo season (special:live-matches) and its record. */
async function liveMatch(stack: E2EStack): Promise<Rec> {
  const live = await thing(stack, 'special:live-matches');
  const [id] = links(live, 'matches');
  expect(id, 'the demo season has a live match').toBeTruthy();
  return thing(stack, id!);
}

/** Signs the browser in as a demo user: the auth cookie and the stored {token, user}, as the login flow leaves them. */
async function signIn(page: Page, stack: E2EStack, login: DemoLogin): Promise<void> {
  await page.context().addCookies([{ name: 'auth', value: login.token, url: stack.url }]);
  const user = {
    name: login.name,
    avatar: null,
    airtableID: login.player_id,
    clients: [],
    website_settings: [],
  };
  await page.addInitScript(
    ([token, stored]) =>
      localStorage.setItem('castline:auth', JSON.stringify({ token, user: stored })),
    [login.token, user] as const,
  );
}

/**
 * Stops the login flow at the gateway's redirect route (/login sends the browser there with the return target),
 * so a test can read where a protected page sent the visitor.
 */
async function stopAtLoginRedirect(page: Page): Promise<void> {
  await page.route('**/auth/discord/redirect**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'login' }),
  );
}

/** True when the page went to login with `target` as the return (public-site §4 "Authentication" 4). */
async function expectLoginFor(page: Page, target: string): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname} ${url.searchParams.get('return') ?? ''}`;
    })
    .toBe(`/auth/discord/redirect ${target}`);
}

/** Rewrites the records of every POST /things answer (a request the page abandoned is let go). */
async function patchThings(page: Page, patch: (item: Rec) => Rec): Promise<void> {
  await page.route('**/things', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as Rec[];
      await route.fulfill({ response, json: body.map(patch) });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

async function tabLabels(page: Page): Promise<string[]> {
  await expect(page.getByTestId('entity-tabs')).toBeVisible();
  return page.getByTestId('entity-tabs').getByRole('link').allTextContents();
}

test.describe('public pages (issue: Public pages, part B)', () => {
  test('/teams lists events newest first with their teams, searches from 3 characters and keeps ?page in the URL', async ({
    page,
    stack,
  }) => {
    const special = await thing(stack, 'special:teams');
    const entries = special['teams'] as {
      id: string;
      name: string;
      event: string[];
      eventStart: string;
    }[];
    const eventIds = [...new Set(entries.map((t) => t.event[0]!))];
    const events = await things(stack, eventIds);
    const byStart = [...events].sort((a, b) =>
      String(b['start_date']).localeCompare(String(a['start_date'])),
    );

    await page.goto(`${stack.url}/teams`);
    await expect(page).toHaveTitle('Teams | Castline');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    const search = page.getByPlaceholder('Start typing to filter');
    await expect(search).toBeVisible();
    const sections = page.getByTestId('teams-event');
    await expect(sections).toHaveCount(Math.min(10, eventIds.length));
    expect(
      await sections.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id'))),
    ).toEqual(byStart.slice(0, 10).map((e) => e['id']));
    await expect(page.getByTestId('team-card')).toHaveCount(entries.length);
    // 4 listed events fit on one page: no pager.
    await expect(page.getByTestId('teams-pager')).toHaveCount(0);

    // Two characters filter nothing; three do, grouped by event.
    const rose = entries.find((t) => t.name === 'Rose Stags')!;
    await search.fill('Ro');
    await expect(page.getByTestId('team-card')).toHaveCount(entries.length);
    await search.fill('Rose');
    await expect(page.getByTestId('team-card')).toHaveCount(
      entries.filter((t) => t.name.toLowerCase().includes('rose')).length,
    );
    await expect(page.getByTestId('teams-event')).toHaveCount(1);
    await expect(page.getByTestId('teams-event')).toHaveAttribute('data-event-id', rose.event[0]!);
    await expect(page.getByTestId('teams-result-count')).toHaveText(/team(s)? found/);

    // Keyboard: from the search box over the event's link to the first result; Enter opens the team.
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('teams-event').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('team-card').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${stack.url}/team/${urlId(rose.id)}`);

    // The page number lives in the query: ?page=2 stays in the URL (past the last page here) and page 1 clears it.
    await page.goto(`${stack.url}/teams?page=2`);
    await expect(page.getByTestId('teams-past-end')).toBeVisible();
    await expect(page).toHaveURL(`${stack.url}/teams?page=2`);
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(`${stack.url}/teams`);
    await expect(page.getByTestId('teams-event').first()).toBeVisible();
  });

  test('/teams pages through more than 10 events with ?page=2, and a search hides the pager', async ({
    page,
    stack,
  }) => {
    // The demo lists 4 events; give the browser 12 by splitting the real teams over extra events (in the read
    // answer, and by holding back live updates of special:teams, which would bring the real list back).
    await page.routeWebSocket(/socket\.io/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"special:teams"')) return;
        ws.send(message);
      });
    });
    const FAKE = 8;
    const split = (teams: Rec[]): Rec[] =>
      teams.map((team, index) =>
        index < FAKE
          ? {
              ...team,
              event: [`recFAKEEVENT${String(index).padStart(5, '0')}`],
              eventStart: `2027-0${index + 1}-01`,
            }
          : team,
      );
    const real = (await thing(stack, 'special:teams'))['teams'] as Rec[];
    const groupCount = new Set(split(real).map((team) => (team['event'] as string[])[0])).size;
    expect(groupCount).toBeGreaterThan(10);
    await patchThings(page, (item) =>
      item['__id'] === 'special:teams' ? { ...item, teams: split(item['teams'] as Rec[]) } : item,
    );
    await page.goto(`${stack.url}/teams`);
    const pager = page.getByTestId('teams-pager');
    await expect(pager).toBeVisible();
    await expect(page.getByTestId('teams-event')).toHaveCount(10);
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(`${stack.url}/teams?page=2`);
    await expect(page.getByTestId('teams-event')).toHaveCount(groupCount - 10);
    await page.reload();
    await expect(page).toHaveURL(`${stack.url}/teams?page=2`);
    await expect(page.getByTestId('teams-event')).toHaveCount(groupCount - 10);
    await page.getByPlaceholder('Start typing to filter').fill('Rose');
    await expect(page.getByTestId('teams-pager')).toHaveCount(0);
    await expect(page.getByTestId('team-card')).toHaveCount(1);
    await page.getByPlaceholder('Start typing to filter').fill('');
    await expect(page.getByTestId('teams-pager')).toBeVisible();
  });

  test('/players lists verified players first then alphabetically, and Enter searches with fewer than 3 characters', async ({
    page,
    stack,
  }) => {
    const special = await thing(stack, 'special:players');
    const players = special['players'] as { id: string; name: string; verified: boolean }[];
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = [...players]
      .sort((a, b) =>
        a.verified === b.verified ? collator.compare(a.name, b.name) : a.verified ? -1 : 1,
      )
      .map((p) => p.name);

    await page.goto(`${stack.url}/players`);
    await expect(page).toHaveTitle('Players | Castline');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expect(page.getByText('Use 3 or more characters to search')).toBeVisible();
    const names = page.getByTestId('player-card-name');
    await expect(names).toHaveCount(Math.min(players.length, 120));
    expect(await names.allTextContents()).toEqual(expected.slice(0, 120));

    const search = page.getByLabel('Search players');
    await search.fill('Ve');
    await expect(page.getByTestId('players-enter-hint')).toBeVisible();
    await expect(names).toHaveCount(Math.min(players.length, 120));
    await search.press('Enter');
    const matching = players.filter((p) => p.name.toLowerCase().includes('ve'));
    await expect(names).toHaveCount(matching.length);
    await search.fill('Vexs');
    await expect(names).toHaveCount(
      players.filter((p) => p.name.toLowerCase().includes('vexs')).length,
    );
    await names.first().click();
    await expect(page).toHaveURL(/\/player\/[A-Za-z0-9]{14}$/);
  });

  test('/streams shows the official stream of the live match and follows the broadcast live', async ({
    page,
    stack,
  }) => {
    const match = await liveMatch(stack);
    const main = await thing(stack, 'broadcast-main');
    await page.goto(`${stack.url}/streams`);
    await expect(page).toHaveTitle('Community streams | Castline');
    await expect(page.getByRole('heading', { level: 1, name: 'Community streams' })).toBeVisible();
    await expect(page.getByTestId('streams-beta')).toHaveText('Beta');
    await expect(page.getByTestId('streams-intro')).toContainText('streaming status');
    await expect(page.getByTestId('streams-intro')).toContainText('streamer mode');
    const streamsRecord: Rec = await thing(stack, 'special:player-streams').catch((): Rec => ({}));
    const playerStreams = streamsRecord['streams'] as Rec[] | undefined;
    await expect(page.getByTestId('stream-card')).toHaveCount(1 + (playerStreams?.length ?? 0));
    const card = page.locator('[data-testid="stream-card"][data-kind="official"]');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('href', `/match/${urlId(String(match['id']))}`);
    await expect(card.getByTestId('stream-card-name')).toHaveText(/ vs /);
    await expect(card.getByTestId('stream-card-byline')).toHaveText('Official event stream');
    await expect(card.getByTestId('stream-key')).toHaveText('castline');
    await expect(card.getByTestId('stream-thumbnail')).toHaveAttribute(
      'data-service',
      'twitch-live',
    );
    // Community streams (special:player-streams): the player and team instead.
    for (const [index, stream] of (playerStreams ?? []).entries()) {
      const community = page
        .locator('[data-testid="stream-card"][data-kind="community"]')
        .nth(index);
      const [player, team] = await things(stack, [
        links(stream, 'player')[0]!,
        links(stream, 'team')[0]!,
      ]);
      await expect(community.getByTestId('stream-card-byline')).toHaveText(
        `${String(player!['name'])} · ${String(team!['name'])}`,
      );
      await expect(community).toHaveAttribute(
        'href',
        `/match/${urlId(links(stream, 'match')[0]!)}`,
      );
    }

    // The producer stops advertising the main broadcast: the live match stays (it is flagged live) without a stream.
    const producer = await demoLogin(stack, 'producer');
    const off = await stack.action(
      'update-broadcast',
      { broadcast: main['id'], advertise: false },
      producer.token,
    );
    expect(off.status).toBe(200);
    await expect(card.getByTestId('stream-key')).toHaveText('No stream link');
    const on = await stack.action(
      'update-broadcast',
      { broadcast: main['id'], advertise: true },
      producer.token,
    );
    expect(on.status).toBe(200);
    await expect(card.getByTestId('stream-key')).toHaveText('castline');

    // With nothing live, the empty state (read answers emptied, live updates of those two records held back).
    await page.routeWebSocket(/socket\.io/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (typeof message === 'string' && /"special:(live-matches|player-streams)"/.test(message))
          return;
        ws.send(message);
      });
    });
    await patchThings(page, (item) =>
      item['__id'] === 'special:live-matches'
        ? { ...item, matches: [] }
        : item['__id'] === 'special:player-streams'
          ? { ...item, streams: [] }
          : item,
    );
    await page.reload();
    await expect(page.getByTestId('streams-empty')).toHaveText('No streams are live right now.');
  });

  test('team pages: overview, matches, details (alias composition), old-details, theme; settings behind login', async ({
    page,
    stack,
  }) => {
    const match = await liveMatch(stack);
    const team = await thing(stack, links(match, 'teams')[0]!);
    const base = `${stack.url}/team/${urlId(String(team['id']))}`;
    await page.goto(base);
    await expect(page).toHaveTitle(`${String(team['name'])} | Castline`);
    await expect(page.getByRole('heading', { level: 1, name: String(team['name']) })).toBeVisible();
    await expect(page.getByTestId('team-roster').getByTestId('person-card')).toHaveCount(
      links(team, 'players').length,
    );
    await expect(page.getByTestId('team-next-match').getByTestId('match-row')).toHaveAttribute(
      'data-match-id',
      String(match['id']),
    );
    expect(await tabLabels(page)).toEqual([
      'Overview',
      'Matches',
      'Details',
      'Old details',
      'Theme',
    ]);
    // The banner is in the team's colours.
    const themeRecord = await thing(stack, links(team, 'theme')[0]!);
    const background = await page
      .getByTestId('team-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = String(themeRecord['color_theme']).toLowerCase();
    const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
    expect(background).toBe(rgb);

    await page.getByTestId('tab-matches').click();
    await expect(page).toHaveURL(`${base}/matches`);
    await expect(page.getByTestId('match-row')).toHaveCount(links(team, 'matches').length);
    await expect(page).toHaveTitle(`Matches - ${String(team['name'])} | Castline`);

    for (const alias of ['details', 'composition']) {
      await page.goto(`${base}/${alias}`);
      await expect(page.getByTestId('team-composition')).toBeVisible();
      await expect(page.getByTestId('tab-details')).toHaveAttribute('aria-current', 'page');
    }
    await page.goto(`${base}/old-details`);
    await expect(page.getByTestId('old-details-row')).toHaveCount(links(team, 'players').length);
    await expect(page.getByRole('columnheader', { name: 'Battletag' })).toBeVisible();
    await page.goto(`${base}/theme`);
    await expect(page.getByTestId('theme-swatch').first()).toBeVisible();

    // Settings: visitors go to /login with a return; no Settings tab for them.
    await stopAtLoginRedirect(page);
    await page.goto(`${base}/settings`);
    await expectLoginFor(page, `/team/${urlId(String(team['id']))}/settings`);
  });

  test('team settings and the Settings tab are there for the team captain only', async ({
    page,
    stack,
  }) => {
    const captain = await demoLogin(stack, 'captain');
    const player = await thing(stack, captain.player_id);
    const teamId = links(player, 'captain_of')[0]!;
    await signIn(page, stack, captain);
    await page.goto(`${stack.url}/team/${urlId(teamId)}`);
    await expect(page.getByTestId('tab-settings')).toBeVisible();
    await page.getByTestId('tab-settings').click();
    await expect(page.getByTestId('team-settings')).toBeVisible();
    // Another team's settings: signed in, but no access.
    const match = await liveMatch(stack);
    const other = links(match, 'teams').find((id) => id !== teamId)!;
    await page.goto(`${stack.url}/team/${urlId(other)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('tab-settings')).toHaveCount(0);
    await page.goto(`${stack.url}/team/${urlId(other)}/settings`);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
  });

  test('player pages: overview, played matches, match stats, participation, partners, banner; production (alias matches)', async ({
    page,
    stack,
  }) => {
    const captain = await demoLogin(stack, 'captain');
    const player = await thing(stack, captain.player_id);
    const base = `${stack.url}/player/${urlId(captain.player_id)}`;
    await page.goto(base);
    await expect(page).toHaveTitle(`${String(player['name'])} | Castline`);
    await expect(
      page.getByRole('heading', { level: 1, name: String(player['name']) }),
    ).toBeVisible();
    await expect(page.getByTestId('player-teams').getByTestId('team-tile')).toHaveCount(
      links(player, 'member_of').length,
    );
    const tabs = await tabLabels(page);
    expect(tabs).toEqual(
      expect.arrayContaining([
        'Overview',
        'Played matches',
        'Match stats',
        'Participation',
        'Partners',
        'Banner',
      ]),
    );
    expect(tabs).not.toContain('Casts');
    for (const [tab, testId] of [
      ['played-matches', 'match-row'],
      ['match-stats', 'stat-card'],
      ['participation', 'participation-role'],
      ['partners', 'person-card'],
      ['banner', 'player-banner-graphic'],
    ] as const) {
      await page.goto(`${base}/${tab}`);
      await expect(page.getByTestId(testId).first()).toBeVisible();
    }

    // A caster: casts, production (served at /matches and its alias /production).
    const caster = (await thing(stack, 'special:players'))['players'] as {
      id: string;
      name: string;
    }[];
    const cameron = caster.find((p) => p.name === 'Cameron Caster')!;
    const casterBase = `${stack.url}/player/${urlId(cameron.id)}`;
    await page.goto(casterBase);
    await expect(page.getByRole('heading', { level: 1, name: 'Cameron Caster' })).toBeVisible();
    expect(await tabLabels(page)).toEqual(expect.arrayContaining(['Casts', 'Production']));
    await page.getByTestId('tab-casts').click();
    await expect(
      page.getByTestId('player-casted-matches').getByTestId('match-row').first(),
    ).toBeVisible();
    for (const alias of ['matches', 'production']) {
      await page.goto(`${casterBase}/${alias}`);
      await expect(page.getByTestId('production-role').first()).toBeVisible();
      await expect(page.getByTestId('tab-production')).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the match page shows the live match, its stream and maps, and its score updates live', async ({
    page,
    stack,
  }) => {
    const match = await liveMatch(stack);
    const teams = await things(stack, links(match, 'teams'));
    const base = `${stack.url}/match/${urlId(String(match['id']))}`;
    await page.goto(base);
    const name = `${String(teams[0]!['name'])} vs ${String(teams[1]!['name'])}`;
    await expect(page).toHaveTitle(`${name} | Castline`);
    await expect(page.getByTestId('match-name')).toHaveText(name);
    await expect(page.getByTestId('match-live')).toBeVisible();
    const s1 = Number(match['score_1']);
    const s2 = Number(match['score_2']);
    await expect(page.getByTestId('match-score')).toHaveText(`${s1} – ${s2}`);
    // The live broadcast's stream is embedded (Twitch player for the channel).
    await expect(page.getByTestId('match-live-stream').locator('iframe')).toHaveAttribute(
      'src',
      /player\.twitch\.tv\/\?channel=castline&parent=localhost/,
    );
    await expect(page.getByTestId('map-summary')).toHaveCount(links(match, 'maps').length);
    expect(await tabLabels(page)).toEqual(['VOD', 'Maps', 'History']);

    // Live update: the organiser changes the score from another client.
    const organiser = await demoLogin(stack, 'organiser');
    const res = await stack.action(
      'update-match-data',
      { matchID: match['id'], updatedData: { score_1: s1 + 1 } },
      organiser.token,
    );
    expect(res.status).toBe(200);
    await expect(page.getByTestId('match-score')).toHaveText(`${s1 + 1} – ${s2}`, {
      timeout: 2000,
    });
    await stack.action(
      'update-match-data',
      { matchID: match['id'], updatedData: { score_1: s1 } },
      organiser.token,
    );
    await expect(page.getByTestId('match-score')).toHaveText(`${s1} – ${s2}`);

    // History: reports and previous meetings.
    await page.getByTestId('tab-history').click();
    await expect(page).toHaveURL(`${base}/history`);
    await expect(page.getByTestId('match-report-history')).toBeVisible();
    await expect(page.getByTestId('match-head-to-head')).toBeVisible();

    // Auth sub-pages send visitors to /login; room is public.
    await stopAtLoginRedirect(page);
    for (const sub of ['score-reporting', 'rescheduling', 'editor', 'draft']) {
      await page.goto(`${base}/${sub}`);
      await expectLoginFor(page, `/match/${urlId(String(match['id']))}/${sub}`);
    }
    await page.goto(`${base}/room`);
    await expect(page.getByTestId('match-room')).toBeVisible();
  });

  test('a finished match embeds its VOD; /detailed shows maps per the game profile', async ({
    page,
    stack,
  }) => {
    const publicEvents = await thing(stack, 'special:public-events');
    const events = await things(stack, links(publicEvents, 'events'));
    const winter = events.find((e) => String(e['name']).includes('Winter'))!;
    const winterMatches = await things(stack, links(winter, 'matches'));
    const withVod = winterMatches.find(
      (m) => typeof m['vod'] === 'string' && m['vod'].includes('youtube.com'),
    )!;
    await page.goto(`${stack.url}/match/${urlId(String(withVod['id']))}`);
    const vod = page.getByTestId('match-vod').first();
    await expect(vod.getByTestId('vod-player')).toHaveAttribute('data-service', 'youtube');
    const key = new URL(String(withVod['vod'])).searchParams.get('v');
    await expect(vod.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${key}`,
    );
    await expect(page.getByTestId('match-status')).toHaveText('Final');

    // Overwatch: picks, bans, winners, scores and replay codes.
    const live = await liveMatch(stack);
    await page.goto(`${stack.url}/detailed/${urlId(String(live['id']))}`);
    await expect(page.getByTestId('tab-detailed')).toHaveAttribute('aria-current', 'page');
    const maps = page.getByTestId('detailed-map');
    await expect(maps).toHaveCount(links(live, 'maps').length);
    await expect(page.locator('[data-testid="detailed-map"][data-outcome="banned"]')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('detailed-map-replay').first()).toHaveText(
      /^Replay code: [A-Z0-9]+$/,
    );
    await expect(page.getByTestId('detailed-map-picker').first()).toBeVisible();

    // Marvel Rivals: replay codes are Match UUIDs, and hero bans of maps not marked public stay hidden.
    const rivals = events.find((e) => e['game'] === 'Marvel Rivals')!;
    const rivalsMatches = await things(stack, links(rivals, 'matches'));
    const rivalsMatch = rivalsMatches.find((m) => links(m, 'maps').length > 0)!;
    const rivalsMaps = await things(stack, links(rivalsMatch, 'maps'));
    await page.goto(`${stack.url}/detailed/${urlId(String(rivalsMatch['id']))}`);
    await expect(page.getByTestId('detailed-map')).toHaveCount(rivalsMaps.length);
    await expect(page.getByTestId('detailed-map-replay').first()).toHaveText(/^Match UUID: /);
    const privateIndex = rivalsMaps.findIndex(
      (m) => m['public'] === false && links(m, 'team_1_bans').length > 0,
    );
    if (privateIndex >= 0) {
      await expect(page.getByTestId('detailed-map').nth(privateIndex)).not.toContainText(
        'Heroes banned',
      );
    }
    const publicIndex = rivalsMaps.findIndex(
      (m) => m['public'] === true && links(m, 'team_1_bans').length > 0,
    );
    if (publicIndex >= 0) {
      await expect(page.getByTestId('detailed-map').nth(publicIndex)).toContainText(
        'Heroes banned',
      );
    }
  });

  test('/news/:slug shows the article of news-{slug}; unknown ids and slugs show Not Found', async ({
    page,
    stack,
  }) => {
    const publicEvents = await thing(stack, 'special:public-events');
    const events = await things(stack, links(publicEvents, 'events'));
    const newsIds = events.flatMap((e) => links(e, 'news_items'));
    const news = await things(stack, newsIds);
    const withVideo = news.find((n) => n['video_url'])!;
    await page.goto(`${stack.url}/news/${String(withVideo['slug'])}`);
    await expect(page).toHaveTitle(`${String(withVideo['name'])} | Castline`);
    await expect(
      page.getByRole('heading', { level: 1, name: String(withVideo['name']) }),
    ).toBeVisible();
    await expect(page.getByTestId('news-content')).toContainText(
      String(withVideo['content']).split('\n')[0]!,
    );
    await expect(page.getByTestId('news-video').getByTestId('vod-player')).toHaveAttribute(
      'data-service',
      'youtube',
    );
    await expect(page.getByTestId('news-related').getByTestId('team-tile').first()).toBeVisible();

    for (const missing of [
      '/news/no-such-article',
      '/team/NoSuchTeam0000',
      '/player/NoSuchPlayer00',
      '/match/NoSuchMatch000',
      '/detailed/NoSuchMatch000',
    ]) {
      await page.goto(`${stack.url}${missing}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots of teams, players, streams, team, player and match pages at ${size} width`, async ({
      page,
      stack,
    }) => {
      await page.setViewportSize(viewport);
      const match = await liveMatch(stack);
      const team = links(match, 'teams')[0]!;
      const captain = await demoLogin(stack, 'captain');
      const shots: [string, string, string][] = [
        ['teams', '/teams', 'team-card'],
        ['players', '/players', 'player-card'],
        ['streams', '/streams', 'stream-card'],
        ['team', `/team/${urlId(team)}`, 'person-card'],
        ['team-matches', `/team/${urlId(team)}/matches`, 'match-row'],
        ['player', `/player/${urlId(captain.player_id)}`, 'team-tile'],
        ['player-stats', `/player/${urlId(captain.player_id)}/match-stats`, 'stat-card'],
        ['match', `/match/${urlId(String(match['id']))}`, 'map-summary'],
        ['detailed', `/detailed/${urlId(String(match['id']))}`, 'detailed-map'],
      ];
      for (const [name, route, ready] of shots) {
        await page.goto(`${stack.url}${route}`);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.screenshot({
          path: path.join(dir, `public-${name}-${size}.png`),
          fullPage: true,
        });
        await noHorizontalScroll(page);
      }
    });
  }
});
