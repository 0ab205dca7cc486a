// The contract tests of subscriber-store.ts, written once and registered by each implementation's test file.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { journalRecord } from './journal-record.test-support.ts';
import { migrationsOf } from './migrations.ts';
import {
  normalizeEmail,
  type ConfirmationTicket,
  type SignupDetails,
  type SubscriberStore,
} from './subscriber-store.ts';

/** A new, empty database of the implementation under test. */
export interface ContractDatabase {
  /** Opens a store on it (migrating at the first open); several may be open at once. */
  open(options?: { readOnly?: boolean }): Promise<SubscriberStore>;
  /** The versions recorded in its schema_migrations table. */
  appliedMigrations(): Promise<number[]>;
}

const T0 = new Date('2026-03-02T10:00:00.000Z');
const RESEND_INTERVAL_MINUTES = 10;
const minutesAfterT0 = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const resendNotAfter = (now: Date) => new Date(now.getTime() - RESEND_INTERVAL_MINUTES * 60_000);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function signup(email: string, signedUpAt = T0, overrides: Partial<SignupDetails> = {}): SignupDetails {
  return {
    email: email.trim(),
    emailNormalized: normalizeEmail(email),
    language: 'en',
    source: 'Newsletter Signup',
    page: '/',
    consentTextVersion: '2026-11-25',
    signedUpAt,
    ...overrides,
  };
}

/** A ticket valid for a day after `issuedAt`. */
function ticket(token: string, issuedAt = T0): ConfirmationTicket {
  return { tokenHash: sha256(token), expiresAt: new Date(issuedAt.getTime() + 24 * 60 * 60_000) };
}

