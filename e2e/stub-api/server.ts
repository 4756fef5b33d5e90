import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type HttpBindings } from '@hono/node-server'
import { createDatabase } from '@caixa/db/connection'
import { ensureMigrated } from '@caixa/db/migrate'
import { caixaEnv } from '@caixa/env'
import { createCaixaApp } from '@caixa/http/app'
import { serveCaixa } from '@caixa/http/serve'
import { createMailer } from '@caixa/services/mail'
import { manualClock } from '@caixa/testing/clock'
import { E2E } from '../support/servers'
import { callRecorder } from './call-recorder'
import { faultInjector } from './fault-injector'
import { manifestFile } from './manifest'
import { seedStub } from './seed'

// The stub API of the Playwright stub projects (ARCHITECTURE.md "Tests"): the real /caixa API
// over a fresh SQLite file seeded from the fixtures, on its own port, reached by the web app
// through CAIXA_API_URL. Its clock is pinned to the moment it starts, so fixture dates (counted
// in days from it) never rot and the web tier's "today" is the API's. Two test-only middlewares
// wrap it: the call recorder (/__stub/calls) and the fault injector (/__stub/faults). No rule of
// the API is written here.

const dataDir = path.resolve(process.env.STUB_DATA_DIR ?? E2E.stub.dataDir)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
// Photos and anything else the API keeps on disk go under the stub's own folder.
process.env.DATA_DIR = dataDir

const db = createDatabase({ engine: 'sqlite', file: path.join(dataDir, 'caixa.sqlite') })
await ensureMigrated(db)
const clock = manualClock(Date.now())
const mail = createMailer({ from: caixaEnv().MAIL_FROM, dataDir })
// The web tier in front is its proxy: it writes each browser's address in X-Forwarded-For, and
// each Playwright test's browser sends one of its own (e2e/support/test.ts), which the web tier
// (TRUST_PROXY=1) takes for the browser's: each test is one client to the sign-in limit. The
// clock hardly moves (handle below), so the whole run is one hour to the global mail cap: a run's few dozen
// e-mails are far from the default, yet the stub must never be the thing that refuses them.
const app = createCaixaApp({ db, clock, mail, trustedProxies: 1, mailMaxPerHour: 10_000 })

const started = performance.now()
const manifest = await seedStub({ app, db, clock, dataDir })
writeFileSync(manifestFile(dataDir), JSON.stringify(manifest, null, '\t'))

const recorder = callRecorder()
const faults = faultInjector()

async function handle(request: Request, env: HttpBindings): Promise<Response> {
	const url = new URL(request.url)
	const stubAnswer = recorder.serve(request, url) ?? (await faults.serve(request, url))
	if (stubAnswer) return stubAnswer
	await recorder.record(request, url)
	// The clock moves a millisecond a call: what is written one call after another gets later
	// moments, as on a live API (a thread's comments, oldest first; a list's same-day records),
	// instead of ties broken by random ids. A run's few thousand calls move it a few seconds.
	clock.advance(1)
	return faults.answer(request, url) ?? app.fetch(request, env)
}

// Served as `npm run caixa:serve` serves the API (serve.ts): the same Node server and limits.
const port = Number(process.env.STUB_API_PORT ?? E2E.stub.apiPort)
const { origin } = await serveCaixa({ app: { fetch: handle }, port, hostname: '127.0.0.1' })
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`stub /caixa API (seeded in ${seconds} s) on ${origin}`)
