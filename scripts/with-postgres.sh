#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run --project api
# Starts a fresh cluster on 127.0.0.1 (trust auth, a free port from 55432 or $PG_PORT), creates the
# database caixa_test, exports DATABASE_URL for the command, and removes everything afterwards.
# The command's exit code is this script's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
	echo "usage: $0 COMMAND [ARGS...]" >&2
	exit 2
fi

is_root() { [ "$(id -u)" -eq 0 ]; }

find_pg_bin() {
	local dir
	dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
	if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
		echo "$dir"
	elif command -v initdb >/dev/null 2>&1; then
		dirname "$(command -v initdb)"
	fi
}

PG_BIN=$(find_pg_bin)
if [ -z "$PG_BIN" ]; then
	if is_root && command -v apt-get >/dev/null 2>&1; then
		echo "with-postgres: PostgreSQL is not installed; installing Debian's package…" >&2
		apt-get update
		DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
		PG_BIN=$(find_pg_bin)
	fi
	if [ -z "$PG_BIN" ]; then
		echo "with-postgres: PostgreSQL is not installed (no initdb found)." >&2
		echo "Install it (Debian/Ubuntu: sudo apt-get install postgresql) or run this script as root." >&2
		exit 1
	fi
fi

# initdb and postgres refuse to run as root: the server runs as the postgres user then.
as_server_user() {
	if ! is_root; then
		"$@"
	elif command -v runuser >/dev/null 2>&1; then
		runuser -u postgres -- "$@"
	else
		su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
	fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

PORT=${PG_PORT:-55432}
while port_in_use "$PORT"; do
	PORT=$((PORT + 1))
	if [ "$PORT" -gt 55532 ]; then
		echo "with-postgres: no free port between 55432 and 55532" >&2
		exit 1
	fi
done

WORK=$(mktemp -d -t caixa-postgres.XXXXXX)
DATA="$WORK/data"
if is_root; then chown postgres: "$WORK"; fi

stop_server() {
	local status=$?
	if [ -f "$DATA/postmaster.pid" ]; then
		as_server_user "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
	fi
	rm -rf "$WORK"
	exit "$status"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_server_user "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
# A throw-away cluster: durability settings off, for speed.
if ! as_server_user "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 start \
	-o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
	>/dev/null; then
	echo "with-postgres: the server did not start:" >&2
	cat "$WORK/server.log" >&2 || true
	exit 1
fi
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres caixa_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/caixa_test"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
exit $?
