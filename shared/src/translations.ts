import type { SupportedLanguage } from './languages';

/** Structural, so shared needs no i18next import. */
export interface TranslationRegistry {
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}

export type NamespaceBundles = Record<SupportedLanguage, object>;

/** Idempotent. Call it on render, never at module load: the host may not have initialised i18next yet. */
export function ensureNamespace(registry: TranslationRegistry, namespace: string, bundles: NamespaceBundles): void {
  for (const [language, resources] of Object.entries(bundles)) {
    if (!registry.hasResourceBundle(language, namespace))
      registry.addResourceBundle(language, namespace, resources, true, false);
  }
}
