import {
  isSupportedLanguage,
  PAGE_LANGUAGE_CHANGED_EVENT,
  TEXT_ATTRIBUTES,
  type SupportedLanguage,
} from '@storefront/shared';
import { LANGUAGE_SOURCE_ATTRIBUTE, PRERENDERED_LANGUAGE_ATTRIBUTE } from '../hydration/hydration-contract';

/** The page's parts the server renders per language: #root, and in the head the title and the description. */
const ROOT_ID = 'root';
const DESCRIPTION = 'meta[name="description"]';
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
 * One edit that takes the page to the other language: a text, or an attribute that holds text. Made only if the
 * page still shows `from` there: what a script has written since is its to write again.
 */
type Edit =
  { text: Text; from: string; value: string } | { element: Element; name: string; from: string; value: string };

/** Writes the edits whose place still shows what it showed when they were prepared. */
function applyEdits(edits: readonly Edit[]): void {
  for (const edit of edits) {
    if ('text' in edit) {
      if (edit.text.data === edit.from) edit.text.data = edit.value;
    } else if (edit.element.getAttribute(edit.name) === edit.from) edit.element.setAttribute(edit.name, edit.value);
  }
}

/** The page's language, and its title and description, in the head and on <html>. */
function showHead(doc: Document, language: SupportedLanguage, page: Document): void {
  doc.title = page.title;
  const description = page.querySelector(DESCRIPTION)?.getAttribute('content');
  if (description != null) doc.querySelector(DESCRIPTION)?.setAttribute('content', description);
  doc.documentElement.lang = language;
  doc.documentElement.dir = page.documentElement.dir || 'ltr';
}

/**
 * This page as the server renders it in `language` (decision 0021), parsed and inert (no script runs, no image
 * loads), or null when it cannot be had. `asServedToNewVisitor`: without cookies, for a page the server rendered for
 * a visitor who had made no cookie choice (it renders that same page again even if they have made one since).
 * `fromCache`: the browser's copy if it has one (the document this page was loaded as).
 */
export async function fetchPageInLanguage(
  doc: Document,
  address: string,
  language: SupportedLanguage,
  { asServedToNewVisitor = false, fromCache = false } = {},
): Promise<Document | null> {
  const view = doc.defaultView!;
  try {
    const response = await view.fetch(address, {
      credentials: asServedToNewVisitor ? 'omit' : 'same-origin',
      cache: fromCache ? 'force-cache' : 'default',
      priority: 'low',
    } as RequestInit);
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    const html = await response.text();
    // Parsed in a task of its own, apart from the walk that prepares it: neither holds the page up for long.
    await new Promise((resolve) => view.setTimeout(resolve));
    const page = new view.DOMParser().parseFromString(html, 'text/html');
    return page.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language ? page : null;
  } catch {
    return null; // offline, or the server unreachable: the switch loads the page
  }
}

/** This page in another language, ready to be shown in place (`prepareInLanguage`). */
export interface PageInLanguage {
  language: SupportedLanguage;
  /** Shows it; returns false when this page is no longer the page it was prepared for. */
  show(): boolean;
}

/**
 * Prepares to change `doc` in place to `page`, the same page in another language as the server rendered it: every
 * text and every attribute that holds text (TEXT_ATTRIBUTES, and a mail address's subject), the head's title and
 * description, the document's language. Nothing else: what the visitor did (a menu open, a tab chosen, an image
 * shown) stays; the controls render every text they may show, so none has to write one again.
 * The walk over both pages is done here, ahead of a press; the press only writes. Null when the two are not the
 * same page (another build, another state of the server): the switch then loads the page instead.
 */
export function prepareInLanguage(doc: Document, page: Document): PageInLanguage | null {
  const root = doc.getElementById(ROOT_ID);
  const pageRoot = page.getElementById(ROOT_ID);
  const language = pageRoot?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  if (!root || !pageRoot || !isSupportedLanguage(language)) return null;
  const edits: Edit[] = [];
  if (!collectEdits(root, pageRoot, edits)) return null;
  const source = pageRoot.getAttribute(LANGUAGE_SOURCE_ATTRIBUTE);
  return shownBy(root, language, page, edits, () => {
    root.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
    if (source) root.setAttribute(LANGUAGE_SOURCE_ATTRIBUTE, source);
    // For an early script of an earlier build that wrote text from the visitor's choice: it writes it again.
    doc.dispatchEvent(new doc.defaultView!.CustomEvent(PAGE_LANGUAGE_CHANGED_EVENT, { detail: language }));
  });
}

