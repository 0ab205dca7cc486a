import { fileURLToPath } from 'node:url';
import { jestProject } from './jest-preset.mjs';

const project = jestProject(fileURLToPath(new URL('..', import.meta.url)), 'tools');

/** Tests of the build, serve and topology tooling: plain Node, no DOM. */
export default {
  ...project,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tools/**/*.test.mjs'],
  setupFilesAfterEnv: [],
};
