/** `text` read as JSON, or undefined when it is none (no JSON text reads as undefined). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
