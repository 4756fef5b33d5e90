#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what the tests need that is missing (npm ci,
# Debian's chromium, PostgreSQL), then typecheck, lint, unit + API tests on SQLite, the API
# tests again on PostgreSQL, and the e2e suite (stub API and real API, JavaScript on and off).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

apt_install() {
	if [ "$(id -u)" -ne 0 ]; then
		echo "missing $*: install it (apt-get install $*) or run as root" >&2
		exit 1
	fi
	if [ -z "${APT_UPDATED:-}" ]; then
		apt-get update -qq
		APT_UPDATED=1
	fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

[ -x /usr/bin/chromium ] || apt_install chromium
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || apt_install postgresql

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	npm ci
fi

step() { printf '\n━━ %s\n' "$1"; }
started=$(date +%s)
rm -rf reports && mkdir -p reports

# tsc and eslint each keep one core busy for about a minute: side by side on CI's two, each
# one's output shown whole once both are done.
step "typecheck and lint (side by side)"
npm run --silent typecheck >reports/typecheck.log 2>&1 &
typecheck=$!
npm run --silent lint >reports/lint.log 2>&1 &
lint=$!
typecheck_status=0 lint_status=0
wait "$typecheck" || typecheck_status=$?
wait "$lint" || lint_status=$?
printf '── typecheck (exit %s)\n' "$typecheck_status"
cat reports/typecheck.log
printf '── lint (exit %s)\n' "$lint_status"
cat reports/lint.log
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then exit 1; fi
# vitest's default is one worker fewer than the cores, so one on CI's two; the files wait on the
# database and the disk enough that two workers share the cores well: SQLite 165 → 113 s,
# PostgreSQL 138 → 84 s here.
VITEST_WORKERS=--maxWorkers=2
step "unit and API tests (SQLite)"
npx vitest run "$VITEST_WORKERS" --reporter=default --reporter=json --outputFile.json=reports/vitest-sqlite.json
step "photo uploads within the memory budget (bench:uploads, ~10 s)"
npm run --silent bench:uploads
step "API tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project api "$VITEST_WORKERS" \
	--reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json
step "e2e (stub API and real API, JS on and off)"
bash scripts/e2e.sh

echo
echo "all checks passed in $(( $(date +%s) - started ))s"
node scripts/test-summary.mjs