export function describeSubscriberStoreContract(newDatabase: () => Promise<ContractDatabase>): void {
  const opened: SubscriberStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  async function openIn(database: ContractDatabase, options?: { readOnly?: boolean }) {
    const store = await database.open(options);
    opened.push(store);
    return store;
  }
  const freshStore = async () => openIn(await newDatabase());

  /** Records a signup at `at` with the ticket of `token`. */
  const signUp = (
    store: SubscriberStore,
    email: string,
    token: string,
    at = T0,
    overrides: Partial<SignupDetails> = {},
  ) => store.recordSignup(signup(email, at, overrides), ticket(token, at), resendNotAfter(at));

  const statusOf = async (store: SubscriberStore, email: string) =>
    (await store.list(['pending', 'confirmed', 'unsubscribed', 'imported'])).find(
      (s) => s.emailNormalized === normalizeEmail(email),
    )?.status;

  describe('recordSignup', () => {
    test('a new address becomes pending with its details, and a confirmation mail is due', async () => {
      const store = await freshStore();
      const result = await signUp(store, ' Ana@Example.com ', 'token-1', T0, {
        language: 'es',
        page: '/collections/carriel',
      });
      expect(result).toEqual({ id: expect.any(Number), sendConfirmation: true });
      expect(await store.list(['pending'])).toEqual([
        {
          id: result.id,
          email: 'Ana@Example.com',
          emailNormalized: 'ana@example.com',
          status: 'pending',
          language: 'es',
          source: 'Newsletter Signup',
          page: '/collections/carriel',
          consentTextVersion: '2026-11-25',
          signedUpAt: T0,
          confirmedAt: null,
          unsubscribedAt: null,
        },
      ]);
    });

    test('a pending address signing up again within the resend interval changes nothing', async () => {
      const store = await freshStore();
      const first = await signUp(store, 'ana@example.com', 'token-1');
      const again = await signUp(store, 'ana@example.com', 'token-2', minutesAfterT0(RESEND_INTERVAL_MINUTES - 1), {
        language: 'es',
      });
      expect(again).toEqual({ id: first.id, sendConfirmation: false });
      expect((await store.list(['pending']))[0]).toMatchObject({ language: 'en', signedUpAt: T0 });
      expect(await store.confirm(sha256('token-2'), minutesAfterT0(11))).toEqual({ outcome: 'invalid' });
      expect(await store.confirm(sha256('token-1'), minutesAfterT0(11))).toMatchObject({
        outcome: 'confirmed',
        id: first.id,
      });
    });

    test('a pending address signing up again after the resend interval gets a new ticket; the old token is then invalid', async () => {
      const store = await freshStore();
      const first = await signUp(store, 'ana@example.com', 'token-1');
      const later = minutesAfterT0(RESEND_INTERVAL_MINUTES);
      const again = await signUp(store, 'ANA@example.com', 'token-2', later, { language: 'es' });
      expect(again).toEqual({ id: first.id, sendConfirmation: true });
      expect((await store.list(['pending']))[0]).toMatchObject({
        email: 'ANA@example.com',
        language: 'es',
        signedUpAt: later,
      });
      expect(await store.confirm(sha256('token-1'), later)).toEqual({ outcome: 'invalid' });
      expect(await store.confirm(sha256('token-2'), later)).toEqual({
        outcome: 'confirmed',
        id: first.id,
        language: 'es',
      });
    });

    test('a confirmed address signing up again changes nothing', async () => {
      const store = await freshStore();
      const first = await signUp(store, 'ana@example.com', 'token-1');
      await store.confirm(sha256('token-1'), minutesAfterT0(1));
      const again = await signUp(store, 'ana@example.com', 'token-2', minutesAfterT0(60), { language: 'es' });
      expect(again).toEqual({ id: first.id, sendConfirmation: false });
      expect(await store.list(['confirmed'])).toEqual([
        expect.objectContaining({ id: first.id, language: 'en', confirmedAt: minutesAfterT0(1) }),
      ]);
      expect(await store.confirm(sha256('token-2'), minutesAfterT0(61))).toEqual({ outcome: 'invalid' });
    });

    test('an unsubscribed address signing up again is pending again, with the same id and a new ticket', async () => {
      const store = await freshStore();
      const first = await signUp(store, 'ana@example.com', 'token-1');
      await store.confirm(sha256('token-1'), minutesAfterT0(1));
      await store.unsubscribe(first.id, minutesAfterT0(2));
      const again = await signUp(store, 'ana@example.com', 'token-2', minutesAfterT0(3));
      expect(again).toEqual({ id: first.id, sendConfirmation: true });
      expect(await store.list(['pending'])).toEqual([
        expect.objectContaining({
          id: first.id,
          signedUpAt: minutesAfterT0(3),
          confirmedAt: null,
          unsubscribedAt: null,
        }),
      ]);
      expect(await store.confirm(sha256('token-2'), minutesAfterT0(4))).toMatchObject({
        outcome: 'confirmed',
        id: first.id,
      });
    });

    test('an imported address signing up is pending, with a ticket', async () => {
      const store = await freshStore();
      await store.importJournal([journalRecord('ana@example.com')]);
      const [imported] = await store.list(['imported']);
      const result = await signUp(store, 'Ana@Example.com', 'token-1');
      expect(result).toEqual({ id: imported?.id, sendConfirmation: true });
      expect(await statusOf(store, 'ana@example.com')).toBe('pending');
      expect(await store.confirm(sha256('token-1'), T0)).toMatchObject({ outcome: 'confirmed', id: imported?.id });
    });

    test('case and whitespace variants of one address are one subscriber', async () => {
      const store = await freshStore();
      const ids = new Set<number>();
      for (const [index, variant] of ['ana@example.com', ' ANA@EXAMPLE.COM', 'Ana@Example.Com\t'].entries()) {
        ids.add((await signUp(store, variant, `token-${index}`, minutesAfterT0(index * 60))).id);
      }
      expect(ids.size).toBe(1);
      expect((await store.counts()).pending).toBe(1);
    });

    test('200 concurrent signups with 20 % duplicates store exactly the unique addresses, each mailed once', async () => {
      const store = await freshStore();
      const unique = Array.from({ length: 160 }, (_, index) => `reader${index}@example.com`);
      const requests = [...unique, ...unique.slice(0, 40).map((email) => email.toUpperCase())];
      const results = await Promise.all(requests.map((email, index) => signUp(store, email, `token-${index}`)));
      const mailed = results.filter((result) => result.sendConfirmation).map((result) => result.id);
      expect(new Set(mailed).size).toBe(unique.length);
      expect(mailed).toHaveLength(unique.length);
      expect(new Set(results.map((result) => result.id)).size).toBe(unique.length);
      expect((await store.list(['pending'])).map((s) => s.emailNormalized).sort()).toEqual([...unique].sort());
    }, 60_000);
  });

  describe('confirm', () => {
    test('confirms a pending address once; the same token again is used, an expired one expired, an unknown one invalid', async () => {
      const store = await freshStore();
      const ana = await signUp(store, 'ana@example.com', 'token-ana', T0, { language: 'es' });
      await signUp(store, 'ben@example.com', 'token-ben');
      const expiry = ticket('token-ben').expiresAt;

      expect(await store.confirm(sha256('token-ana'), minutesAfterT0(5))).toEqual({
        outcome: 'confirmed',
        id: ana.id,
        language: 'es',
      });
      expect(await store.list(['confirmed'])).toEqual([
        expect.objectContaining({ id: ana.id, status: 'confirmed', confirmedAt: minutesAfterT0(5) }),
      ]);
      expect(await store.confirm(sha256('token-ana'), minutesAfterT0(6))).toEqual({ outcome: 'used' });
      expect(await store.confirm(sha256('token-ben'), expiry)).toEqual({ outcome: 'expired' });
      expect(await statusOf(store, 'ben@example.com')).toBe('pending');
      expect(await store.confirm(sha256('never-sent'), T0)).toEqual({ outcome: 'invalid' });
    });

    test('of two concurrent confirms of one token, exactly one confirms and the other finds it used', async () => {
      const store = await freshStore();
      await signUp(store, 'ana@example.com', 'token-1');
      const outcomes = (
        await Promise.all([store.confirm(sha256('token-1'), T0), store.confirm(sha256('token-1'), T0)])
      ).map((r) => r.outcome);
      expect(outcomes.sort()).toEqual(['confirmed', 'used']);
    });

    test('two stores on one database (two collectors) confirming one token at once: exactly one confirms', async () => {
      const database = await newDatabase();
      const [first, second] = [await openIn(database), await openIn(database)];
      for (let round = 0; round < 10; round += 1) {
        await signUp(first, `reader${round}@example.com`, `token-${round}`);
        const outcomes = await Promise.all([first, second].map((store) => store.confirm(sha256(`token-${round}`), T0)));
        expect(outcomes.map((r) => r.outcome).sort()).toEqual(['confirmed', 'used']);
      }
    });
  });

  describe('unsubscribe', () => {
    test('marks pending, confirmed and imported subscribers unsubscribed, drops the pending ticket, keeps the first date', async () => {
      const store = await freshStore();
      const pending = await signUp(store, 'ana@example.com', 'token-ana');
      const confirmed = await signUp(store, 'ben@example.com', 'token-ben');
      await store.confirm(sha256('token-ben'), T0);
      await store.importJournal([journalRecord('cleo@example.com')]);
      const imported = (await store.list(['imported']))[0]?.id ?? -1;

      for (const id of [pending.id, confirmed.id, imported])
        expect(await store.unsubscribe(id, minutesAfterT0(1))).toBe('unsubscribed');
      expect(await store.unsubscribe(pending.id, minutesAfterT0(2))).toBe('unsubscribed');
      const unsubscribed = await store.list(['unsubscribed']);
      expect(unsubscribed.map((s) => [s.id, s.unsubscribedAt])).toEqual(
        [pending.id, confirmed.id, imported].map((id) => [id, minutesAfterT0(1)]),
      );
      expect(await store.confirm(sha256('token-ana'), minutesAfterT0(3))).toEqual({ outcome: 'invalid' });
    });

    test('answers not_found for an unknown id', async () => {
      const store = await freshStore();
      expect(await store.unsubscribe(424242, T0)).toBe('not_found');
    });
  });

  describe('list, counts and purgePending', () => {
    test('list returns the subscribers of the given statuses by id; counts covers every status', async () => {
      const store = await freshStore();
      const ana = await signUp(store, 'ana@example.com', 'token-ana');
      const ben = await signUp(store, 'ben@example.com', 'token-ben');
      const cleo = await signUp(store, 'cleo@example.com', 'token-cleo');
      await store.confirm(sha256('token-ben'), T0);
      await store.unsubscribe(cleo.id, T0);
      await store.importJournal([journalRecord('dora@example.com')]);

      expect((await store.list(['pending', 'confirmed'])).map((s) => s.id)).toEqual([ana.id, ben.id]);
      expect((await store.list(['unsubscribed'])).map((s) => s.email)).toEqual(['cleo@example.com']);
      expect(await store.list([])).toEqual([]);
      expect(await store.counts()).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, imported: 1 });
    });

    test('counts of an empty store are zeros', async () => {
      const store = await freshStore();
      expect(await store.counts()).toEqual({ pending: 0, confirmed: 0, unsubscribed: 0, imported: 0 });
    });

    test('purgePending deletes only pending subscribers who signed up before the cut-off', async () => {
      const store = await freshStore();
      const cutOff = minutesAfterT0(60);
      await signUp(store, 'old-pending@example.com', 'token-1', T0);
      await signUp(store, 'old-confirmed@example.com', 'token-2', T0);
      await store.confirm(sha256('token-2'), T0);
      const unsubscribed = await signUp(store, 'old-unsubscribed@example.com', 'token-3', T0);
      await store.unsubscribe(unsubscribed.id, T0);
      await store.importJournal([journalRecord('old-imported@example.com')]);
      await signUp(store, 'recent-pending@example.com', 'token-4', cutOff);

      expect(await store.purgePending(cutOff)).toBe(1);
      expect(await statusOf(store, 'old-pending@example.com')).toBeUndefined();
      expect(await store.counts()).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, imported: 1 });
      expect(await store.purgePending(cutOff)).toBe(0);
    });
  });

  describe('importJournal', () => {
    test('adds the records as imported, leaves present addresses as they are, and adds nothing when run again', async () => {
      const store = await freshStore();
      await signUp(store, 'ana@example.com', 'token-ana');
      const records = [
        journalRecord(' ANA@example.com', { language: 'en' }),
        journalRecord('Ben@Example.com ', { source: 'Footer', language: null, receivedAt: '2025-05-01T09:30:00.000Z' }),
        journalRecord('cleo@example.com'),
        journalRecord('BEN@example.com', { language: 'es' }),
      ];
      expect(await store.importJournal(records)).toBe(2);
      expect(await store.importJournal(records)).toBe(0);
      expect(await statusOf(store, 'ana@example.com')).toBe('pending');
      expect(await store.list(['imported'])).toEqual([
        expect.objectContaining({
          email: 'Ben@Example.com',
          emailNormalized: 'ben@example.com',
          language: 'en',
          source: 'Footer',
          page: null,
          consentTextVersion: 'unversioned',
          signedUpAt: new Date('2025-05-01T09:30:00.000Z'),
          confirmedAt: null,
        }),
        expect.objectContaining({ email: 'cleo@example.com', language: 'es' }),
      ]);
      expect(await store.importJournal([])).toBe(0);
    });
  });

  describe('migrations and health', () => {
    test('two stores opening one new database at the same time migrate it once', async () => {
      const database = await newDatabase();
      const stores = await Promise.all([openIn(database), openIn(database)]);
      expect(await database.appliedMigrations()).toEqual(
        migrationsOf(stores[0].kind).map((migration) => migration.version),
      );
      await signUp(stores[0], 'ana@example.com', 'token-ana');
      expect((await stores[1].counts()).pending).toBe(1);
    });

    test('checkWritable passes on a healthy store and throws on a closed one', async () => {
      const store = await freshStore();
      await expect(store.checkWritable()).resolves.toBeUndefined();
      await store.close();
      await expect(store.checkWritable()).rejects.toThrow();
      await store.close();
    });

    test('checkWritable throws on a store whose database is read-only', async () => {
      const database = await newDatabase();
      const writable = await openIn(database);
      await signUp(writable, 'ana@example.com', 'token-ana');
      const readOnly = await openIn(database, { readOnly: true });
      expect((await readOnly.counts()).pending).toBe(1);
      await expect(readOnly.checkWritable()).rejects.toThrow(/read-?only/i);
    });
  });
}
