import { screen } from '@testing-library/react';
import { LEGAL_SLUGS, legalPath } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { renderAtPath } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';

// A development build whose content file gives the company's name and nothing else.
jest.mock('../content/company-facts.json', () => ({ legalName: 'Casa Carriel Muster GmbH' }));

const MARKER = { en: '[to be supplied: ', es: '[por facilitar: ' } as const;
/** A sentence that points at a fact the page does not give. */
const DANGLING = /above|Legal Notice for|address in the|arriba|figura en el Aviso|dirección en el Aviso/i;

describe.each(['en', 'es'] as const)('legal texts while company facts are missing (%s)', (language) => {
  it.each(LEGAL_SLUGS)('%s marks each missing fact where a sentence needs it, and points at nothing', (slug) => {
    renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, legalPath(slug), language);
    const text = screen.getByRole('tabpanel').textContent ?? '';
    expect(text).not.toMatch(DANGLING);
    expect(text).not.toContain('{{');
    expect(text).not.toContain('\uE000');
    // Every document gives at least the e-mail address, which is missing too.
    expect(text).toContain(MARKER[language]);
  });

  it('names the missing address and representative in the Legal Notice', () => {
    const { container } = renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, '/legal-notice', language);
    const responsible = container.querySelector('#legal-legal-notice-responsible')!.closest('section')!;
    expect([...responsible.querySelectorAll('mark')].map((mark) => mark.getAttribute('data-to-be-supplied'))).toEqual([
      'representative',
      'street',
      'postalCode',
      'city',
      'country',
    ]);
  });
});
