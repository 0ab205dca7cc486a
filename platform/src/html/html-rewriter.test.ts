import { attributeOf, readTokens, rewriteHtml, startTagMarkup, withAttributes } from './html-rewriter.ts';

/** A page with what patterns get wrong: markup-like text in a script, a textarea, a comment and an attribute. */
const TRICKY_PAGE = [
  '<!doctype html><html lang="en"><head><title>A &amp; B</title>',
  '<!-- <div id="root"></div> in a comment -->',
  `<script type="application/json">{"html": "<div id=\\"root\\"></div></head>"}</script>`,
  '<style>a[title="</head>"] { color: red }</style></head>',
  '<body><p title="a > b">x</p><textarea><div id="root"></div></textarea>',
  '<div id="root" class="page"></div></body></html>',
].join('');

describe('rewriteHtml', () => {
  it('copies what no handler replaces, byte for byte', () => {
    expect(rewriteHtml(TRICKY_PAGE, { startTag: () => undefined, text: () => undefined })).toBe(TRICKY_PAGE);
  });

  it('finds the element a browser would, not markup written in a script, a comment, a style or a textarea', () => {
    const html = rewriteHtml(TRICKY_PAGE, {
      startTag(tag, replace) {
        if (tag.tagName !== 'div' || attributeOf(tag, 'id') !== 'root') return;
        const { startOffset, endOffset } = tag.sourceCodeLocation;
        replace(startOffset, endOffset, `${startTagMarkup('div', withAttributes(tag, { lang: 'es' }))}<main></main>`);
      },
      endTag(tag, replace) {
        const { startOffset } = tag.sourceCodeLocation;
        if (tag.tagName === 'head') replace(startOffset, startOffset, '<meta name="added">');
      },
    });
    expect(html).toBe(
      TRICKY_PAGE.replace(
        '<div id="root" class="page"></div>',
        '<div id="root" class="page" lang="es"><main></main></div>',
      ).replace('</style></head>', '</style><meta name="added"></head>'),
    );
  });

  it('reads texts decoded and comments whole, at their place in the source', () => {
    const seen: string[][] = [];
    readTokens(TRICKY_PAGE, {
      text(text) {
        seen.push(['text', text.text]);
      },
      comment(comment) {
        seen.push([
          'comment',
          comment.text,
          TRICKY_PAGE.slice(comment.sourceCodeLocation.startOffset, comment.sourceCodeLocation.endOffset),
        ]);
      },
    });
    expect(seen[0]).toEqual(['text', 'A & B']);
    expect(seen[1]).toEqual([
      'comment',
      ' <div id="root"></div> in a comment ',
      '<!-- <div id="root"></div> in a comment -->',
    ]);
  });

  it('inserts what it is given as it is: "$&" or "$1" are text, not patterns', () => {
    const html = rewriteHtml('<head><!--here--></head>', {
      comment(comment, replace) {
        replace(comment.sourceCodeLocation.startOffset, comment.sourceCodeLocation.endOffset, "$& $' $1 $$");
      },
    });
    expect(html).toBe("<head>$& $' $1 $$</head>");
  });

  it('makes two replacements at one place in the order asked, and refuses overlapping ones', () => {
    const inserted = rewriteHtml('<p></p>', {
      endTag(tag, replace) {
        replace(tag.sourceCodeLocation.startOffset, tag.sourceCodeLocation.startOffset, 'a');
        replace(tag.sourceCodeLocation.startOffset, tag.sourceCodeLocation.startOffset, 'b');
      },
    });
    expect(inserted).toBe('<p>ab</p>');
    expect(() =>
      rewriteHtml('<p></p>', { startTag: (_tag, replace) => (replace(0, 5, ''), replace(2, 4, '')) }),
    ).toThrow(/Overlapping/);
  });

  it('stops reading when a handler says so', () => {
    const tags: string[] = [];
    readTokens('<a></a><b></b><c></c>', {
      startTag(tag, _replace, control) {
        tags.push(tag.tagName);
        if (tag.tagName === 'b') control.stop();
      },
    });
    expect(tags).toEqual(['a', 'b']);
  });
});

describe('startTagMarkup', () => {
  it('escapes values, writes an empty one bare and leaves a null one out', () => {
    expect(
      startTagMarkup('script', [
        ['async', ''],
        ['src', '/a.js?x="1"&y=<2>'],
        ['defer', null],
      ]),
    ).toBe('<script async src="/a.js?x=&quot;1&quot;&amp;y=&lt;2>">');
  });
});
