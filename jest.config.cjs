// Unit tests of every backend package (specs beside the code). The web app uses vitest.
const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');
const dirs = ['libs', 'apps'].flatMap((d) =>
  readdirSync(path.join(__dirname, d)).map((p) => path.join(__dirname, d, p)),
);
module.exports = {
  projects: dirs
    .filter((d) => existsSync(path.join(d, 'jest.config.cjs')))
    .map((d) => path.join(d, 'jest.config.cjs')),
};
