import { fileURLToPath } from 'node:url';
import { jestProject } from '../tools/jest-preset.mjs';

export default {
  ...jestProject(fileURLToPath(new URL('.', import.meta.url)), 'platform'),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
