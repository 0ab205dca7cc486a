// `npm run test:unit`: every package's unit tests. One package alone: `npm test -w mf-catalog`.
import { DEPLOYABLES } from './platform/src/topology/topology.ts';

export default {
  // One worker a core: jest's default leaves one core to itself, which on two cores makes the run a third slower.
  maxWorkers: '100%',
  projects: [
    '<rootDir>/tools/jest.config.mjs',
    '<rootDir>/shared',
    '<rootDir>/platform',
    // Every deployable of the team registry (shared/src/team-registry.ts).
    ...DEPLOYABLES.map((d) => `<rootDir>/${d.dir}`),
  ],
};
