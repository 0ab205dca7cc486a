// A burst of signups in which a share are repeats of earlier addresses in another spelling (case, spaces),
// as two tabs, a double tap or a retry produce them. Used by the multi-instance test and the benchmark.
export function burstWithDuplicates(total: number, duplicateShare: number): { emails: string[]; unique: Set<string> } {
  const uniqueCount = Math.round(total * (1 - duplicateShare));
  const originals = Array.from(
    { length: uniqueCount },
    (_, n) => `reader${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  );
  const repeats = Array.from({ length: total - uniqueCount }, (_, n) => {
    const original = originals[(n * 7) % uniqueCount] ?? '';
    return n % 2 === 0 ? original.toUpperCase() : ` ${original} `;
  });
  const emails = [...originals, ...repeats];
  for (let i = emails.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [emails[i], emails[j]] = [emails[j] ?? '', emails[i] ?? ''];
  }
  return { emails, unique: new Set(originals) };
}
