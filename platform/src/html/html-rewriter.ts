// Edits HTML token by token, as a browser reads it (parse5's tokenizer, which follows the HTML standard's): a
// handler sees each start tag, end tag, text and comment with its place in the source, and replaces parts of the
// source by those places; whatever no handler replaces is copied as it was written. No pattern is matched on
// markup, so a ">" in an attribute, a "</div>" in a <textarea> or a comment in a <script> are what they are.
import { SAXParser, type EndTag as SaxEndTag, type StartTag as SaxStartTag, type Text } from 'parse5-sax-parser';

class WholeDocumentParser extends SAXParser {
  /** Reads `html` at once, synchronously: as a stream, the last token would come in a later tick. */
  readWhole(html: string): void {
    this.tokenizer.write(html, true);
  }
}

/** A token with its source offsets, end excluded (the parser is always asked for them). */
type Placed<Token> = Omit<Token, 'sourceCodeLocation'> & {
  sourceCodeLocation: { startOffset: number; endOffset: number };
};
export type StartTag = Placed<SaxStartTag>;
export type EndTag = Placed<SaxEndTag>;
/** A text or a comment: what it says (a text's entities resolved), and where. */
export type TextToken = Placed<Text>;
/** Source offsets, end excluded. */
export type Replace = (start: number, end: number, replacement: string) => void;
export type Control = { stop: () => void };
export interface Handlers {
  startTag?: (tag: StartTag, replace: Replace, control: Control) => void;
  endTag?: (tag: EndTag, replace: Replace, control: Control) => void;
  text?: (text: TextToken, replace: Replace, control: Control) => void;
  comment?: (comment: TextToken, replace: Replace, control: Control) => void;
}
/** An attribute as written by startTagMarkup: a null value leaves it out, an empty one writes it bare. */
export type AttributeEntry = [name: string, value: string | null];

/**
 * `html` with the replacements the handlers asked for. Replacements may not overlap; two at the same place are
 * made in the order asked.
 */
export function rewriteHtml(html: string, handlers: Handlers): string {
  const edits: { start: number; end: number; replacement: string }[] = [];
  const replace: Replace = (start, end, replacement) => {
    if (!(start >= 0 && end >= start && end <= html.length)) throw new RangeError(`No such place: ${start}-${end}`);
    edits.push({ start, end, replacement });
  };
  readTokens(html, handlers, replace);
  edits.sort((a, b) => a.start - b.start); // stable: two at one place stay in the order asked
  let rewritten = '';
  let copiedUpTo = 0;
  for (const { start, end, replacement } of edits) {
    if (start < copiedUpTo) throw new Error(`Overlapping replacements at ${start}`);
    rewritten += html.slice(copiedUpTo, start) + replacement;
    copiedUpTo = end;
  }
  return rewritten + html.slice(copiedUpTo);
}

/** Reads `html` token by token, for handlers that only look (`replace` unused). */
export function readTokens(html: string, handlers: Handlers, replace: Replace = () => undefined): void {
  const parser = new WholeDocumentParser({ sourceCodeLocationInfo: true });
  const control: Control = { stop: () => parser.stop() };
  const entries = Object.entries(handlers) as [string, (token: unknown, replace: Replace, control: Control) => void][];
  // Each handler gets the token of its event, carrying its place: the parser was asked for them.
  for (const [event, handler] of entries) parser.on(event, (token: unknown) => handler(token, replace, control));
  parser.readWhole(html);
}

/** A handler that ends the reading at its token (for a reader that needs only the first tokens). */
export const stopReading = (_token: unknown, _replace: unknown, control: Control): void => control.stop();

/** The value of a tag's attribute (decoded), or null. */
export function attributeOf(tag: StartTag, name: string): string | null {
  return tag.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** Text made safe in an attribute value between double quotes, or in an element's content (">" needs nothing). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The markup of a start tag with these attributes (values escaped; a null value leaves the attribute out, an empty
 * one writes it bare).
 */
export function startTagMarkup(tagName: string, attributes: AttributeEntry[]): string {
  const written = attributes
    .filter(([, value]) => value !== null)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<${tagName}${written}>`;
}

/** A tag's attributes with `changes` made: a changed one keeps its place, a new one comes last, null removes. */
export function withAttributes(tag: StartTag, changes: Record<string, string | null>): AttributeEntry[] {
  const names = new Set(tag.attrs.map((attribute) => attribute.name));
  return [
    ...tag.attrs.map(({ name, value }): AttributeEntry => [
      name,
      name in changes ? (changes[name] as string | null) : value,
    ]),
    ...Object.entries(changes).filter(([name]) => !names.has(name)),
  ];
}
