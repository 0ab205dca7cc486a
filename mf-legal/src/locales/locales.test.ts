import en from './en.json';
import es from './es.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

describe('legal texts', () => {
  it('exist in Spanish for every English text, and no more', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort());
  });

  it('are never left empty', () => {
    expect([...leaves(en), ...leaves(es)].filter((text) => text.trim() === '')).toEqual([]);
  });
});
