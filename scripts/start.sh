#!/usr/bin/env bash
# Runs the product on a fresh machine: installs what is missing, builds if needed, migrates the
# database (SQLite under ./data by default), serves on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."

# A .env beside the code (see .env.example) overrides the defaults.
if [ -f .env ]; then set -a; . ./.env; set +a; fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	echo "› installing dependencies (npm ci)"
	npm ci
fi

# Rebuild when any source is newer than the build (or there is none).
if [ ! -f build/index.js ] || [ ! -f build/server.js ] || [ -n "$(find app caixa server.ts remix.config.js postcss.config.js package-lock.json -newer build/index.js -print -quit)" ]; then
	echo "› building"
	npm run build
fi

echo "› migrating the database"
npm run --silent db:migrate

echo "› serving on http://localhost:${PORT:-3000}"
export NODE_ENV="${NODE_ENV:-production}"
# Production requires a session secret: on a laptop, make a random one once and keep it with
# the data, so sessions survive restarts. A deployment sets SESSION_SECRET itself.
if [ -z "${SESSION_SECRET:-}" ]; then
	secret_file="${DATA_DIR:-./data}/session-secret"
	mkdir -p "$(dirname "$secret_file")"
	[ -s "$secret_file" ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > "$secret_file"
	SESSION_SECRET="$(cat "$secret_file")"
	export SESSION_SECRET
fi
# Without TLS in front, Secure cookies would never come back from http://localhost.
export SECURE_COOKIES="${SECURE_COOKIES:-false}"
# glibc's malloc keeps what decoding a photo freed (an arena per thread, and a trim threshold
# that grows with the largest block freed): two arenas and a fixed 128 KB threshold give it back
# to the system, so the server returns to its resting size after uploads (docs/operations.md
# "Memory"; measured by npm run bench:uploads). No effect elsewhere than glibc.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
# Node's own flags for the server; measure a change with caixa/scripts/bench/memory-load.ts
# (docs/performance.md "The node flags"). Left alone under load, V8 lets the heap fill with
# garbage: 281 MB of heap for 64 MB live after 60 s at 50 connections (378 MB resident). Two
# settings bring that under 250 MB without a tight ceiling on live data:
# - semi-spaces of 8 MB instead of 16 (the young generation, 16 MB instead of 32): 4 MB saves
#   ~20 MB more but makes the records page scavenge twice as often, 23–27 ms of CPU a page against
#   20–22 ms with 8 (npm run bench, gzip accepted; the static page the same either way);
# - --max-old-space-size=512: eight times the live set, so not the limit that matters, but a small
#   cap makes V8 collect the old generation when it reaches a small multiple of its live size
#   instead of up to 4×. A deployment whose live set nears 512 MB raises it here (NODE_FLAGS=…).
# Measured by npm run bench (records page, then 60 s at 50 connections, 1M payments): 8/1024 222 MB,
# 4/512 183 MB, 2/384 185 MB, the CPU per page the same within the run-to-run noise.
# The Dockerfile and npm run serve give the same flags.
NODE_FLAGS="${NODE_FLAGS:---max-semi-space-size=8 --max-old-space-size=512}"
# Our own server (server.ts): Remix plus security headers, cross-origin refusal, the browser's
# address (TRUST_PROXY, see the README's configuration); built to build/server.js by npm run
# build, and run by node itself: through tsx's loader it takes some 150 MB more, and npx adds a
# process of its own.
# shellcheck disable=SC2086 # NODE_FLAGS is a list of flags
exec node $NODE_FLAGS build/server.js