/** `page`'s language, shown in `root`'s document by writing `edits`, its head, then whatever `then` does. */
function shownBy(
  root: HTMLElement,
  language: SupportedLanguage,
  page: Document,
  edits: readonly Edit[],
  then = () => undefined as void,
): PageInLanguage {
  return {
    language,
    show() {
      if (!root.isConnected) return false;
      applyEdits(edits);
      showHead(root.ownerDocument, language, page);
      then();
      return true;
    },
  };
}

/** Whether the attribute `name` holds text in the page's language, given its values in the two pages. */
function holdsText(name: string, value: string, other: string): boolean {
  if (name === 'href') return value.startsWith('mailto:') && other.startsWith('mailto:');
  return TEXT_ATTRIBUTES.includes(name);
}

/**
 * Walks `node` and `other` side by side, adding the edits that make `node`'s texts those of `other`. False when
 * they differ in shape: another element, another number of children.
 */
function collectEdits(node: Node, other: Node, edits: Edit[]): boolean {
  if (node.nodeType !== other.nodeType || node.nodeName !== other.nodeName) return false;
  if (node.nodeType === node.TEXT_NODE) {
    const [from, value] = [(node as Text).data, (other as Text).data];
    if (from !== value) edits.push({ text: node as Text, from, value });
    return true;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return true;
  const element = node as Element;
  for (const attribute of (other as Element).attributes) {
    const current = element.getAttribute(attribute.name);
    if (current !== null && current !== attribute.value && holdsText(attribute.name, current, attribute.value))
      edits.push({ element, name: attribute.name, from: current, value: attribute.value });
  }
  // A parsed page has scripting off: a <noscript>'s content is markup there and text here. It is not shown.
  if (element.localName === 'noscript') return true;
  const children = node.childNodes;
  const otherChildren = other.childNodes;
  if (children.length !== otherChildren.length) return false;
  for (let index = 0; index < children.length; index++) {
    if (!collectEdits(children[index]!, otherChildren[index]!, edits)) return false;
  }
  return true;
}

/**
 * For a page the application has hydrated (decision 0021): prepares to change `doc` in place to `page`, given
 * `served`, the page in its present language as the server rendered it. What the two server pages render
 * differently (a text, any attribute, which option is pressed) changes, where the page still shows what the
 * server rendered; what the application has changed since (a state, a part rendered in the browser alone) is left
 * for it to render in the new language a moment later. So any attribute may change, and only where it should.
 * Null when there is nothing to change or `page` is not in another language.
 */
export function prepareHydratedInLanguage(doc: Document, served: Document, page: Document): PageInLanguage | null {
  const root = doc.getElementById(ROOT_ID);
  const servedRoot = served.getElementById(ROOT_ID);
  const pageRoot = page.getElementById(ROOT_ID);
  const language = pageRoot?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  if (!root || !servedRoot || !pageRoot || !isSupportedLanguage(language)) return null;
  if (servedRoot.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language) return null;
  const edits: Edit[] = [];
  collectEditsSinceServed(root, servedRoot, pageRoot, edits);
  return edits.length === 0 ? null : shownBy(root, language, page, edits);
}

/**
 * Walks `node` beside `served` (what the server rendered there) and `other` (what it renders in the other
 * language): a text or an attribute the two renderings differ in changes where `node` still shows the first. A
 * part whose shape differs in any of the three (changed in the browser since) is left out whole.
 */
function collectEditsSinceServed(node: Node, served: Node, other: Node, edits: Edit[]): void {
  if (node.nodeName !== served.nodeName || served.nodeName !== other.nodeName) return;
  if (node.nodeType === node.TEXT_NODE) {
    const [shown, before, after] = [(node as Text).data, (served as Text).data, (other as Text).data];
    if (before !== after && shown === before) edits.push({ text: node as Text, from: shown, value: after });
    return;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return;
  const element = node as Element;
  for (const { name, value } of (other as Element).attributes) {
    const before = (served as Element).getAttribute(name);
    if (before !== null && before !== value && element.getAttribute(name) === before)
      edits.push({ element, name, from: before, value });
  }
  if (element.localName === 'noscript') return;
  const [children, servedChildren, otherChildren] = [node.childNodes, served.childNodes, other.childNodes];
  if (children.length !== servedChildren.length || servedChildren.length !== otherChildren.length) return;
  for (let index = 0; index < children.length; index++)
    collectEditsSinceServed(children[index]!, servedChildren[index]!, otherChildren[index]!, edits);
}
