// `npm run test:unit`: every package's unit tests. One package alone: `npm test -w mf-catalog`.
import { DEPLOYABLES } from './platform/src/topology/topology.ts';

export default {
  // One worker a core: jest's default leaves one core to itself, which on two cores makes the run a third slower.
  maxWorkers: '100%',
  // How long a worker has to exit once the last test file is done, before jest kills it and warns that it "failed to
  // exit gracefully" (jest's default: 500 ms). Ours leave nothing running (no handle, timer or child process: the JS
  // 'exit' event comes within 2 ms), but each has 450-800 MB of heap from ~60 test files, and freeing it takes the
  // process 0.5-1.2 s on two cores, both workers at once. A worker kept alive by a leak still gets the warning.
  workerGracefulExitTimeout: 3000,
  projects: [
    '<rootDir>/tools/jest.config.mjs',
    '<rootDir>/shared',
    '<rootDir>/platform',
    // Every deployable of the team registry (shared/src/team-registry.ts).
    ...DEPLOYABLES.map((d) => `<rootDir>/${d.dir}`),
  ],
};
