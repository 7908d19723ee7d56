import type { Locator, Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';

/**
 * Feeder placeholders on every surface (issue 12 item 3; public-site §4 "Match results", RULES c.5): the demo
 * season's bracket, read through the API, decides what each side of each match should read — the team, or for an
 * empty slot fed by a link '{Winner/Loser} of {code} vs {code}' (the feeder has both teams) or
 * '{Winner/Loser} of Match {n}', else 'TBD' — worked out here from the records, independently of the app. Every
 * surface that shows those matches must show exactly that: schedule, event overview, home page (upcoming), team
 * and player match lists, the match page header and name, and the bracket cards.
 */

type Rec = Record<string, unknown>;

const DESKTOP = { width: 1366, height: 900 } as const;

/** A text or number field as text ('' for anything else). */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const links = (record: Rec | undefined, field: string): string[] =>
  (record?.[field] as string[] | undefined) ?? [];
/** The id as URLs show it (public-site §3: a rec… id without its prefix). */
const urlId = (id: string): string => (id.length === 17 && id.startsWith('rec') ? id.slice(3) : id);

async function recordsById(stack: E2EStack, ids: readonly string[]): Promise<Map<string, Rec>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const answer = await stack.things(unique);
  return new Map(answer.map((record) => [String(record['__id'] ?? record['id']), record]));
}

interface FedMatch {
  readonly id: string;
  /** What each side reads, in slot order. */
  readonly sides: readonly [string, string];
  /** The teams in the match (ids), for the team and player pages. */
  readonly teamIds: readonly string[];
  /** Slots with a placeholder from a feeder. */
  readonly fedSlots: number;
}

interface DemoFeeders {
  readonly eventId: string;
  /** Every match of the event's brackets with at least one empty slot fed by a link, by id. */
  readonly fed: ReadonlyMap<string, FedMatch>;
  readonly teams: ReadonlyMap<string, Rec>;
  /** placeholder_teams of the bracket matches that have one. */
  readonly placeholderTeams: readonly string[];
}

/** RULES c.8 step 4: two teams are [slot 1, slot 2]; a lone team sits in slot 1 with placeholder_right, else 2. */
function slotsOf(match: Rec | undefined): [string | null, string | null] {
  const teams = links(match, 'teams');
  if (teams.length >= 2) return [teams[0] || null, teams[1] || null];
  if (teams.length === 0 || !teams[0]) return [null, null];
  return match?.['placeholder_right'] === true ? [teams[0], null] : [null, teams[0]];
}

/** Reads the demo event's brackets and works out the text of every fed slot (RULES c.5). */
async function readDemoFeeders(stack: E2EStack): Promise<DemoFeeders> {
  const [lookup] = await stack.things(['subdomain-spring']);
  const eventId = String(lookup!['id']);
  const event = (await recordsById(stack, [eventId])).get(eventId);
  const brackets = await recordsById(stack, links(event, 'brackets'));
  const matchIds = [...brackets.values()].flatMap((bracket) => links(bracket, 'ordered_matches'));
  const matches = await recordsById(stack, matchIds);
  const teams = await recordsById(
    stack,
    [...matches.values()].flatMap((match) => links(match, 'teams')),
  );
  const code = (teamId: string) => {
    const team = teams.get(teamId);
    return text(team?.['code']) || text(team?.['name']) || teamId;
  };
  const name = (teamId: string) => text(teams.get(teamId)?.['name']);
  const fed = new Map<string, FedMatch>();
  for (const bracket of brackets.values()) {
    const ordered = links(bracket, 'ordered_matches');
    const layout = JSON.parse(String(bracket['bracket_layout'])) as {
      connections?: Record<string, { win?: string; lose?: string }>;
    };
    const feeders = new Map<string, { from: number; kind: 'win' | 'lose' }>();
    for (const [from, connection] of Object.entries(layout.connections ?? {})) {
      for (const kind of ['win', 'lose'] as const) {
        const target = /^(\d+)\.([12])$/.exec(connection[kind] ?? '');
        if (target) feeders.set(`${target[1]}.${target[2]}`, { from: Number(from), kind });
      }
    }
    ordered.forEach((id, index) => {
      const match = matches.get(id);
      const slots = slotsOf(match);
      let fedSlots = 0;
      const side = (slot: 1 | 2): string => {
        const team = slots[slot - 1];
        if (team) return name(team);
        const feeder = feeders.get(`${index + 1}.${slot}`);
        if (!feeder) return 'TBD';
        fedSlots += 1;
        const word = feeder.kind === 'win' ? 'Winner' : 'Loser';
        const feederMatch = matches.get(ordered[feeder.from - 1] ?? '');
        const [a, b] = slotsOf(feederMatch);
        return a && b
          ? `${word} of ${code(a)} vs ${code(b)}`
          : `${word} of Match ${text(feederMatch?.['match_number']) || feeder.from}`;
      };
      const sides = [side(1), side(2)] as const;
      if (fedSlots > 0 && !fed.has(id))
        fed.set(id, { id, sides, teamIds: links(match, 'teams'), fedSlots });
    });
  }
  const placeholderTeams = [...matches.values()]
    .map((match) => text(match['placeholder_teams']))
    .filter(Boolean);
  return { eventId, fed, teams, placeholderTeams };
}

/** Checks every row of the page whose match is fed; returns how many it checked. */
async function checkRows(
  rows: Locator,
  nameTestId: string,
  fed: ReadonlyMap<string, FedMatch>,
  label: string,
): Promise<number> {
  let checked = 0;
  for (const row of await rows.all()) {
    const id = await row.getAttribute('data-match-id');
    const match = id ? fed.get(id) : undefined;
    if (!match) continue;
    await expect(row.getByTestId(nameTestId), `${label}: match ${id}`).toHaveText([...match.sides]);
    checked += 1;
  }
  return checked;
}

