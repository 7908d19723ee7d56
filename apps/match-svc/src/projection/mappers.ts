import type { StoredRecord } from '@castline/contracts';
import type { ENTITY_BY_KIND, MatchKind } from '../database/entities.js';
import { mapEvent } from '../events/event.mapper.js';
import { mapEventSeries } from '../events/event-series.mapper.js';
import { mapSocial } from '../events/social.mapper.js';
import { mapNews } from '../events/news.mapper.js';
import { mapAccolade } from '../events/accolade.mapper.js';
import { mapTheme } from '../themes/theme.mapper.js';
import { mapAttachment } from '../themes/attachment.mapper.js';
import { mapTeam } from '../teams/team.mapper.js';
import { mapPlayer } from '../players/player.mapper.js';
import { mapSignup } from '../players/signup.mapper.js';
import { mapPlayerRelationship } from '../players/player-relationship.mapper.js';
import { mapMatch } from '../matches/match.mapper.js';
import { mapMap } from '../matches/map.mapper.js';
import { mapMapData } from '../matches/map-data.mapper.js';
import { mapHero } from '../matches/hero.mapper.js';
import { mapMapSet } from '../matches/map-set.mapper.js';
import { mapBracket } from '../brackets/bracket.mapper.js';
import { mapReport } from '../reports/report.mapper.js';

/** The mapper of each stored kind (entity → record shape). */
export const MAPPER_BY_KIND: {
  [K in MatchKind]: (entity: InstanceType<(typeof ENTITY_BY_KIND)[K]>) => StoredRecord;
} = {
  event: mapEvent,
  event_series: mapEventSeries,
  social: mapSocial,
  news: mapNews,
  accolade: mapAccolade,
  theme: mapTheme,
  attachment: mapAttachment,
  team: mapTeam,
  player: mapPlayer,
  signup: mapSignup,
  player_relationship: mapPlayerRelationship,
  match: mapMatch,
  map: mapMap,
  map_data: mapMapData,
  hero: mapHero,
  map_set: mapMapSet,
  bracket: mapBracket,
  report: mapReport,
};
