// `npm run test:unit`: every package's unit tests. One package alone: `npm test -w mf-catalog`.
export default {
  projects: [
    '<rootDir>/tools/jest.config.mjs',
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-stories',
    '<rootDir>/mf-legal',
    '<rootDir>/mf-consent',
  ],
};