async function open(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('feeder placeholders on every surface (issue 12 item 3)', () => {
  test('the demo bracket has fed slots: with known feeders, with a feeder still open, and next to a team', async ({
    stack,
  }) => {
    const { fed, placeholderTeams } = await readDemoFeeders(stack);
    // the expectations here leave placeholder_teams out: the demo bracket sets none
    expect(placeholderTeams).toEqual([]);
    const texts = [...fed.values()].flatMap((match) => match.sides);
    expect(texts.some((side) => /^(Winner|Loser) of \S+ vs \S+$/.test(side))).toBe(true);
    expect(texts.some((side) => /^(Winner|Loser) of Match \d+$/.test(side))).toBe(true);
    expect([...fed.values()].some((match) => match.teamIds.length === 1)).toBe(true);
  });

  test('schedule, event overview and home page rows show the feeder texts', async ({
    page,
    stack,
  }) => {
    const { eventId, fed } = await readDemoFeeders(stack);
    await page.setViewportSize(DESKTOP);

    await open(page, `${stack.url}/event/${urlId(eventId)}/schedule`, 'schedule-match');
    const schedule = page.getByTestId('schedule-match');
    // every fed match of the event is on its schedule
    expect(await checkRows(schedule, 'schedule-team-name', fed, 'schedule')).toBe(fed.size);

    await open(page, `${stack.url}/event/${urlId(eventId)}`, 'overview-upcoming');
    const upNext = page.getByTestId('overview-upcoming').getByTestId('schedule-match');
    // The overview lists the 4 earliest incomplete matches; since the demo's exhibition matches awaiting their score
    // reports (issue 18) come first, a fed match may not be among them: every fed row listed shows its feeder texts.
    const listedFed = (
      await upNext.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id')))
    ).filter((id) => id !== null && fed.has(id)).length;
    expect(await checkRows(upNext, 'schedule-team-name', fed, 'event overview')).toBe(listedFed);

    // the home page lists the first 6 upcoming matches (special:upcoming-matches)
    const [upcoming] = await stack.things(['special:upcoming-matches']);
    const listed = links(upcoming, 'matches').slice(0, 6);
    await open(page, stack.url, 'upcoming-match');
    const home = page.getByTestId('upcoming-match');
    expect(await checkRows(home, 'upcoming-match-team-name', fed, 'home')).toBe(
      listed.filter((id) => fed.has(id)).length,
    );
    expect(
      listed.some((id) => fed.has(id)),
      'a fed match is up next on the home page',
    ).toBe(true);
  });

  test('team and player match lists show the feeder texts', async ({ page, stack }) => {
    const { fed, teams } = await readDemoFeeders(stack);
    await page.setViewportSize(DESKTOP);
    const withTeam = [...fed.values()].find((match) => match.teamIds.length === 1)!;
    const teamId = withTeam.teamIds[0]!;
    await open(page, `${stack.url}/team/${urlId(teamId)}/matches`, 'match-row');
    const teamRow = page.locator(`[data-testid="match-row"][data-match-id="${withTeam.id}"]`);
    await expect(teamRow.getByTestId('match-row-team')).toHaveText([...withTeam.sides]);
    expect(
      await checkRows(page.getByTestId('match-row'), 'match-row-team', fed, 'team matches'),
    ).toBeGreaterThan(0);

    // the team overview's next match (this team's next match is the fed one)
    await open(page, `${stack.url}/team/${urlId(teamId)}`, 'team-next-match');
    expect(
      await checkRows(
        page.getByTestId('team-next-match').getByTestId('match-row'),
        'match-row-team',
        fed,
        'team overview',
      ),
    ).toBe(1);

    const playerId = links(teams.get(teamId), 'players')[0]!;
    await open(page, `${stack.url}/player/${urlId(playerId)}/played-matches`, 'match-row');
    const playerRow = page.locator(`[data-testid="match-row"][data-match-id="${withTeam.id}"]`);
    await expect(playerRow.getByTestId('match-row-team')).toHaveText([...withTeam.sides]);
  });

  test('the match page shows the feeder text in its header and its name', async ({
    page,
    stack,
  }) => {
    const { fed } = await readDemoFeeders(stack);
    await page.setViewportSize(DESKTOP);
    // one with a team beside the feeder, one with no team at all
    const picks = [
      [...fed.values()].find((match) => match.teamIds.length === 1)!,
      [...fed.values()].find((match) => match.teamIds.length === 0)!,
    ];
    for (const match of picks) {
      await open(page, `${stack.url}/match/${urlId(match.id)}`, 'match-header');
      await expect(page.getByTestId('match-team-1')).toHaveText(match.sides[0]);
      await expect(page.getByTestId('match-team-2')).toHaveText(match.sides[1]);
      await expect(page.getByTestId('match-name')).toHaveText(
        `${match.sides[0]} vs ${match.sides[1]}`,
      );
    }
  });

  test('the bracket cards show the same feeder texts', async ({ page, stack }) => {
    const { eventId, fed } = await readDemoFeeders(stack);
    await page.setViewportSize(DESKTOP);
    await open(page, `${stack.url}/event/${urlId(eventId)}/bracket`, 'bracket-view');
    for (const match of fed.values()) {
      const card = page.locator(`[data-testid="bracket-card"][data-match-id="${match.id}"]`);
      await expect(card.getByTestId('bracket-team-name')).toHaveText([...match.sides]);
      // the whole text is also the row's title (hover) whatever the card's size
      expect(
        await card
          .getByTestId('bracket-team-name')
          .evaluateAll((names) => names.map((n) => n.getAttribute('title'))),
      ).toEqual([...match.sides]);
    }
  });
});
