// Shared jest settings: @swc/jest with decorator metadata, ESM '.js' import suffixes mapped back to TS
// sources, workspace libs resolved to their sources, and NestJS 12 (ESM-only) transformed for Node 20.
const path = require('node:path');
const root = __dirname;

/** @param {string} projectDir @param {{ kind?: 'unit' | 'int' }} [opts] */
function jestConfig(projectDir, opts = {}) {
  const kind = opts.kind ?? 'unit';
  return {
    rootDir: projectDir,
    displayName: `${path.relative(root, projectDir)}:${kind}`,
    testEnvironment: 'node',
    testMatch:
      kind === 'unit' ? ['<rootDir>/src/**/*.spec.ts'] : ['<rootDir>/test/**/*.int-spec.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              useDefineForClassFields: false,
            },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
    moduleNameMapper: {
      '^@castline/(contracts|domain|brackets|nest-kit|demo)$': path.join(
        root,
        'libs/$1/src/index.ts',
      ),
      '^@castline/nest-kit/testing$': path.join(root, 'libs/nest-kit/src/testing/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}
module.exports = { jestConfig };
