#!/usr/bin/env bash
# Builds the web app and runs Playwright (servers are started by playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build
rm -rf e2e/.tmp
exec npx playwright test "$@"
