// For the packages' unit tests: whether a namespace's texts exist alike in every language (product decision 6). Not
// exported from the package's index, so that no bundle carries it.
import { FALLBACK_LANGUAGE, type SupportedLanguage } from './languages';
import type { NamespaceBundles } from './translations';

/** Where the languages of one namespace differ; each entry names the language and the text's path. Empty lists: on par. */
export interface TranslationParity {
  /** Texts of the fallback language that another language lacks ("es: about.sections.0.heading"). */
  missing: string[];
  /** Texts another language has and the fallback language lacks. */
  extra: string[];
  /** Texts that are empty or only white space, in any language. */
  empty: string[];
  /** Texts whose interpolation placeholders ({{name}}) differ from the fallback language's. */
  placeholders: string[];
  /** Spanish texts that address the visitor as usted: the brand says tú everywhere, legal texts included. */
  formalAddress: string[];
}

/** The unmistakable mark of the formal address in Spanish. */
const USTED = /\busted(?:es)?\b/iu;

/** Every leaf of a nested bundle by its path, arrays included; a leaf that is not text is marked so. */
function leavesOf(value: unknown, prefix = ''): [path: string, text: string | null][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [[`${prefix} (not text)`, null]];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The names interpolated into a text, once each, sorted: "{{name}} and {{- brand, uppercase}}" gives brand, name. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1]!))].sort();
}

/**
 * Compares a namespace's texts in every language with the fallback language's (for unit tests): the same texts
 * by path, none empty, and the same placeholders in each (a translation may use one a different number of times).
 */
export function translationParity(
  bundles: NamespaceBundles,
  reference: SupportedLanguage = FALLBACK_LANGUAGE,
): TranslationParity {
  const parity: TranslationParity = { missing: [], extra: [], empty: [], placeholders: [], formalAddress: [] };
  const referenceTexts = new Map(leavesOf(bundles[reference]));
  for (const [language, bundle] of Object.entries(bundles)) {
    const texts = new Map(leavesOf(bundle));
    for (const [path, text] of texts)
      if (text !== null && text.trim() === '') parity.empty.push(`${language}: ${path}`);
    if (language === 'es')
      for (const [path, text] of texts)
        if (text !== null && USTED.test(text)) parity.formalAddress.push(`${language}: ${path}`);
    if (language === reference) continue;
    for (const path of referenceTexts.keys()) if (!texts.has(path)) parity.missing.push(`${language}: ${path}`);
    for (const [path, text] of texts) {
      if (!referenceTexts.has(path)) {
        parity.extra.push(`${language}: ${path}`);
        continue;
      }
      const expected = placeholdersOf(referenceTexts.get(path) ?? '').join(', ');
      const found = placeholdersOf(text ?? '').join(', ');
      if (found !== expected)
        parity.placeholders.push(`${language}: ${path} interpolates [${found}], ${reference} [${expected}]`);
    }
  }
  return parity;
}

/** The tests every package runs on its locale files: `describeTranslationParity('legal texts', { en, es })`. */
export function describeTranslationParity(title: string, bundles: NamespaceBundles): void {
  describe(title, () => {
    const parity = translationParity(bundles);

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

    it('address the visitor as tú in Spanish, never usted', () => {
      expect(parity.formalAddress).toEqual([]);
    });
  });
}
