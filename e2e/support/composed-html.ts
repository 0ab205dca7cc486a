import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The HTML that the host's server composes, without any script: each remote's part of the page is in it, inside
 * that remote's slot (`data-boundary="<team>"`), rendered by that remote's build (`data-build="<team>-…"`).
 */

/** What the server puts in the `team`'s slot of a page: from the slot's opening tag to the next slot. */
export function slotHtml(html: string, team: string, module = 'routes'): string | undefined {
  const opener = new RegExp(`<div data-boundary="${team}" data-module="${module}"[^>]*>`).exec(html);
  if (!opener) return undefined;
  const rest = html.slice(opener.index + opener[0].length);
  const next = rest.indexOf('data-boundary="');
  return next === -1 ? rest : rest.slice(0, next);
}

/** Pages whose content a remote renders, and text of that content that only the remote's fragment can carry. */
export const COMPOSED_PAGES = [
  {
    path: '/collections/carriel',
    team: 'catalog',
    texts: ['Carriel Classic', 'Leather Saddlebags handcrafted in Italy', 'El Patrón Classic'],
  },
  {
    path: '/legal/privacy-policy',
    team: 'legal',
    texts: ['Privacy Policy', 'Legal information', 'Terms &amp; Conditions'],
  },
] as const;

/**
 * Fetches each composed page as a client without JavaScript does and checks the remote's part is in the HTML.
 * A cold service may miss the host's wait for a fragment once; the page is asked for again for up to 15 s.
 */
export async function expectRemoteContentInServerHtml(request: APIRequestContext, siteUrl: string): Promise<void> {
  for (const { path, team, texts } of COMPOSED_PAGES) {
    let html = '';
    await expect
      .poll(
        async () => {
          const response = await request.get(`${siteUrl}${path}`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
          html = response.ok() ? await response.text() : `HTTP ${response.status()}`;
          return slotHtml(html, team) ?? '';
        },
        { message: `${path}: the server's HTML has the ${team} slot, filled by the ${team} remote`, timeout: 15_000 },
      )
      .toMatch(new RegExp(`^<!--\\$--><div data-build="${team}-`));
    expect(html).toContain(`data-boundary="${team}"`);
    const slot = slotHtml(html, team)!;
    // The heading's text, or its one title not hidden (the legal hub renders every document's title).
    expect(slot, `${path}: the ${team} part's main heading is in the HTML`).toMatch(
      new RegExp(`<h1[^>]*>(?:<span [^>]*hidden="">[^<]*</span>)*(?:<span (?:(?!hidden)[^>])*>)?${texts[0]}</`),
    );
    for (const text of texts) expect(slot, `${path}: the ${team} part says "${text}"`).toContain(text);
  }
}
