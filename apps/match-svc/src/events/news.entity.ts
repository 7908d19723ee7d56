import { Entity } from 'typeorm';
import {
  IdColumn,
  InstantColumn,
  LinksColumn,
  RequiredTextColumn,
  TextColumn,
} from '@castline/nest-kit';

/** Table news: the news records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'news' })
export class NewsEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @RequiredTextColumn() slug!: string;
  @TextColumn() content!: string | null;
  @TextColumn() summary!: string | null;
  @InstantColumn() released!: Date | null;
  @LinksColumn() events!: string[];
  @LinksColumn() teams!: string[];
  @LinksColumn() players!: string[];
  @LinksColumn() media!: string[];
  @TextColumn() video_url!: string | null;
}
