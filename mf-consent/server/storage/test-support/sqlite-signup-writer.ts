// A collector-like process for the SQLite tests: opens the store and records signups one after another, printing
// each address once its signup is acknowledged (committed).
//   node sqlite-signup-writer.ts <database-file> <address-prefix> [count (default: until killed)]
import { openSqliteStore } from '../sqlite-store.ts';

const [file, prefix, count] = process.argv.slice(2);
if (!file || !prefix) throw new Error('usage: sqlite-signup-writer.ts <database-file> <address-prefix> [count]');
const limit = count === undefined ? Infinity : Number(count);

const store = await openSqliteStore(file);
for (let index = 0; index < limit; index += 1) {
  const email = `${prefix}-${index}@example.com`;
  const now = new Date();
  await store.recordSignup(
    {
      email,
      emailNormalized: email,
      language: 'en',
      source: 'Newsletter Signup',
      page: '/',
      consentTextVersion: 'test',
      signedUpAt: now,
    },
    { tokenHash: `${prefix}-${index}-token-hash`, expiresAt: new Date(now.getTime() + 86_400_000) },
    new Date(now.getTime() - 600_000),
  );
  // Synchronous on a pipe on Linux: a printed address was acknowledged before the print.
  process.stdout.write(`${email}\n`);
}
await store.close();
