import { checkExternalLinks, externalLinksBuildReport } from './check-external-links.mjs';
import links from './external-links.json';
import { PRODUCTS } from './products';
import { RESORT_ITEMS } from './resort';

const SAMPLE = {
  paymentLinks: { patron: 'https://pay.example.com/patron' },
  partnerShop: {
    collection: 'https://shop.example.com/wayuu',
    items: { 'wayuu-tote-cream': 'https://shop.example.com/tote' },
  },
};

describe('the external links file', () => {
  it('as shipped, gives an https:// link for each entry: a production build passes', () => {
    expect(checkExternalLinks(links)).toEqual({ missing: [], malformed: [] });
    expect(externalLinksBuildReport(links, { production: true })).toEqual({ errors: [], warnings: [] });
  });

  it('links only products of the catalogue, and every resort item', () => {
    for (const slug of Object.keys(links.paymentLinks)) expect(PRODUCTS[slug]).toBeDefined();
    expect(Object.keys(links.partnerShop.items).sort()).toEqual(RESORT_ITEMS.map((item) => item.id).sort());
  });

  it('refuses a link that is not https://, a missing part and an unknown entry', () => {
    const broken = {
      paymentLinks: { patron: 'http://pay.example.com/patron', vino: '#', arena: 'javascript:alert(1)' },
      partnerShop: { items: {} },
      payments: {},
    };
    expect(checkExternalLinks(broken)).toEqual({
      missing: ['partnerShop.collection'],
      malformed: [
        'paymentLinks.patron: "http://pay.example.com/patron" is not an https:// address',
        'paymentLinks.vino: "#" is not an https:// address',
        'paymentLinks.arena: "javascript:alert(1)" is not an https:// address',
        'payments: no such entry',
      ],
    });
  });

  it('fails a production build on a link still to be supplied (null); a development build only warns', () => {
    const pending = { ...SAMPLE, paymentLinks: { patron: null } };
    expect(externalLinksBuildReport(pending, { production: true }).errors).toEqual([
      'external links: "paymentLinks.patron" is missing; a production build needs every link',
    ]);
    expect(externalLinksBuildReport(pending, { production: false })).toEqual({
      errors: [],
      warnings: ['external links: "paymentLinks.patron" is missing; the page goes without it'],
    });
  });
});
