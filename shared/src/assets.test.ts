import { resolveAssetUrl } from './assets';

describe('resolveAssetUrl', () => {
  it('uses the bundle’s own origin when no asset base URL is configured', () => {
    expect(resolveAssetUrl('images/catalog/patron-1.svg', null, 'http://localhost:3001/')).toBe(
      'http://localhost:3001/images/catalog/patron-1.svg',
    );
  });

  it('keeps a root-relative public path (the host’s "/") root-relative, so server and browser agree', () => {
    expect(resolveAssetUrl('/images/host/hero-1.svg', null, '/')).toBe('/images/host/hero-1.svg');
    expect(resolveAssetUrl('images/host/hero-1.svg', null, '/shop')).toBe('/shop/images/host/hero-1.svg');
  });

  it('puts every path under a configured CDN base, with or without its trailing slash', () => {
    expect(resolveAssetUrl('images/host/hero-1.svg', 'https://cdn.example.com/brand', '/')).toBe(
      'https://cdn.example.com/brand/images/host/hero-1.svg',
    );
    expect(resolveAssetUrl('images/host/hero-1.svg', 'https://cdn.example.com/brand/', '/')).toBe(
      'https://cdn.example.com/brand/images/host/hero-1.svg',
    );
  });
});
