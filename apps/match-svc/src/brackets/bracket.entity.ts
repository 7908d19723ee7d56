import { Entity, Index } from 'typeorm';
import { BoolColumn, IdColumn, LinksColumn, NumColumn, TextColumn } from '@castline/nest-kit';

/** Table brackets: the bracket records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'brackets' })
// GIN index of migration 1795400000000 (TypeORM cannot declare GIN; synchronize: false keeps it as the migration made it)
@Index('brackets_ordered_matches_gin', { synchronize: false })
export class BracketEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() key!: string | null;
  @LinksColumn() ordered_matches!: string[];
  @TextColumn() bracket_layout!: string | null;
  @BoolColumn() show_times!: boolean;
  @BoolColumn() show_broadcasts!: boolean;
  @NumColumn() overlay_scale!: number | null;
  @BoolColumn() hide_implications!: boolean;
  @BoolColumn() hide_bracket!: boolean;
  @LinksColumn() events!: string[];
  @TextColumn() associated_match_group!: string | null;
}
