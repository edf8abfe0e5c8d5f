#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL, creates role/database planner for the api tests, prints TEST_DATABASE_URL.
# Idempotent: re-running on a machine where it already ran only makes sure the cluster is up.
# Usage: eval "$(scripts/ci-postgres.sh)"   (all progress goes to stderr, only the export line to stdout)
set -euo pipefail

log() { echo "[ci-postgres] $*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  # Another process may hold the dpkg lock (parallel installs): wait for it rather than fail.
  for _ in $(seq 1 120); do
    if as_root apt-get update -qq >&2 && as_root apt-get install -y -qq postgresql >&2; then break; fi
    log "apt busy, retrying in 5 s"
    sleep 5
  done
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
[ -n "$VERSION" ] || { log "postgresql is not installed"; exit 1; }

if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $VERSION/main"
  as_root pg_createcluster "$VERSION" main >&2
fi

if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  log "starting cluster $VERSION/main"
  as_root pg_ctlcluster "$VERSION" main start >&2
fi

PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"

for _ in $(seq 1 60); do
  if as_postgres pg_isready -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 0.5
done

psql_pg() { as_postgres psql -v ON_ERROR_STOP=1 -q -p "$PORT" "$@" >&2; }

psql_pg -c "DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'planner') THEN
    CREATE ROLE planner LOGIN PASSWORD 'planner';
  ELSE
    ALTER ROLE planner LOGIN PASSWORD 'planner';
  END IF;
END \$\$;"

if ! as_postgres psql -p "$PORT" -tAc "SELECT 1 FROM pg_database WHERE datname = 'planner_test'" | grep -q 1; then
  psql_pg -c "CREATE DATABASE planner_test OWNER planner"
fi
psql_pg -d planner_test -c "ALTER SCHEMA public OWNER TO planner"

log "PostgreSQL $VERSION ready on port $PORT"
echo "export TEST_DATABASE_URL=postgres://planner:planner@127.0.0.1:${PORT}/planner_test"
