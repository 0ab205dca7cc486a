import { translationParity } from './translation-parity.test-support';

describe('translationParity', () => {
  it('finds nothing to report when both languages have the same texts', () => {
    const en = { menu: { open: 'Open {{name}}' }, sections: [{ heading: 'About' }] };
    const es = { menu: { open: 'Abrir {{name}}' }, sections: [{ heading: 'Acerca de' }] };
    expect(translationParity({ en, es })).toEqual({
      missing: [],
      extra: [],
      empty: [],
      placeholders: [],
      formalAddress: [],
    });
  });

  it('names a text missing in Spanish and one only Spanish has, by path, arrays included', () => {
    const en = { menu: { open: 'Open', close: 'Close' }, sections: [{ heading: 'About' }, { heading: 'Vision' }] };
    const es = { menu: { open: 'Abrir', back: 'Atrás' }, sections: [{ heading: 'Acerca de' }] };
    const parity = translationParity({ en, es });
    expect(parity.missing).toEqual(['es: menu.close', 'es: sections.1.heading']);
    expect(parity.extra).toEqual(['es: menu.back']);
  });

  it('tells a text from a value that is not text', () => {
    expect(translationParity({ en: { count: 'Three' }, es: { count: 3 } })).toMatchObject({
      missing: ['es: count'],
      extra: ['es: count (not text)'],
    });
  });

  it('reports empty and blank texts in either language', () => {
    expect(translationParity({ en: { a: '', b: 'B' }, es: { a: 'A', b: '  ' } }).empty).toEqual(['en: a', 'es: b']);
  });

  it('reports a placeholder that one language lacks or renames, and accepts one used a different number of times', () => {
    const en = {
      lost: '{{index}} of {{count}}',
      renamed: 'For {{name}}',
      twice: '{{days}} days, within {{days}} days',
      unescaped: 'By {{- brand}}',
    };
    const es = {
      lost: '{{index}}',
      renamed: 'Para {{nombre}}',
      twice: 'en el plazo de {{days}} días',
      unescaped: 'Por {{brand}}',
    };
    expect(translationParity({ en, es }).placeholders).toEqual([
      'es: lost interpolates [index], en [count, index]',
      'es: renamed interpolates [nombre], en [name]',
    ]);
  });

  it('reports a Spanish text that addresses the visitor as usted', () => {
    const en = { intro: 'If you are a consumer', thanks: 'Thank you' };
    const es = { intro: 'Si es usted consumidor', thanks: 'Gracias a ustedes' };
    expect(translationParity({ en, es }).formalAddress).toEqual(['es: intro', 'es: thanks']);
    expect(translationParity({ en, es: { intro: 'Si eres consumidor', thanks: 'Gracias' } }).formalAddress).toEqual([]);
  });
});
