import type {
  EventRecord,
  NewsRecord,
  PlayerRecord,
  SocialRecord,
  TeamRecord,
} from '@castline/contracts';
import { generateNewsSlug } from '@castline/domain';
import type { SpringShowdown } from './add-spring-showdown.js';
import type { RivalsRumble } from './add-rivals-rumble.js';
import type { SummerCup } from './add-summer-cup.js';
import type { WinterInvitational } from './add-winter-invitational.js';
import type { DemoCrew } from './add-crew.js';
import { rankByResults } from './rank-by-results.js';
import { requireItem } from './require-item.js';
import { DAY, HOUR, type SeasonContext } from './season-context.js';

/** The events and people the community content is about. */
export interface CommunityInput {
  readonly crew: DemoCrew;
  readonly spring: SpringShowdown;
  readonly winter: WinterInvitational;
  readonly summer: SummerCup;
  readonly rivals: RivalsRumble;
  readonly players: ReadonlyMap<string, PlayerRecord>;
}

interface NewsInput {
  readonly name: string;
  readonly summary: string;
  readonly content: string;
  readonly released: number;
  readonly events: readonly EventRecord[];
  readonly teams?: readonly TeamRecord[];
  readonly players?: readonly PlayerRecord[];
  readonly videoUrl?: string;
}

/**
 * Creates the community content: socials of events and teams (some not approved, public-site §3), news items
 * with slugs per RULES (k), and accolades, each linked on both sides. Returns the news items, newest first.
 */
