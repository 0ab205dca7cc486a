// The collector's store: an append-only JSON-lines file. Each signup is one line, written and fsynced before the
// request is acknowledged. At start the file is read back; a last line without its newline (the process was
// killed mid-write, so that signup was never acknowledged) is cut off so the next append starts on a clean line.
import fs from 'node:fs';
import path from 'node:path';

export const JOURNAL_FILE_NAME = 'newsletter-signups.jsonl';

/** Lower-case and trimmed: the identity of a subscriber ("Ana@Example.com " and "ana@example.com" are one). */
export function normaliseEmail(email) {
  return email.trim().toLowerCase();
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && typeof value.email === 'string';
}

function fsyncDirectory(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems cannot fsync a directory; the file's own fsync still holds its content.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Reads every complete record; returns them and the byte length of the complete part of the file. */
function readRecords(file) {
  const buffer = fs.readFileSync(file);
  const completeLength = buffer.lastIndexOf(0x0a) + 1;
  const records = [];
  let skipped = 0;
  for (const line of buffer.subarray(0, completeLength).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const record = JSON.parse(line);
      if (isRecord(record)) records.push(record);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return { records, completeLength, tornBytes: buffer.length - completeLength, skipped };
}

export function openJournal(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, JOURNAL_FILE_NAME);
  const existed = fs.existsSync(file);
  const loaded = existed ? readRecords(file) : { records: [], completeLength: 0, tornBytes: 0, skipped: 0 };
  if (loaded.tornBytes > 0) fs.truncateSync(file, loaded.completeLength);

  const fd = fs.openSync(file, 'a');
  if (!existed) fsyncDirectory(dataDir);
  let byteLength = fs.fstatSync(fd).size;

  const records = [];
  const addresses = new Set();
  for (const record of loaded.records) {
    const key = normaliseEmail(record.email);
    if (addresses.has(key)) continue;
    addresses.add(key);
    records.push(record);
  }

  return {
    file,
    /** What the start-up found, for the start-up log line (counts only, never addresses). */
    loadReport: { records: records.length, tornBytesDropped: loaded.tornBytes, unreadableLines: loaded.skipped },
    has(email) {
      return addresses.has(normaliseEmail(email));
    },
    get size() {
      return records.length;
    },
    records() {
      return records.slice();
    },
    /**
     * Appends one signup durably. Synchronous on purpose: Node runs it to the end before handling the next
     * request, so concurrent signups are serialised without locks and a duplicate check cannot race.
     * Returns false when the address was already stored.
     */
    append(record) {
      const key = normaliseEmail(record.email);
      if (addresses.has(key)) return false;
      const bytes = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
      try {
        let written = 0;
        while (written < bytes.length) written += fs.writeSync(fd, bytes, written, bytes.length - written);
        fs.fsyncSync(fd);
      } catch (error) {
        // A half-written line (disk full) would glue itself to the next one: cut the file back first.
        fs.ftruncateSync(fd, byteLength);
        throw error;
      }
      byteLength += bytes.length;
      addresses.add(key);
      records.push(record);
      return true;
    },
    close() {
      fs.closeSync(fd);
    },
  };
}
