import { internalAddressOf } from './remote-fetch.ts';

describe("a remote's files at the host server's internal address", () => {
  const addressOf = internalAddressOf(
    { catalog: 'https://shop.example.com/catalog/mf-manifest.json', legal: 'http://localhost:3003/mf-manifest.json' },
    { catalog: 'http://catalog:3001/mf-manifest.json' },
  );

  it('moves a public URL under a remote to the same path under its internal base', () => {
    expect(addressOf('https://shop.example.com/catalog/fragments/en/routes/collections/carriel.html')).toBe(
      'http://catalog:3001/fragments/en/routes/collections/carriel.html',
    );
    expect(addressOf('https://shop.example.com/catalog/mf-manifest.json')).toBe('http://catalog:3001/mf-manifest.json');
  });

  it('leaves alone a remote without an internal address, and any other URL', () => {
    expect(addressOf('http://localhost:3003/mf-manifest.json')).toBe('http://localhost:3003/mf-manifest.json');
    expect(addressOf('https://shop.example.com/other/x.css')).toBe('https://shop.example.com/other/x.css');
  });
});
