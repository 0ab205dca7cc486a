/** Undefined when `text` is not JSON (no JSON text reads as undefined). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
