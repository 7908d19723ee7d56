/** A team-name adjective with the colour family its theme is built from. */
export interface TeamAdjective {
  readonly word: string;
  /** Hue in degrees. */
  readonly hue: number;
  /** Saturation in percent (low for neutral colours such as Obsidian or Silver). */
  readonly saturation: number;
}

/** Team-name adjectives, each with its own colour, so names and themes match ('Crimson Foxes' is red). */
export const TEAM_ADJECTIVES: readonly TeamAdjective[] = [
  { word: 'Crimson', hue: 350, saturation: 75 },
  { word: 'Azure', hue: 205, saturation: 80 },
  { word: 'Emerald', hue: 145, saturation: 65 },
  { word: 'Golden', hue: 45, saturation: 85 },
  { word: 'Violet', hue: 275, saturation: 60 },
  { word: 'Scarlet', hue: 5, saturation: 80 },
  { word: 'Cobalt', hue: 222, saturation: 75 },
  { word: 'Jade', hue: 162, saturation: 60 },
  { word: 'Amber', hue: 35, saturation: 90 },
  { word: 'Indigo', hue: 245, saturation: 60 },
  { word: 'Teal', hue: 180, saturation: 70 },
  { word: 'Coral', hue: 12, saturation: 85 },
  { word: 'Obsidian', hue: 260, saturation: 15 },
  { word: 'Silver', hue: 210, saturation: 12 },
  { word: 'Copper', hue: 22, saturation: 65 },
  { word: 'Sapphire', hue: 215, saturation: 85 },
  { word: 'Ruby', hue: 342, saturation: 80 },
  { word: 'Onyx', hue: 0, saturation: 5 },
  { word: 'Magenta', hue: 310, saturation: 70 },
  { word: 'Saffron', hue: 42, saturation: 95 },
  { word: 'Cerulean', hue: 195, saturation: 80 },
  { word: 'Midnight', hue: 235, saturation: 45 },
  { word: 'Frost', hue: 190, saturation: 55 },
  { word: 'Ember', hue: 18, saturation: 90 },
  { word: 'Storm', hue: 200, saturation: 20 },
  { word: 'Solar', hue: 50, saturation: 95 },
  { word: 'Lunar', hue: 228, saturation: 30 },
  { word: 'Neon', hue: 95, saturation: 85 },
  { word: 'Shadow', hue: 270, saturation: 18 },
  { word: 'Verdant', hue: 120, saturation: 55 },
  { word: 'Rose', hue: 330, saturation: 65 },
  { word: 'Orchid', hue: 290, saturation: 55 },
];

/** Team-name nouns. */
// prettier-ignore
export const TEAM_NOUNS: readonly string[] = [
  'Foxes', 'Owls', 'Wolves', 'Ravens', 'Tigers', 'Vipers', 'Hawks', 'Falcons', 'Bears', 'Sharks', 'Dragons',
  'Phoenixes', 'Panthers', 'Stags', 'Lynxes', 'Cobras', 'Otters', 'Jackals', 'Rhinos', 'Scorpions', 'Krakens',
  'Griffins', 'Hornets', 'Mantas', 'Coyotes', 'Badgers', 'Herons', 'Comets', 'Titans', 'Knights', 'Wraiths',
  'Sentinels',
];

/** First parts of player handles. */
// prettier-ignore
export const HANDLE_STARTS: readonly string[] = [
  'Ace', 'Blaze', 'Cinder', 'Drift', 'Echo', 'Flux', 'Ghost', 'Hex', 'Ion', 'Jinx', 'Kite', 'Lumen', 'Moss',
  'Nyx', 'Onyx', 'Pixel', 'Quill', 'Rook', 'Sable', 'Tempo', 'Umbra', 'Vex', 'Wisp', 'Xeno', 'Yuki', 'Zephyr',
  'Astra', 'Bolt', 'Crux', 'Dusk', 'Fable', 'Glint', 'Halo', 'Iris', 'Jolt', 'Karma', 'Lyric', 'Mako', 'Nova',
  'Orbit',
];

/** Optional second parts of player handles ('' keeps the first part alone). */
// prettier-ignore
export const HANDLE_ENDS: readonly string[] = [
  '', 'fire', 'fall', 'byte', 'shot', 'wing', 'light', 'storm', 'heart', 'spark', 'frost', 'wave', 'blade',
  'rift', 'star', 'vale',
];

/** Pronunciation hints for some handles (profile field, at most 100 characters). */
export const PRONUNCIATIONS: Readonly<Record<string, string>> = {
  Nyx: 'nicks',
  Yuki: 'YOO-kee',
  Zephyr: 'ZEF-er',
  Xeno: 'ZEE-no',
  Umbra: 'UM-bruh',
  Lumen: 'LOO-men',
};
