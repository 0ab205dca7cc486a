import { translationParity } from '@storefront/shared/src/translation-parity';
import en from './en.json';
import es from './es.json';

describe('stories texts', () => {
  const parity = translationParity({ en, es });

  it('exist in Spanish for every English text, and no more', () => {
    expect(parity.missing).toEqual([]);
    expect(parity.extra).toEqual([]);
  });

  it('are never left empty', () => {
    expect(parity.empty).toEqual([]);
  });

  it('interpolate the same values ({{name}}) in both languages', () => {
    expect(parity.placeholders).toEqual([]);
  });
});
