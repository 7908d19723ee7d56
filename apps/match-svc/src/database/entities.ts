import { EventEntity } from '../events/event.entity.js';
import { EventSeriesEntity } from '../events/event-series.entity.js';
import { SocialEntity } from '../events/social.entity.js';
import { NewsEntity } from '../events/news.entity.js';
import { AccoladeEntity } from '../events/accolade.entity.js';
import { ThemeEntity } from '../themes/theme.entity.js';
import { AttachmentEntity } from '../themes/attachment.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { PlayerEntity } from '../players/player.entity.js';
import { SignupEntity } from '../players/signup.entity.js';
import { PlayerRelationshipEntity } from '../players/player-relationship.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { MapEntity } from '../matches/map.entity.js';
import { MapDataEntity } from '../matches/map-data.entity.js';
import { HeroEntity } from '../matches/hero.entity.js';
import { MapSetEntity } from '../matches/map-set.entity.js';
import { BracketEntity } from '../brackets/bracket.entity.js';
import { ReportEntity } from '../reports/report.entity.js';
import { BroadcastLiveEntity } from '../derived/broadcast-live.entity.js';
import { StreamPresenceEntity } from '../streams/stream-presence.entity.js';

/** Every entity of the match schema, keyed by record kind (the stored ones). */
export const ENTITY_BY_KIND = {
  event: EventEntity,
  event_series: EventSeriesEntity,
  social: SocialEntity,
  news: NewsEntity,
  accolade: AccoladeEntity,
  theme: ThemeEntity,
  attachment: AttachmentEntity,
  team: TeamEntity,
  player: PlayerEntity,
  signup: SignupEntity,
  player_relationship: PlayerRelationshipEntity,
  match: MatchEntity,
  map: MapEntity,
  map_data: MapDataEntity,
  hero: HeroEntity,
  map_set: MapSetEntity,
  bracket: BracketEntity,
  report: ReportEntity,
} as const;
export type MatchKind = keyof typeof ENTITY_BY_KIND;
export const MATCH_KINDS = Object.keys(ENTITY_BY_KIND) as MatchKind[];

export const MATCH_ENTITIES = [
  ...Object.values(ENTITY_BY_KIND),
  BroadcastLiveEntity,
  StreamPresenceEntity,
];
