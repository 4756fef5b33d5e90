#!/usr/bin/env bash
# Builds the web app, checks its first-load JS against scripts/bundle-budget.json, and runs
# Playwright (servers are started by playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build
node scripts/bundle-size.mjs --check
rm -rf e2e/.tmp
exec npx playwright test "$@"
