import { DataSource } from 'typeorm';
import { MATCH_ENTITIES } from './database/entities.js';
import * as fs from 'node:fs';
it('gen', async () => {
  const admin = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.initialize();
  await admin.query('DROP DATABASE IF EXISTS castline_genmig');
  await admin.query('CREATE DATABASE castline_genmig');
  const ds = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/castline_genmig', schema: 'match', entities: MATCH_ENTITIES });
  await ds.initialize();
  await ds.query('CREATE SCHEMA match');
  const log = await ds.driver.createSchemaBuilder().log();
  fs.writeFileSync('/tmp/match-up.json', JSON.stringify(log.upQueries.map((q) => q.query), null, 1));
  fs.writeFileSync('/tmp/match-down.json', JSON.stringify(log.downQueries.map((q) => q.query).reverse(), null, 1));
  await ds.destroy();
  await admin.query('DROP DATABASE castline_genmig');
  await admin.destroy();
});
