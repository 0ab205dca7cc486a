import { isSupportedLanguage, LANGUAGE_QUERY_PARAMETER, type SupportedLanguage, whenIdle } from '@storefront/shared';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../hydration/hydration-contract';

/** The parts the server renders per language: #root, the title, the description, address and share tags. */
const ROOT_ID = 'root';
const DESCRIPTION = 'meta[name="description"]';
const ADDRESS_AND_SHARE_TAGS =
  'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
/** Rendered only for a visitor who has made no cookie choice. */
const CONSENT_BANNER_SLOT = '[data-module="cookie-consent"]';

/** Then no page is fetched ahead for a switch they may never press. */
export function savesData(view: Window): boolean {
  return (view.navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The page has the banner: before hydration a choice hides it, not removes it. */
export function servedToNewVisitor(doc: Document): boolean {
  return doc.getElementById(ROOT_ID)?.querySelector(CONSENT_BANNER_SLOT) != null;
}

/** Without the fragment: the page shown in place keeps the visitor's. */
export function addressInLanguage(address: string, language: SupportedLanguage): string {
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  url.hash = '';
  return url.href;
}

/**
 * Parsed and inert (no script runs, no image loads), or null. `asServedToNewVisitor` omits cookies, so the server
 * renders the no-choice page again even if a choice was made since.
 */
export async function fetchPageInLanguage(doc: Document, language: SupportedLanguage, asServedToNewVisitor: boolean) {
  const view = doc.defaultView!;
  try {
    const response = await view.fetch(addressInLanguage(view.location.href, language), {
      credentials: asServedToNewVisitor ? 'omit' : 'same-origin',
      priority: 'low',
    } as RequestInit);
    // The server renders a not-found page in each language too.
    const rendered = response.ok || response.status === 404;
    if (!rendered || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    const html = await response.text();
    // Parsed in its own idle task, apart from the walk that prepares it.
    await new Promise<void>((resolve) => whenIdle(view, resolve));
    const page = new view.DOMParser().parseFromString(html, 'text/html');
    return page.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language ? page : null;
  } catch {
    return null; // offline, or the server unreachable
  }
}

/** A text or an attribute, changed only if still as prepared: what a script wrote since is its to write again. */
type Edit = () => void;

export interface PageInLanguage {
  language: SupportedLanguage;
  /**
   * Nothing of the old language is left. Only then is a page not yet hydrated shown in place, so the application
   * hydrates on exactly the server's page.
   */
  complete: boolean;
  /** False when this page is no longer the one it was prepared for. */
  show(): boolean;
}

/**
 * Changes only what the two server pages render differently and `doc` still shows as served; what the visitor or
 * a control changed since stays, as do browser-only parts. The walk is done here, ahead of a press; the press only
 * writes. Null when `page` is not in another language.
 */
export function prepareInLanguage(doc: Document, served: Document, page: Document): PageInLanguage | null {
  const [root, servedRoot, pageRoot] = [doc, served, page].map((each) => each.getElementById(ROOT_ID));
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

function showHead(doc: Document, language: SupportedLanguage, page: Document): void {
  doc.title = page.title;
  const description = page.querySelector(DESCRIPTION)?.getAttribute('content');
  if (description != null) doc.querySelector(DESCRIPTION)?.setAttribute('content', description);
  doc.head.querySelectorAll(ADDRESS_AND_SHARE_TAGS).forEach((tag) => tag.remove());
  doc.head.append(...[...page.head.querySelectorAll(ADDRESS_AND_SHARE_TAGS)].map((tag) => doc.importNode(tag, true)));
  doc.documentElement.lang = language;
  doc.documentElement.dir = page.documentElement.dir || 'ltr';
}

/** A part whose shape differs in any of the three is left out whole. Returns whether nothing that differs was left. */
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
