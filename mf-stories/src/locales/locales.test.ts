import en from './en.json';
import es from './es.json';

/** Every path to a string in a nested value, arrays included ("about.sections.0.heading"). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [`${prefix} (not text)`];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('stories texts', () => {
  it('exist in Spanish for every English text, and the other way round', () => {
    expect(leafPaths(es).sort()).toEqual(leafPaths(en).sort());
  });

  it('have no empty strings', () => {
    const empty = (bundle: unknown) => leafPaths(bundle).filter((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bundle) === '');
    expect(empty(en)).toEqual([]);
    expect(empty(es)).toEqual([]);
  });
});
