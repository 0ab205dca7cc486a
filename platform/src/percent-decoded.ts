/** Null when an escape is broken ("%ZZ", "%E0%A4", a lone surrogate's). */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
