import { defineConfig, devices } from '@playwright/test'
import { E2E } from './e2e/support/servers'

// Google and LinkedIn both point at the local OIDC server; the real API (in process) asks its
// userinfo endpoint who a token belongs to.
const { oidc } = E2E
const providers = {
	GOOGLE_CLIENT_ID: oidc.google.clientId,
	GOOGLE_CLIENT_SECRET: oidc.google.clientSecret,
	GOOGLE_AUTHORIZATION_URL: `${oidc.url}/authorize`,
	GOOGLE_TOKEN_URL: `${oidc.url}/token`,
	LINKEDIN_CLIENT_ID: oidc.linkedin.clientId,
	LINKEDIN_CLIENT_SECRET: oidc.linkedin.clientSecret,
	LINKEDIN_AUTHORIZATION_URL: `${oidc.url}/authorize`,
	LINKEDIN_TOKEN_URL: `${oidc.url}/token`,
}

// Two modes (ARCHITECTURE.md "Tests"): the web app against the stub API (e2e/stub-api), and
// against the real API on a fresh database. Each runs with JavaScript on and off.
// Browsers cannot be downloaded here: Debian's Chromium is used.
const chromium = {
	...devices['Desktop Chrome'],
	locale: 'en-US',
	launchOptions: {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
		],
	},
}

export default defineConfig({
	testDir: './e2e',
	outputDir: './test-results',
	fullyParallel: true,
	forbidOnly: !!process.env.CI,
	retries: 0,
	workers: process.env.CI ? 2 : undefined,
	reporter: process.env.CI
		? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
		: [['list'], ['html', { open: 'never' }]],
	timeout: 30_000,
	expect: { timeout: 5_000 },
	use: {
		// A failing test's trace keeps its DOM snapshots, network and console, not the screencast:
		// recording every test's frames (kept only when it fails) added about an eighth to the
		// test time. The screenshot at the failure stands in for them.
		trace: { mode: 'retain-on-failure', screenshots: false },
		screenshot: 'only-on-failure',
	},
	// A test that belongs to some projects only says so by tag, and the others leave it out: a
	// test.skip inside it cost each skipping project a browser context (~0.6 s, 220 of them).
	// @real-api: its own data on the real API (the stub's shared fixtures would not do);
	// @stub-api: the stub's fixtures or its fault injector; @js-only: plain HTTP posts or the
	// browser's own validation, which the JavaScript-off project would only repeat or cannot have.
	// A test with no tag runs twice, not four times: JavaScript off against the stub API (the API
	// in a process of its own, reached over HTTP as CAIXA_API_URL says) and JavaScript on against
	// the real one (the API in the web server's process). Both are the same API code over data the
	// test seeds itself, so each assertion still runs with JavaScript on and off, each way of
	// reaching the API is still taken by every journey, and a branch on the mode (a fixture row, a
	// mail read from disk) still runs; the two runs left out repeated a pair already proven and
	// cost about a third of the e2e time. An @js-only test still runs on both APIs: its stub run
	// and its real run check different rows (foreign-ids.spec.ts).
	projects: [
		{
			name: 'stub-js',
			use: { ...chromium, baseURL: E2E.stub.webUrl },
			metadata: { mode: 'stub' },
			grep: [/@stub-api/, /@js-only/],
			grepInvert: [/@real-api/],
		},
		{
			name: 'stub-nojs',
			use: { ...chromium, baseURL: E2E.stub.webUrl, javaScriptEnabled: false },
			metadata: { mode: 'stub' },
			grepInvert: [/@real-api/, /@js-only/],
		},
		{
			name: 'real-js',
			use: { ...chromium, baseURL: E2E.real.webUrl },
			metadata: { mode: 'real' },
			grepInvert: [/@stub-api/],
		},
		{
			name: 'real-nojs',
			use: { ...chromium, baseURL: E2E.real.webUrl, javaScriptEnabled: false },
			metadata: { mode: 'real' },
			grep: [/@real-api/],
			grepInvert: [/@js-only/],
		},
	],
	webServer: [
		{
			command: 'npx tsx e2e/oidc/server.ts',
			url: `${oidc.url}/.well-known/openid-configuration`,
			reuseExistingServer: false,
		},
		{
			command: 'npx tsx e2e/maps/server.ts',
			url: `${E2E.maps.url}/health`,
			reuseExistingServer: false,
		},
		{
			// The real API over the stub's fixtures, on its own port (e2e/stub-api/server.ts); seeding
			// takes some seconds on a loaded machine.
			command: 'npx tsx e2e/stub-api/server.ts',
			url: `${E2E.stub.apiUrl}/caixa/api/health`,
			env: {
				STUB_API_PORT: String(E2E.stub.apiPort),
				STUB_DATA_DIR: E2E.stub.dataDir,
				APP_URL: E2E.stub.webUrl,
				GOOGLE_USERINFO_URL: `${oidc.url}/userinfo`,
				LINKEDIN_USERINFO_URL: `${oidc.url}/userinfo`,
			},
			timeout: 180_000,
			reuseExistingServer: false,
		},
		{
			// The web servers run the built server, as production does (npm run build bundles
			// server.ts): through tsx each kept its loader thread and npm's process beside it.
			command: 'node build/server.js',
			url: E2E.stub.webUrl,
			env: {
				PORT: String(E2E.stub.webPort),
				// As behind one proxy: each test's X-Forwarded-For is its browser's address
				// (e2e/support/test.ts), which the server hands to the API.
				TRUST_PROXY: '1',
				NODE_ENV: 'production',
				SESSION_SECRET: E2E.sessionSecret,
				CAIXA_API_URL: E2E.stub.apiUrl,
				SECURE_COOKIES: 'false',
				APP_URL: E2E.stub.webUrl,
				...providers,
			},
			reuseExistingServer: false,
		},
		{
			command: `rm -rf ${E2E.real.dataDir} && node build/server.js`,
			url: `${E2E.real.webUrl}/caixa/api/health`,
			env: {
				PORT: String(E2E.real.webPort),
				TRUST_PROXY: '1',
				NODE_ENV: 'production',
				SESSION_SECRET: E2E.sessionSecret,
				DATA_DIR: E2E.real.dataDir,
				SECURE_COOKIES: 'false',
				APP_URL: E2E.real.webUrl,
				...providers,
				// The stub's web server has none: there the address is typed by hand.
				MAPS_URL: E2E.maps.url,
				GOOGLE_USERINFO_URL: `${oidc.url}/userinfo`,
				LINKEDIN_USERINFO_URL: `${oidc.url}/userinfo`,
			},
			reuseExistingServer: false,
		},
	],
})
