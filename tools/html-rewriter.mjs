// Edits HTML token by token, as a browser reads it (parse5's tokenizer, which follows the HTML standard's): a
// handler sees each start tag, end tag, text and comment with its place in the source, and replaces parts of the
// source by those places; whatever no handler replaces is copied as it was written. No pattern is matched on
// markup, so a ">" in an attribute, a "</div>" in a <textarea> or a comment in a <script> are what they are.
import { SAXParser } from 'parse5-sax-parser';

class WholeDocumentParser extends SAXParser {
  /** Reads `html` at once, synchronously: as a stream, the last token would come in a later tick. */
  readWhole(html) {
    this.tokenizer.write(html, true);
  }
}

/**
 * @typedef {{ startOffset: number, endOffset: number }} Place
 * @typedef {{ tagName: string, attrs: { name: string, value: string }[], selfClosing: boolean, sourceCodeLocation: Place }} StartTag
 * @typedef {{ tagName: string, sourceCodeLocation: Place }} EndTag
 * @typedef {{ text: string, sourceCodeLocation: Place }} Text  `text` decoded (entities resolved)
 * @typedef {{ text: string, sourceCodeLocation: Place }} Comment
 * @typedef {(start: number, end: number, replacement: string) => void} Replace  source offsets, end excluded
 * @typedef {{ stop: () => void }} Control
 * @typedef {{
 *   startTag?: (tag: StartTag, replace: Replace, control: Control) => void,
 *   endTag?: (tag: EndTag, replace: Replace, control: Control) => void,
 *   text?: (text: Text, replace: Replace, control: Control) => void,
 *   comment?: (comment: Comment, replace: Replace, control: Control) => void,
 * }} Handlers
 */

/**
 * `html` with the replacements the handlers asked for. Replacements may not overlap; two at the same place are
 * made in the order asked.
 * @param {string} html
 * @param {Handlers} handlers
 * @returns {string}
 */
export function rewriteHtml(html, handlers) {
  /** @type {{ start: number, end: number, replacement: string, order: number }[]} */
  const edits = [];
  /** @type {Replace} */
  const replace = (start, end, replacement) => {
    if (!(start >= 0 && end >= start && end <= html.length)) throw new RangeError(`No such place: ${start}-${end}`);
    edits.push({ start, end, replacement, order: edits.length });
  };
  readTokens(html, handlers, replace);
  edits.sort((a, b) => a.start - b.start || a.order - b.order);
  let rewritten = '';
  let copiedUpTo = 0;
  for (const { start, end, replacement } of edits) {
    if (start < copiedUpTo) throw new Error(`Overlapping replacements at ${start}`);
    rewritten += html.slice(copiedUpTo, start) + replacement;
    copiedUpTo = end;
  }
  return rewritten + html.slice(copiedUpTo);
}

/**
 * Reads `html` token by token, for handlers that only look (`replace` unused).
 * @param {string} html
 * @param {Handlers} handlers
 * @param {Replace} [replace]
 */
export function readTokens(html, handlers, replace = () => undefined) {
  const parser = new WholeDocumentParser({ sourceCodeLocationInfo: true });
  const control = { stop: () => parser.stop() };
  for (const [event, handler] of Object.entries(handlers))
    parser.on(event, (/** @type {any} */ token) => handler(token, replace, control));
  parser.readWhole(html);
}

/** A handler that ends the reading at its token (for a reader that needs only the first tokens). */
export const stopReading = (
  /** @type {unknown} */ _token,
  /** @type {unknown} */ _replace,
  /** @type {Control} */ control,
) => control.stop();

/** The value of a tag's attribute (decoded), or null. */
export function attributeOf(/** @type {StartTag} */ tag, /** @type {string} */ name) {
  return tag.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** Text made safe in an attribute value between double quotes, or in an element's content (">" needs nothing). */
export function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The markup of a start tag with these attributes (values escaped; a null value leaves the attribute out, an empty
 * one writes it bare).
 * @param {string} tagName
 * @param {Array<[string, string | null]>} attributes
 */
export function startTagMarkup(tagName, attributes) {
  const written = attributes
    .filter(([, value]) => value !== null)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<${tagName}${written}>`;
}

/**
 * A tag's attributes with `changes` made: a changed one keeps its place, a new one comes last, null removes.
 * @param {StartTag} tag
 * @param {Record<string, string | null>} changes
 * @returns {Array<[string, string | null]>}
 */
export function withAttributes(tag, changes) {
  const names = new Set(tag.attrs.map((attribute) => attribute.name));
  return [
    ...tag.attrs.map(
      ({ name, value }) => /** @type {[string, string | null]} */ ([name, name in changes ? changes[name] : value]),
    ),
    ...Object.entries(changes).filter(([name]) => !names.has(name)),
  ];
}
