// Edits HTML by source offsets of the tokens a browser would read (parse5's tokenizer); the rest is copied as written.
// No pattern is matched on markup, so a ">" in an attribute or a "</div>" in a <textarea> are what they are.
import { SAXParser, type EndTag as SaxEndTag, type StartTag as SaxStartTag, type Text } from 'parse5-sax-parser';

class WholeDocumentParser extends SAXParser {
  /** Synchronous: as a stream, the last token would come in a later tick. */
  readWhole(html: string): void {
    this.tokenizer.write(html, true);
  }
}

/** End offset excluded. */
type Placed<Token> = Omit<Token, 'sourceCodeLocation'> & {
  sourceCodeLocation: { startOffset: number; endOffset: number };
};
export type StartTag = Placed<SaxStartTag>;
export type EndTag = Placed<SaxEndTag>;
/** A text (entities resolved) or a comment. */
export type TextToken = Placed<Text>;
/** End excluded. */
export type Replace = (start: number, end: number, replacement: string) => void;
export type Control = { stop: () => void };
export interface Handlers {
  startTag?: (tag: StartTag, replace: Replace, control: Control) => void;
  endTag?: (tag: EndTag, replace: Replace, control: Control) => void;
  text?: (text: TextToken, replace: Replace, control: Control) => void;
  comment?: (comment: TextToken, replace: Replace, control: Control) => void;
}
/** A null value leaves it out, an empty one writes it bare. */
export type AttributeEntry = [name: string, value: string | null];

/** Replacements may not overlap; two at the same place are made in the order asked. */
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

/** For handlers that only look. */
export function readTokens(html: string, handlers: Handlers, replace: Replace = () => undefined): void {
  const parser = new WholeDocumentParser({ sourceCodeLocationInfo: true });
  const control: Control = { stop: () => parser.stop() };
  const entries = Object.entries(handlers) as [string, (token: unknown, replace: Replace, control: Control) => void][];
  for (const [event, handler] of entries) parser.on(event, (token: unknown) => handler(token, replace, control));
  parser.readWhole(html);
}

export const stopReading = (_token: unknown, _replace: unknown, control: Control): void => control.stop();

export function attributeOf(tag: StartTag, name: string): string | null {
  return tag.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** Safe in a double-quoted attribute or in content (">" needs nothing). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function startTagMarkup(tagName: string, attributes: AttributeEntry[]): string {
  const written = attributes
    .filter(([, value]) => value !== null)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<${tagName}${written}>`;
}

/** A changed attribute keeps its place, a new one comes last, null removes. */
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
