-- Subscribers of the newsletter (double opt-in).
CREATE TABLE subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed', 'imported')),
  language text NOT NULL,
  source text NOT NULL,
  page text,
  consent_text_version text NOT NULL,
  signed_up_at timestamptz NOT NULL,
  confirmation_token_hash text UNIQUE,
  confirmation_expires_at timestamptz,
  confirmation_sent_at timestamptz,
  confirmed_token_hash text UNIQUE,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

CREATE INDEX subscribers_status_signed_up_at ON subscribers (status, signed_up_at);

-- One row, rewritten by checkWritable: a health check that really writes.
CREATE TABLE store_health (
  id integer PRIMARY KEY CHECK (id = 1),
  last_write_check_at timestamptz NOT NULL
);

INSERT INTO store_health (id, last_write_check_at) VALUES (1, now());
