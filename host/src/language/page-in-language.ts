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
/** A part of #root the server leaves out once the visitor has made a cookie choice (the banner). */
const CONSENT_BANNER_SLOT = '[data-module="cookie-consent"]';

/** One edit that takes the page to the other language: a text, or an attribute that holds text. */
type Edit = { text: Text; value: string } | { element: Element; name: string; value: string };

/**
 * This page as the server renders it in `language` (decision 0021), parsed and inert (no script runs, no image
 * loads), or null when it cannot be had: the switch then loads that page instead. Without cookies when this page
 * was rendered for a visitor who had made no cookie choice: the server renders that same page again even if they
 * have made one since (the banner, then hidden, is still in this page).
 */
export async function fetchPageInLanguage(
  doc: Document,
  address: string,
  language: SupportedLanguage,
): Promise<Document | null> {
  const view = doc.defaultView!;
  const renderedWithoutChoice = doc.getElementById(ROOT_ID)?.querySelector(CONSENT_BANNER_SLOT) != null;
  try {
    const response = await view.fetch(address, {
      credentials: renderedWithoutChoice ? 'omit' : 'same-origin',
      headers: { accept: 'text/html' },
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
 * shown) stays, and the early scripts that wrote text from it write it again (PAGE_LANGUAGE_CHANGED_EVENT).
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
  const title = page.title;
  const description = page.querySelector(DESCRIPTION)?.getAttribute('content');
  const direction = page.documentElement.dir || 'ltr';
  const source = pageRoot.getAttribute(LANGUAGE_SOURCE_ATTRIBUTE);
  return {
    language,
    show() {
      if (!root.isConnected) return false;
      for (const edit of edits) {
        // A text an early script has written since is written again from the attributes (the event below).
        if ('text' in edit) {
          if (edit.text.isConnected) edit.text.data = edit.value;
        } else edit.element.setAttribute(edit.name, edit.value);
      }
      doc.title = title;
      if (description != null) doc.querySelector(DESCRIPTION)?.setAttribute('content', description);
      doc.documentElement.lang = language;
      doc.documentElement.dir = direction;
      root.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
      if (source) root.setAttribute(LANGUAGE_SOURCE_ATTRIBUTE, source);
      doc.dispatchEvent(new doc.defaultView!.CustomEvent(PAGE_LANGUAGE_CHANGED_EVENT, { detail: language }));
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
    const value = (other as Text).data;
    if ((node as Text).data !== value) edits.push({ text: node as Text, value });
    return true;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return true;
  const element = node as Element;
  for (const attribute of (other as Element).attributes) {
    const current = element.getAttribute(attribute.name);
    if (current !== null && current !== attribute.value && holdsText(attribute.name, current, attribute.value))
      edits.push({ element, name: attribute.name, value: attribute.value });
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
