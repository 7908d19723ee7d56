import { Entity } from 'typeorm';
import { IdColumn, IntColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table event_series: the event series records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'event_series' })
export class EventSeriesEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @IntColumn() order!: number | null;
  @LinksColumn() events!: string[];
  @LinksColumn() theme!: string[];
  @TextColumn() _original_data_id!: string | null;
}
