import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, LinksColumn } from '@castline/nest-kit';

/**
 * Projection of broadcast-svc's live matches (from `broadcast.evt.live-match-changed.v1`), so upcoming-matches
 * and live-matches can be derived here in the same unit of work (RULES (k)).
 */
@Entity({ name: 'broadcast_live' })
export class BroadcastLiveEntity {
  @IdColumn() id!: string;
  @LinksColumn() live_match!: string[];
  @BoolColumn() advertise!: boolean;
}
