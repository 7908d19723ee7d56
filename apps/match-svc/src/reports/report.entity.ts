import { Column, Entity } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  JsonColumn,
  LinksColumn,
  RequiredTextColumn,
} from '@castline/nest-kit';
import type { ReportRecord } from '@castline/contracts';

type ReportLogEntry = ReportRecord['log'][number];

/** Table reports: the report records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'reports' })
export class ReportEntity {
  @IdColumn() id!: string;
  @RequiredTextColumn() type!: string;
  @RequiredTextColumn() state!: string;
  @LinksColumn() match!: string[];
  @LinksColumn() team!: string[];
  @LinksColumn() player!: string[];
  @JsonColumn() data!: unknown;
  @JsonColumn() countered_data!: unknown;
  @Column('jsonb', { default: () => "'[]'" }) log!: ReportLogEntry[];
  @BoolColumn() approved!: boolean;
  @BoolColumn() approved_by_team!: boolean;
  @BoolColumn() approved_by_opponent!: boolean;
  @BoolColumn() approved_by_staff!: boolean;
  @BoolColumn() denied_by_staff!: boolean;
  @BoolColumn() denied_by_opponent!: boolean;
  @BoolColumn() countered_by_opponent!: boolean;
  @BoolColumn() force_approved!: boolean;
}
