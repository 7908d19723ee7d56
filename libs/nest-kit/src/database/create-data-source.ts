import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

export interface DataSourceOptions {
  url: string;
  /** The service's own Postgres schema (one per owning service). */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/** A Postgres DataSource for one service schema. Schema changes go through migrations only. */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: { max: options.poolSize ?? 10, application_name: `castline-${options.schema}` },
  });
}

/** Creates the schema if needed, then runs pending migrations. */
export async function migrate(dataSource: DataSource, schema: string): Promise<void> {
  if (!dataSource.isInitialized) await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await dataSource.runMigrations({ transaction: 'each' });
}
