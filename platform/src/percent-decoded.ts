/** `text` with its %-escapes decoded, or null when one of them is broken ("%ZZ", "%E0%A4", a lone surrogate's). */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
