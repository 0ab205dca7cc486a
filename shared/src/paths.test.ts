import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_QUERY_PARAMETERS,
  ENQUIRY_PRODUCT_PARAMETER,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from './paths';
import { fragmentFile, notFoundFragmentFile } from './prerender';

describe('the newsletter’s double opt-in pages', () => {
  it('are where the collector’s mails link to', () => {
    expect(NEWSLETTER_CONFIRM_PATH).toBe('/newsletter/confirm');
    expect(NEWSLETTER_UNSUBSCRIBE_PATH).toBe('/newsletter/unsubscribe');
    expect(NEWSLETTER_TOKEN_PARAMETER).toBe('token');
  });

  it('are pages a fragment can exist for, in one section with a not-found screen', () => {
    expect(fragmentFile('en', 'routes', NEWSLETTER_CONFIRM_PATH)).toBe('fragments/en/routes/newsletter/confirm.html');
    expect(fragmentFile('es', 'routes', NEWSLETTER_UNSUBSCRIBE_PATH)).toBe(
      'fragments/es/routes/newsletter/unsubscribe.html',
    );
    expect(notFoundFragmentFile('en', 'routes', '/newsletter/other')).toBe(
      'fragments/en/not-found/routes/newsletter.html',
    );
  });

  it('follow their token: a page asked for with one is rendered in the browser, as an enquiry’s product is', () => {
    expect(CONTENT_QUERY_PARAMETERS).toEqual(
      expect.arrayContaining([ENQUIRY_PRODUCT_PARAMETER, NEWSLETTER_TOKEN_PARAMETER]),
    );
    expect(CONTENT_QUERY_PARAMETERS).not.toContain('lng');
  });
});

test('paths.ts imports nothing: the collector imports it from Node by relative path', () => {
  const source = readFileSync(path.join(__dirname, 'paths.ts'), 'utf8');
  expect(source).not.toMatch(/^\s*import\b|\brequire\(|^\s*export\s+(?:\*|\{[^}]*\})\s+from\b/m);
});
