import { isSupportedLanguage, LANGUAGE_QUERY_PARAMETER, type SupportedLanguage, whenIdle } from '@storefront/shared';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../hydration/hydration-contract';

/**
 * The page's parts the server renders per language: #root, and in the head the title, the description and the tags
 * that name the page's address and share text in its language.
 */
const ROOT_ID = 'root';
const DESCRIPTION = 'meta[name="description"]';
const ADDRESS_AND_SHARE_TAGS =
  'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
/** A part of #root the server renders only for a visitor who has made no cookie choice (the banner). */
const CONSENT_BANNER_SLOT = '[data-module="cookie-consent"]';

/** A visitor who asked their browser to save data gets no page fetched ahead for a switch they may never press. */
export function savesData(view: Window): boolean {
  return (view.navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Whether the server rendered this page, not hydrated yet, for a visitor who had made no cookie choice (it has the
 * banner; once a choice is made the banner is hidden, not removed, until hydration).
 */
export function servedToNewVisitor(doc: Document): boolean {
  return doc.getElementById(ROOT_ID)?.querySelector(CONSENT_BANNER_SLOT) != null;
}

/**
 * The address of a page in another language: with the `?lng=` the server renders by, and without its fragment
 * (the page shown in place keeps the visitor's).
 */
export function addressInLanguage(address: string, language: SupportedLanguage): string {
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  url.hash = '';
  return url.href;
}

/**
 * This page as the server renders it in `language`, parsed and inert (no script runs, no image loads), or null
 * when it cannot be had. `asServedToNewVisitor`: without cookies, for a page the server rendered for a visitor who
 * had made no cookie choice (it renders that same page again even if they have made one since).
 */
export async function fetchPageInLanguage(
  doc: Document,
  address: string,
  language: SupportedLanguage,
  { asServedToNewVisitor = false } = {},
): Promise<Document | null> {
  const view = doc.defaultView!;
  try {
    const response = await view.fetch(addressInLanguage(address, language), {
      credentials: asServedToNewVisitor ? 'omit' : 'same-origin',
      priority: 'low',
    } as RequestInit);
    // A page not found is a page too: the server renders it in each language.
    const rendered = response.ok || response.status === 404;
    if (!rendered || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    const html = await response.text();
    // Parsed in a task of its own while nothing else waits, apart from the walk that prepares it.
    await new Promise<void>((resolve) => whenIdle(view, resolve));
    const page = new view.DOMParser().parseFromString(html, 'text/html');
    return page.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language ? page : null;
  } catch {
    return null; // offline, or the server unreachable
  }
}

/**
 * One edit that takes the page to the other language: a text, or an attribute. Made only if the page still shows
 * what it showed when prepared: what a script has written since is its to write again.
 */
type Edit = () => void;

/** This page in another language, ready to be shown in place (`prepareInLanguage`). */
export interface PageInLanguage {
  language: SupportedLanguage;
  /**
   * Whether showing it leaves nothing of the language left: every part the two server pages render differently
   * still shows what the server rendered. A page not hydrated yet is shown in place only then, for the application
   * to hydrate on exactly the server's page.
   */
  complete: boolean;
  /** Shows it; returns false when this page is no longer the page it was prepared for. */
  show(): boolean;
}

/**
 * Prepares to change `doc` in place to `page`, given `served`: this page as the server renders it in the language
 * shown, and `page` as it renders it in another. What the two server pages render differently (a text, any
 * attribute, which option is pressed, a mail's subject) changes, where the page still shows what the server
 * rendered; what the visitor or a control changed since (a menu open, a tab chosen, an image shown) stays, and so
 * does a part the application renders in the browser alone, for it to render in the new language a moment later.
 * The walk over the three pages is done here, ahead of a press; the press only writes. Null when `page` is not in
 * another language.
 */
export function prepareInLanguage(doc: Document, served: Document, page: Document): PageInLanguage | null {
  const root = doc.getElementById(ROOT_ID);
  const servedRoot = served.getElementById(ROOT_ID);
  const pageRoot = page.getElementById(ROOT_ID);
  const language = pageRoot?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  if (!root || !servedRoot || !pageRoot || !isSupportedLanguage(language)) return null;
  if (servedRoot.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language) return null;
  const edits: Edit[] = [];
  const complete = collectEdits(root, servedRoot, pageRoot, edits);
  return {
    language,
    complete,
    show() {
      if (!root.isConnected) return false;
      for (const edit of edits) edit();
      showHead(doc, language, page);
      return true;
    },
  };
}

/** The page's language, its title, description, canonical address and share tags, in the head and on <html>. */
function showHead(doc: Document, language: SupportedLanguage, page: Document): void {
  doc.title = page.title;
  const description = page.querySelector(DESCRIPTION)?.getAttribute('content');
  if (description != null) doc.querySelector(DESCRIPTION)?.setAttribute('content', description);
  doc.head.querySelectorAll(ADDRESS_AND_SHARE_TAGS).forEach((tag) => tag.remove());
  doc.head.append(...[...page.head.querySelectorAll(ADDRESS_AND_SHARE_TAGS)].map((tag) => doc.importNode(tag, true)));
  doc.documentElement.lang = language;
  doc.documentElement.dir = page.documentElement.dir || 'ltr';
}

/**
 * Walks `node` beside `served` (what the server rendered there) and `other` (what it renders in the other
 * language): a text or an attribute the two renderings differ in changes where `node` still shows the first. A
 * part whose shape differs in any of the three is left out whole. Returns whether nothing that differs was left.
 */
function collectEdits(node: Node, served: Node, other: Node, edits: Edit[]): boolean {
  if (node.nodeName !== served.nodeName || served.nodeName !== other.nodeName) return false;
  if (node.nodeType === node.TEXT_NODE) {
    const [text, before, after] = [node as Text, (served as Text).data, (other as Text).data];
    if (before === after) return true;
    if (text.data !== before) return false;
    edits.push(() => text.data === before && (text.data = after));
    return true;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return true;
  const element = node as Element;
  let complete = true;
  for (const { name, value } of (other as Element).attributes) {
    const before = (served as Element).getAttribute(name);
    if (before === value) continue;
    if (before === null || element.getAttribute(name) !== before) complete = false;
    else edits.push(() => element.getAttribute(name) === before && element.setAttribute(name, value));
  }
  // A parsed page has scripting off: a <noscript>'s content is markup there and text here. It is not shown.
  if (element.localName === 'noscript') return complete;
  const [children, servedChildren, otherChildren] = [node.childNodes, served.childNodes, other.childNodes];
  if (children.length !== servedChildren.length || servedChildren.length !== otherChildren.length) return false;
  for (let index = 0; index < children.length; index++)
    complete = collectEdits(children[index]!, servedChildren[index]!, otherChildren[index]!, edits) && complete;
  return complete;
}
