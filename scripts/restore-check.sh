#!/bin/sh
# Restores a `pg_dump --format=custom` backup into a new, empty, throwaway database with the
# documented command (docs/operations.md, "Backup"), counts its staff accounts and access
# records, drops the database, and exits with pg_restore's own status: 0 when the restore is clean.
#
#   scripts/restore-check.sh center-2026-12-06.dump
#
# Connects as libpq does (PGHOST, PGPORT, PGUSER, … or defaults); the user may create databases.
set -eu
dump="${1:?usage: scripts/restore-check.sh DUMP}"
db="restore_check_$$_$(date +%s)"
createdb "$db"
trap 'dropdb --if-exists "$db"' EXIT
status=0
pg_restore --clean --if-exists --no-owner --dbname "$db" "$dump" || status=$?
if [ "$status" -eq 0 ]; then
  psql --no-psqlrc --quiet --tuples-only --dbname "$db" \
    --command "SELECT 'staff accounts: ' || count(*) FROM staff" \
    --command "SELECT 'access records: ' || count(*) FROM audit_log"
fi
exit "$status"
