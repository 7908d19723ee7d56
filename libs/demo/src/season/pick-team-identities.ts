import { TEAM_ADJECTIVES, TEAM_NOUNS } from '../catalog/name-pools.js';
import type { DemoRandom } from '../random/create-random.js';

/** A generated team name, its code and the colour family of its theme. */
export interface TeamIdentity {
  readonly name: string;
  readonly code: string;
  readonly hue: number;
  readonly saturation: number;
}

function codeCandidates(adjective: string, noun: string): string[] {
  const a = adjective.toUpperCase();
  const n = noun.toUpperCase();
  return [
    `${a.slice(0, 2)}${n[0] ?? ''}`,
    `${a[0] ?? ''}${n.slice(0, 2)}`,
    `${a[0] ?? ''}${a[2] ?? ''}${n[0] ?? ''}`,
    `${a.slice(0, 2)}${n[1] ?? ''}`,
    `${a[0] ?? ''}${n[0] ?? ''}${n[2] ?? ''}`,
    `${a.slice(0, 3)}${n[0] ?? ''}`,
  ];
}

/**
 * Draws `count` plausible teams ('Crimson Foxes' / 'CRF'; the team name and code of public-site §3) with unique
 * names and codes. Adjectives do not repeat while the pool lasts, so themes differ; past the pool, names get
 * a number ('Crimson Foxes 2') and codes a digit.
 */
export function pickTeamIdentities(random: DemoRandom, count: number): TeamIdentity[] {
  const names = new Set<string>();
  const codes = new Set<string>();
  const identities: TeamIdentity[] = [];
  let adjectives = random.shuffle(TEAM_ADJECTIVES);
  let nouns = random.shuffle(TEAM_NOUNS);
  let cycle = 0;
  while (identities.length < count) {
    const index = identities.length % TEAM_ADJECTIVES.length;
    if (index === 0 && identities.length > 0) {
      cycle += 1;
      adjectives = random.shuffle(TEAM_ADJECTIVES);
      nouns = random.shuffle(TEAM_NOUNS);
    }
    const adjective = adjectives[index] ?? TEAM_ADJECTIVES[0];
    if (!adjective) break;
    let noun = nouns[index % nouns.length] ?? 'Foxes';
    let name = `${adjective.word} ${noun}`;
    for (let n = 1; names.has(name) && n < nouns.length; n += 1) {
      noun = nouns[(index + n) % nouns.length] ?? noun;
      name = `${adjective.word} ${noun}`;
    }
    let suffix = cycle + 1;
    const base = name;
    while (names.has(name)) name = `${base} ${(suffix += 1)}`;
    let code = codeCandidates(adjective.word, noun).find((candidate) => !codes.has(candidate));
    for (let digit = 1; code === undefined; digit += 1) {
      const candidate = `${adjective.word.slice(0, 2).toUpperCase()}${digit}`;
      if (!codes.has(candidate)) code = candidate;
    }
    names.add(name);
    codes.add(code);
    identities.push({ name, code, hue: adjective.hue, saturation: adjective.saturation });
  }
  return identities;
}
