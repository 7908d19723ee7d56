import { Column, Entity } from 'typeorm';
import { IdColumn, IntColumn, RequiredTextColumn, TextColumn } from '@castline/nest-kit';

/** Table attachments: the attachment records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'attachments' })
export class AttachmentEntity {
  @IdColumn() id!: string;
  @RequiredTextColumn() fileExtension!: string;
  @TextColumn() custom_url!: string | null;
  @RequiredTextColumn() mime_type!: string;
  @IntColumn() width!: number | null;
  @IntColumn() height!: number | null;
  /** The file's bytes (demo logos and uploads); custom_url files are fetched by the gateway. */
  @Column('bytea', { nullable: true }) content!: Buffer | null;
}
