import { createHash } from 'node:crypto';
import { inlinedStylesheets, type PageStylesheet } from './inlined-stylesheets.ts';

describe('pre-rendering', () => {
  const stylesheetsMarkup = (styles: PageStylesheet[]) => inlinedStylesheets(styles).markup;

  it("inlines a page's stylesheets, the same rules once, with their source maps where the files are", () => {
    const form = '.form{color:red}\n/*# sourceMappingURL=form.1111111111.css.map*/';
    const band = '.form{color:red}\n/*# sourceMappingURL=band.2222222222.css.map*/';
    const markup = stylesheetsMarkup([
      { href: '/bootstrap.0000000000.css', css: 'body{margin:0}\n/*# sourceMappingURL=bootstrap.0000000000.css.map*/' },
      { href: 'http://localhost:3004/form.1111111111.css', css: form },
      { href: 'http://localhost:3004/band.2222222222.css', css: band },
    ]);
    expect(markup).toBe(
      '<style data-href="/bootstrap.0000000000.css">body{margin:0}\n/*# sourceMappingURL=/bootstrap.0000000000.css.map */</style>' +
        '<style data-href="http://localhost:3004/form.1111111111.css">.form{color:red}\n/*# sourceMappingURL=http://localhost:3004/form.1111111111.css.map */</style>',
    );
  });

  it('links a stylesheet it cannot inline, and keeps a stylesheet from closing its element', () => {
    expect(stylesheetsMarkup([{ href: 'http://localhost:3001/a.css', css: null }])).toBe(
      '<link rel="stylesheet" href="http://localhost:3001/a.css">',
    );
    expect(stylesheetsMarkup([{ href: '/b.css', css: '.b{background:url(img/b.png)}' }])).toBe(
      '<link rel="stylesheet" href="/b.css">',
    );
    expect(stylesheetsMarkup([{ href: '/c.css', css: '.c::after{content:"</style><script>"}' }])).toBe(
      '<style data-href="/c.css">.c::after{content:"<\\/style><script>"}</style>',
    );
  });

  it('names each inlined stylesheet by the hash of the text a browser reads in it, line breaks as the parser makes them', () => {
    const { markup, styleHashes } = inlinedStylesheets([
      { href: '/a.css', css: '.a{color:red}\r\n.b{color:blue}' },
      { href: 'http://localhost:3001/a.css', css: null },
      { href: '/c.css', css: '.c::after{content:"</style>"}' },
    ]);
    const inlined = [...markup.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((match) => match[1] as string);
    expect(inlined).toEqual(['.a{color:red}\n.b{color:blue}', '.c::after{content:"<\\/style>"}']);
    expect(styleHashes).toEqual(
      inlined.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`),
    );
  });
});
