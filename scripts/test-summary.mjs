// Adds up the JSON reports of every runner of scripts/test.sh into one plain closing line,
// "tests: N passed, N failed, N skipped", which CI reads.
import { readdirSync, readFileSync } from 'node:fs'

const dir = new URL('../reports/', import.meta.url)
const totals = { passed: 0, failed: 0, skipped: 0 }
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
	const report = JSON.parse(readFileSync(new URL(file, dir), 'utf8'))
	if (report.stats) {
		// Playwright
		totals.passed += report.stats.expected + report.stats.flaky
		totals.failed += report.stats.unexpected
		totals.skipped += report.stats.skipped
	} else {
		// Vitest
		totals.passed += report.numPassedTests
		totals.failed += report.numFailedTests
		totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
	}
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
if (totals.passed === 0) {
	console.error('no test ran')
	process.exit(1)
}
