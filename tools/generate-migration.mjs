#!/usr/bin/env node
// Writes a TypeORM migration for the difference between an app's entities and its migrations so far, the way
// `typeorm migration:generate` does: it migrates a scratch database, asks TypeORM's schema builder what is
// missing, and writes those queries (and their reverse) into src/database/migrations/<timestamp>-<name>.ts.
// Usage: node tools/generate-migration.mjs <app> <MigrationName>   (e.g. broadcast-svc AddPredictions)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [app, name] = process.argv.slice(2);
if (!app || !name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: node tools/generate-migration.mjs <app> <PascalCaseName>');
  process.exit(2);
}
const build = spawnSync('node', [path.join(root, 'tools/build.mjs'), '--backend-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { DataSource } = await import(
  pathToFileURL(path.join(root, 'node_modules/typeorm/index.mjs')).href
);
const { createDataSource, migrate } = await import(
  pathToFileURL(path.join(root, 'libs/nest-kit/dist/index.js')).href
);
const dbModule = await import(
  pathToFileURL(path.join(root, `apps/${app}/dist/database/data-source.js`)).href
);
const database = Object.values(dbModule).find(
  (v) => v && typeof v === 'object' && 'schema' in v && 'entities' in v,
);
const scratch = `castline_migration_${Date.now()}`;
const admin = new DataSource({ type: 'postgres', url: adminUrl });
await admin.initialize();
await admin.query(`CREATE DATABASE "${scratch}"`);
try {
  const ds = createDataSource({ ...database, url: adminUrl.replace(/\/[^/]*$/, `/${scratch}`) });
  await migrate(ds, database.schema);
  const log = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (log.upQueries.length === 0) {
    console.log('No changes: entities and migrations agree.');
  } else {
    const stamp = Date.now();
    const cls = `${name}${stamp}`;
    const q = (s) => `    await q.query(\`${s.query.replace(/`/g, '\\`')}\`);`;
    const file = path.join(
      root,
      `apps/${app}/src/database/migrations/${stamp}-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.ts`,
    );
    writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${cls} implements MigrationInterface {\n  name = '${cls}';\n\n  async up(q: QueryRunner): Promise<void> {\n${log.upQueries.map(q).join('\n')}\n  }\n\n  async down(q: QueryRunner): Promise<void> {\n${log.downQueries.reverse().map(q).join('\n')}\n  }\n}\n`,
    );
    console.log(`wrote ${path.relative(root, file)}; add ${cls} to the app's migrations list`);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  await admin.destroy();
}
