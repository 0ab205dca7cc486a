#!/bin/sh
# PostgreSQL for the compose stack's scale profile (docker-compose.yml; development and tests, not a managed
# production database). At the first start the data volume is empty: initdb creates the cluster, then a login
# role and a database of the same name, owned by it. Then PostgreSQL runs in the foreground, listening on the
# compose network, passwords required over TCP (scram-sha-256).
# Environment: POSTGRES_PASSWORD (required), POSTGRES_USER and POSTGRES_DB (default newsletter), PGDATA.
set -eu

: "${PGDATA:?PGDATA is not set}"
POSTGRES_USER="${POSTGRES_USER:-newsletter}"
POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
if [ -z "${POSTGRES_PASSWORD:-}" ]; then
  echo "POSTGRES_PASSWORD is required" >&2
  exit 2
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  # The superuser (postgres) logs in through the local socket only; the role the collector uses has a password.
  initdb --username=postgres --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  printf '%s\n' 'host all all 0.0.0.0/0 scram-sha-256' 'host all all ::/0 scram-sha-256' >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  # psql variables (:'password') quote the values, whatever characters they hold.
  psql -X -q -v ON_ERROR_STOP=1 -v user="$POSTGRES_USER" -v password="$POSTGRES_PASSWORD" -v db="$POSTGRES_DB" --username=postgres --dbname=postgres <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"user";
SQL
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "initialised $PGDATA: database $POSTGRES_DB owned by $POSTGRES_USER"
fi

exec postgres -D "$PGDATA" -c listen_addresses='*'
