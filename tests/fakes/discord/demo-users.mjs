// The accounts the fake Discord offers in local runs and stack tests: the demo season's users (so choosing one
// signs in as that demo Player) plus "New Person", a Discord account with no Player record (its first login
// creates one).
import { generateDemoSeason } from '@castline/demo';

/** A Discord account that has no Player record in the demo season. */
export const NEW_PERSON = Object.freeze({
  id: '990000000000000001',
  username: 'new.person',
  global_name: 'New Person',
  avatar: null,
});

/** A demo user (generateDemoSeason(...).users entry) as a Discord account. */
export function toDiscordUser(user) {
  return {
    id: user.discord_id,
    username: user.discord_username,
    global_name: user.name,
    avatar: user.avatar,
  };
}

/** The demo users of `seed` (same as auth-svc's DEMO_SEED) as Discord accounts, then NEW_PERSON. */
export function demoDiscordUsers({ now = new Date(), seed = 1 } = {}) {
  const demo = generateDemoSeason({ now, seed }).users.map(toDiscordUser);
  return [...demo.filter((u) => u.id !== NEW_PERSON.id), NEW_PERSON];
}
