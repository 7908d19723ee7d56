// Integration tests of every service (apps/<svc>/test/*.int-spec.ts) against real Postgres, NATS and Redis.
const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');
const apps = readdirSync(path.join(__dirname, 'apps')).map((p) => path.join(__dirname, 'apps', p));
module.exports = {
  projects: apps
    .filter((d) => existsSync(path.join(d, 'jest.int.config.cjs')))
    .map((d) => path.join(d, 'jest.int.config.cjs')),
};
