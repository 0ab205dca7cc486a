import type { SupportedLanguage } from './languages';

/** The part of i18next a package needs to register its texts; structural, so shared needs no i18next import. */
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

/**
 * Adds a package's own namespace to the host's i18next instance. Idempotent; a remote calls it when its
 * exposed component renders (never at module load, when the host may not have initialised i18next yet).
 */
export function ensureNamespace(registry: TranslationRegistry, namespace: string, bundles: NamespaceBundles): void {
  for (const [language, resources] of Object.entries(bundles)) {
    if (!registry.hasResourceBundle(language, namespace))
      registry.addResourceBundle(language, namespace, resources, true, false);
  }
}