export function addCommunity(ctx: SeasonContext, input: CommunityInput): NewsRecord[] {
  const { store, random } = ctx;
  const { crew, spring, winter, summer, rivals } = input;
  const player = (id: string | undefined): PlayerRecord => {
    const record = id === undefined ? undefined : input.players.get(id);
    if (!record) throw new Error('Demo season: unknown player');
    return record;
  };

  const social = (
    type: SocialRecord['type'],
    url: string,
    name: string,
    approved: boolean,
  ): SocialRecord => store.create('social', { type, url, name, approved });
  const eventSocials: [EventRecord, SocialRecord][] = [
    [spring.event, social('Twitter', 'https://twitter.com/CastlineGG', '@CastlineGG', true)],
    [spring.event, social('Twitch', 'https://www.twitch.tv/castline', 'castline', true)],
    [spring.event, social('Discord', 'https://discord.gg/castline', 'Castline Discord', true)],
    [spring.event, social('YouTube', 'https://www.youtube.com/@castline', 'Castline', false)],
    [winter.event, social('Twitter', 'https://twitter.com/CastlineGG', '@CastlineGG', true)],
    [
      winter.event,
      social(
        'Liquipedia',
        'https://liquipedia.net/overwatch/Castline_Cup/Winter_Invitational',
        'Liquipedia',
        true,
      ),
    ],
    [
      rivals.event,
      social('Twitter', 'https://twitter.com/RivalsRumbleEU', '@RivalsRumbleEU', true),
    ],
    [
      rivals.event,
      social('Merch', 'https://shop.example.com/rivals-rumble', 'Rumble merch', false),
    ],
  ];
  for (const [event, item] of eventSocials) store.link(item, 'events', event, 'socials');
  for (const team of [...spring.teams, ...winter.teams, ...summer.teams, ...rivals.teams]) {
    const handle = (team.name ?? 'team').replace(/[^A-Za-z0-9]/g, '');
    if (random.chance(0.5)) {
      store.link(
        social('Twitter', `https://twitter.com/${handle}`, `@${handle}`, true),
        'teams',
        team,
        'socials',
      );
    }
    if (random.chance(0.2)) {
      store.link(
        social('Twitch', `https://www.twitch.tv/${handle.toLowerCase()}`, handle, false),
        'teams',
        team,
        'socials',
      );
    }
  }

  const slugs: string[] = [];
  const addNews = (item: NewsInput): NewsRecord => {
    const slug = generateNewsSlug(item.name, slugs);
    slugs.push(slug);
    const news = store.create('news', {
      name: item.name,
      slug,
      summary: item.summary,
      content: item.content,
      released: new Date(item.released).toISOString(),
      video_url: item.videoUrl ?? null,
    });
    for (const event of item.events) store.link(news, 'events', event, 'news_items');
    for (const team of item.teams ?? []) store.link(news, 'teams', team, 'news_items');
    for (const person of item.players ?? []) store.link(news, 'players', person, 'news');
    return news;
  };
  const champion = winter.champion;
  const championCaptain = player(champion.captains[0]);
  const final = requireItem(winter.playoffMatches, 2, 'final');
  const upsetTeams = random.sample(spring.teams, 2);
  const rumbleOrder = rankByResults(rivals.teams, rivals.matches);
  const news = [
    addNews({
      name: 'Spring Showdown playoffs are here!',
      summary: 'Eight teams, one double-elimination bracket: the playoffs start today.',
      content:
        'The group stage is done and every team has its seed. Upper bracket round 1 starts today, and the lower ' +
        'bracket follows straight after. Catch every match live on the main stream, with the B stream picking up ' +
        'overlapping matches.',
      released: ctx.hour - 31 * HOUR,
      events: [spring.event],
    }),
    addNews({
      name: 'Meet the casters of the Spring Showdown',
      summary: `${crew.caster1.name} and ${crew.caster2.name} are back on the desk.`,
      content: `${crew.caster1.name} returns for a third season, joined by ${crew.caster2.name}, who also designed this season's brand.`,
      released: ctx.hour - 3 * DAY,
      events: [spring.event],
      players: [crew.caster1, crew.caster2],
    }),
    addNews({
      name: 'Summer Cup signups are open',
      summary: 'Sign up as a player for the Community Clash Summer Cup.',
      content:
        'Signups for the Summer Cup are open. Captains draft their rosters before the first match day.',
      released: ctx.hour - 4 * DAY,
      events: [summer.event],
    }),
    addNews({
      name: 'Rivals Rumble: mid-season power rankings',
      summary: 'Four rounds in, who is on top?',
      content: rumbleOrder.map((team, index) => `${index + 1}. ${team.name}`).join('\n'),
      released: ctx.hour - 5 * DAY,
      events: [rivals.event],
      teams: rumbleOrder,
      videoUrl: 'https://www.youtube.com/watch?v=rumbleRank01',
    }),
    addNews({
      name: 'Week 2 Recap: Upsets & Overtime!',
      summary: 'Two overtime thrillers and an upset in the group stage.',
      content: `${upsetTeams.map((team) => team.name).join(' and ')} gave us the match of the week.`,
      released: ctx.hour - 12 * DAY,
      events: [spring.event],
      teams: upsetTeams,
    }),
    addNews({
      name: `${champion.name} win the Winter Invitational`,
      summary: `${champion.name} take the Winter Invitational title.`,
      content: `${champion.name} won the grand final, led by captain ${championCaptain.name}.`,
      released: Date.parse(final.start ?? new Date(ctx.now).toISOString()) + 4 * HOUR,
      events: [winter.event],
      teams: [champion],
      players: [championCaptain],
    }),
  ];

  const accolade = (
    name: string,
    emoji: string,
    event: EventRecord,
    teams: readonly TeamRecord[],
    people: readonly PlayerRecord[],
  ): void => {
    const item = store.create('accolade', { name, emoji });
    store.link(item, 'events', event, 'accolades');
    for (const team of teams) store.link(item, 'teams', team, 'accolades');
    for (const person of people) store.link(item, 'players', person, 'accolades');
  };
  accolade(
    'Winter Invitational Champions',
    '🏆',
    winter.event,
    [champion],
    champion.players.map(player),
  );
  accolade(
    'Winter Invitational MVP',
    '⭐',
    winter.event,
    [],
    [player(random.pick(champion.players))],
  );
  const groupWinners = [spring.teams.slice(0, 4), spring.teams.slice(4, 8)].map((group) =>
    requireItem(rankByResults(group, spring.groupMatches), 0, 'group winner'),
  );
  accolade('Spring Showdown Group Winners', '🥇', spring.event, groupWinners, []);
  accolade(
    'Play of the Week',
    '🎬',
    spring.event,
    [],
    [player(random.pick(random.pick(spring.teams).players))],
  );
  return news;
}
