// Types of precompress.mjs for the TypeScript browser tests.
export interface Precompressed {
  files: number;
  before: number;
  after: number;
  seconds: number;
}
export function precompress(dir: string): Promise<Precompressed>;
export function describePrecompressed(dir: string, totals: Precompressed): string;
