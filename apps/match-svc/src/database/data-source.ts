import { MATCH_ENTITIES } from './entities.js';
import { InitialMatchSchema1763700000000 } from './migrations/1763700000000-initial-match-schema.js';
import { AddTeamRankingSource1763710000000 } from './migrations/1763710000000-add-team-ranking-source.js';
import { AddStreamPresences1795241400000 } from './migrations/1795241400000-add-stream-presences.js';
import { AddPlayerDiscordIdUnique1795241312939 } from './migrations/1795241312939-add-player-discord-id-unique.js';
import { AddSpineTables1795300000000 } from './migrations/1795300000000-add-spine-tables.js';
import { IndexBracketMatches1795400000000 } from './migrations/1795400000000-index-bracket-matches.js';
import { AddNotifierTables1795711053924 } from './migrations/1795711053924-add-notifier-tables.js';

export const MATCH_SCHEMA = 'match';

/** Options for createDataSource / runService: entities and migrations of the match schema. */
export const matchDatabase = {
  schema: MATCH_SCHEMA,
  entities: MATCH_ENTITIES,
  migrations: [
    InitialMatchSchema1763700000000,
    AddTeamRankingSource1763710000000,
    AddPlayerDiscordIdUnique1795241312939,
    AddStreamPresences1795241400000,
    AddSpineTables1795300000000,
    IndexBracketMatches1795400000000,
    AddNotifierTables1795711053924,
  ],
};
