// Jest settings every package uses: TypeScript through SWC, jsdom, CSS modules as identity maps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function jestProject(packageDir, displayName) {
  return {
    displayName,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/server/**/*.test.{mjs,ts}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(ROOT, 'tools/jest/style-stub.cjs'),
      '\\.(svg|png|jpg|webp|avif|woff2?)$': path.join(ROOT, 'tools/jest/file-stub.cjs'),
    },
    // Runs before any test module is imported: react-router reads TextEncoder at import time and jsdom lacks it.
    setupFiles: [path.join(ROOT, 'tools/jest/text-encoding.cjs')],
    setupFilesAfterEnv: [path.join(ROOT, 'tools/jest/setup.ts')],
    // The HTML tokenizer the servers use (platform/src/html/html-rewriter.ts) ships as ES modules only: made CommonJS
    // like the rest.
    transformIgnorePatterns: ['/node_modules/(?!(?:parse5|parse5-sax-parser|entities)/)'],
  };
}
