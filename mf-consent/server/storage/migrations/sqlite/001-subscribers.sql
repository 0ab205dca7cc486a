-- Subscribers of the newsletter (double opt-in). Dates are ISO 8601 text in UTC (Date.toISOString), so they
-- compare correctly as text.
CREATE TABLE subscribers (
  -- AUTOINCREMENT: an id is never reused after a purge, so an old unsubscribe link cannot reach a new subscriber.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed', 'imported')),
  language TEXT NOT NULL,
  source TEXT NOT NULL,
  page TEXT,
  consent_text_version TEXT NOT NULL,
  signed_up_at TEXT NOT NULL,
  confirmation_token_hash TEXT UNIQUE,
  confirmation_expires_at TEXT,
  confirmation_sent_at TEXT,
  confirmed_token_hash TEXT UNIQUE,
  confirmed_at TEXT,
  unsubscribed_at TEXT
) STRICT;

CREATE INDEX subscribers_status_signed_up_at ON subscribers (status, signed_up_at);

-- One row, rewritten by checkWritable: a health check that really writes.
CREATE TABLE store_health (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_write_check_at TEXT NOT NULL
) STRICT;

INSERT INTO store_health (id, last_write_check_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
