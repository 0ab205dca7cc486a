// `npm run test:unit`: every package's unit tests. One package alone: `npm test -w mf-catalog`.
import { DEPLOYABLES } from './platform/src/topology/topology.ts';

export default {
  projects: [
    '<rootDir>/tools/jest.config.mjs',
    '<rootDir>/shared',
    '<rootDir>/platform',
    // Every deployable of the team registry (shared/src/team-registry.ts).
    ...DEPLOYABLES.map((d) => `<rootDir>/${d.dir}`),
  ],
};
