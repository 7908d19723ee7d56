const { jestConfig } = require('../../jest.preset.cjs');

const config = jestConfig(__dirname, { kind: 'int' });
// The fake Discord (tests/fakes/discord, plain ESM .mjs) runs in-process: compile .mjs like the TS sources.
config.transform['^.+\\.mjs$'] = config.transform['^.+\\.(t|j)sx?$'];
module.exports = config;
