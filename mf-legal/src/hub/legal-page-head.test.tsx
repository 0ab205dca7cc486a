import { BRAND_NAME, LEGAL_SLUGS, legalPath, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { renderAtPath } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';

/** The page's root element: what the host's server reads the head from. */
const pageRoot = (path: string, language: SupportedLanguage = 'en') => {
  const { container, unmount } = renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, path, language);
  const root = container.querySelector('[data-build="test-build"]')!.firstElementChild!;
  return { root, unmount };
};

const everyAddress = LEGAL_SLUGS.flatMap((slug) =>
  SUPPORTED_LANGUAGES.flatMap((language) => [
    [legalPath(slug), language, slug] as const,
    [`/legal/${slug}`, language, slug] as const,
  ]),
);

describe('legal page head', () => {
  it.each(everyAddress)(
    '%s in %s is indexed under the document’s own short path, with its description and the legal share image',
    (path, language, slug) => {
      const { root } = pageRoot(path, language);
      expect(root).toHaveAttribute('data-page-canonical', `/${slug}`);
      expect(root).toHaveAttribute('data-page-image', 'http://localhost/images/share/legal.png');
      const description = root.getAttribute('data-page-description') ?? '';
      expect(description.length).toBeGreaterThan(60);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/\{\{|documents\./);
    },
  );

  it('describes each document in the page’s language, with the business terms filled in, and no two alike', () => {
    const descriptions = new Map<string, string | null>();
    for (const language of SUPPORTED_LANGUAGES)
      for (const slug of LEGAL_SLUGS) {
        const { root, unmount } = pageRoot(legalPath(slug), language);
        descriptions.set(`${language} ${slug}`, root.getAttribute('data-page-description'));
        unmount();
      }
    expect(new Set(descriptions.values()).size).toBe(LEGAL_SLUGS.length * SUPPORTED_LANGUAGES.length);
    expect(descriptions.get('en right-of-withdrawal')).toContain('within 14 days without giving any reason');
    expect(descriptions.get('es right-of-withdrawal')).toContain('en un plazo de 14 días sin indicar el motivo');
    expect(descriptions.get('en shipping')).toContain(`every ${BRAND_NAME} bag is made to order`);
    expect(descriptions.get('en shipping')).toContain('6–8 weeks');
    expect(descriptions.get('es shipping')).toContain('de 6 a 8 semanas');
    expect(descriptions.get('en contact')).toContain('24–48 hours on business days');
    expect(descriptions.get('es legal-notice')).toContain('El aviso legal (Impressum)');
  });

  it.each(['/legal', '/legal/', '/legal/unknown'])(
    '%s shows Terms & Conditions, and so is that document’s page under its canonical path',
    (path) => {
      const { root } = pageRoot(path);
      expect(root).toHaveAttribute('data-page-title', 'Terms & Conditions');
      expect(root).toHaveAttribute('data-page-canonical', '/terms-and-conditions');
      expect(root.getAttribute('data-page-description')).toContain('The terms of sale of');
    },
  );

  it('serves the contact page, which the legal team owns, under /contact', () => {
    const { root } = pageRoot('/contact?product=Vino', 'es');
    expect(root).toHaveAttribute('data-page-title', 'Contacto');
    expect(root).toHaveAttribute('data-page-canonical', '/contact');
  });

  it('carries no JSON-LD of its own: the company’s Organization is published for the host, for every page', () => {
    const { root } = pageRoot('/legal-notice');
    expect(root.querySelector('script')).toBeNull();
  });
});
