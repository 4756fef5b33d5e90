import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { loadFor } from './load'
import { type MemorySample, memoryProbeImport } from './memory-probe'
import { freshDataDir, seededBook } from './seeded-book'
import { signIn } from './signed-in'
import { ensureBuilt, freePort, productionNodeFlags } from './web-server'

/*
 * Where the web server's memory goes under load (RSS ≤ 250 MB after 60 s at 50
 * connections, no growth over a 10-minute soak). The built server on a seeded book, started as
 * production starts it — the node flags of scripts/start.sh (NODE_FLAGS there) unless --flags
 * says otherwise — with memory-probe.ts inside reporting the JS heap and its spaces beside
 * /proc's figures. The records page /cashier/{id} at --connections for --seconds (the highest RSS
 * seen during it too), a full garbage collection to tell the live heap from garbage, then
 * --soak-seconds more (RSS each minute), then a rest. The book is the issue's, 1M payments.
 *   npx tsx caixa/scripts/bench/memory-load.ts [--records 200000] [--connections 50]
 *     [--seconds 60] [--soak-seconds 0] [--flags "--max-semi-space-size=…"] [--env K=V,…]
 * Exits 1 when RSS after the load is over --limit-mb (250), or the soak grew by more than 10%.
 */

const { values: options } = parseArgs({
	options: {
		records: { type: 'string', default: '200000' },
		installments: { type: 'string', default: '5' },
		connections: { type: 'string', default: '50' },
		seconds: { type: 'string', default: '60' },
		'soak-seconds': { type: 'string', default: '0' },
		'limit-mb': { type: 'string', default: '250' },
		flags: { type: 'string' },
		entry: { type: 'string', default: 'build/server.js' },
		env: { type: 'string', default: '' },
		'cache-dir': { type: 'string', default: path.resolve('node_modules/.cache/caixa-bench') },
	},
})
const connections = Number(options.connections)
const seconds = Number(options.seconds)
const soakSeconds = Number(options['soak-seconds'])
const limitMb = Number(options['limit-mb'])
const flags = (options.flags ?? productionNodeFlags()).split(/\s+/).filter(Boolean)
// A .ts entry runs as `npm run dev` would, through tsx's loader; the built one as production does.
const entry = options.entry.endsWith('.ts') ? ['--import', 'tsx', options.entry] : [options.entry]
const extraEnv = Object.fromEntries(
	options.env
		.split(',')
		.filter(Boolean)
		.map((pair) => pair.split('=') as [string, string]),
)

const log = (line: string) => console.log(`› ${line}`)

const book = await seededBook(
	{ records: Number(options.records), installments: Number(options.installments) },
	options['cache-dir'],
	log,
)
ensureBuilt(log)
const work = mkdtempSync(path.join(tmpdir(), 'caixa-memory-'))
const dataDir = path.join(work, 'data')
await freshDataDir(book, dataDir)
const secret = randomBytes(32).toString('base64url')
const { cookie } = await signIn(path.join(dataDir, 'caixa.sqlite'), book.ownerEmail, secret)
const probeFile = path.join(work, 'memory.json')
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
log(`server: node ${[...flags, ...entry].join(' ')} ${JSON.stringify(extraEnv)}`)
const server = startServer(port, secret, dataDir, probeFile)
const failures: string[] = []

try {
	await waitUntilServing(`${origin}/privacy-policy`)
	await sleep(2000)
	print('idle', probe())
	const page = { url: `${origin}/cashier/${book.cashierId}`, headers: { cookie } }
	const { result: loaded, peakMb } = await withPeak(loadFor(page, connections, seconds))
	log(
		`load: ${connections} connections × ${seconds} s, ${loaded.requestsPerSecond.toFixed(0)} req/s, p95 ${loaded.p95.toFixed(0)} ms, ${loaded.failures} failed; RSS peak ${peakMb} MB; load average ${loadavg()[0]?.toFixed(1)} (${cpus().length} cores)`,
	)
	if (loaded.failures) failures.push(`${loaded.failures} requests failed`)
	const after = probe()
	print(`after ${seconds} s`, after)
	if (after.rssMb > limitMb) failures.push(`RSS ${after.rssMb} MB > ${limitMb} MB`)
	print('full GC', await probeAfterGc())
	if (soakSeconds > 0) {
		const minutes: MemorySample[] = []
		for (let done = 0; done < soakSeconds; done += 60) {
			const result = await loadFor(page, connections, Math.min(60, soakSeconds - done))
			if (result.failures) failures.push(`${result.failures} requests failed in the soak`)
			const sample = probe()
			minutes.push(sample)
			print(`soak ${done / 60 + 1} min`, sample)
		}
		const first = minutes[0]
		const last = minutes.at(-1)
		if (first && last && last.rssMb > first.rssMb * 1.1) {
			failures.push(`RSS grew over the soak: ${first.rssMb} → ${last.rssMb} MB`)
		}
	}
	await sleep(10_000)
	print('10 s after', probe())
} finally {
	server.kill('SIGTERM')
	await new Promise((resolve) => server.once('exit', resolve))
	rmSync(work, { recursive: true, force: true })
}
console.log(failures.length ? `FAIL ${failures.join('; ')}` : 'PASS')
process.exit(failures.length ? 1 : 0)

function startServer(port: number, secret: string, dir: string, probe: string): ChildProcess {
	// The bench's own book on SQLite, the API in process: whatever this shell points elsewhere.
	const { DATABASE_URL: _database, CAIXA_API_URL: _api, ...inherited } = process.env
	const child = spawn(process.execPath, [...flags, '--import', memoryProbeImport, ...entry], {
		env: {
			...inherited,
			NODE_ENV: 'production',
			DATA_DIR: dir,
			PORT: String(port),
			SESSION_SECRET: secret,
			SECURE_COOKIES: 'false',
			MALLOC_ARENA_MAX: '2',
			MALLOC_TRIM_THRESHOLD_: '131072',
			...extraEnv,
			CAIXA_MEMORY_PROBE: probe,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	return child
}

async function waitUntilServing(url: string) {
	const deadline = Date.now() + 60_000
	while (Date.now() < deadline) {
		if (server.exitCode !== null) throw new Error('the web server exited')
		try {
			const response = await fetch(url)
			await response.arrayBuffer()
			if (response.ok) return
		} catch {
			// Not listening yet.
		}
		await sleep(200)
	}
	throw new Error('the web server did not answer within 60 s')
}

function probe(): MemorySample {
	return readSample(probeFile)
}

function readSample(file: string): MemorySample {
	return JSON.parse(readFileSync(file, 'utf8')) as MemorySample
}

/** The probe's sample after a full garbage collection (it collects on SIGUSR2). */
async function probeAfterGc(): Promise<MemorySample> {
	const file = `${probeFile}.gc`
	rmSync(file, { force: true })
	server.kill('SIGUSR2')
	const deadline = Date.now() + 10_000
	while (!existsSync(file) && Date.now() < deadline) await sleep(100)
	return readSample(file)
}

/** The highest RSS the probe reported while `work` ran, read each second. */
async function withPeak<T>(work: Promise<T>): Promise<{ result: T; peakMb: number }> {
	let peakMb = probe().rssMb
	const timer = setInterval(() => {
		try {
			peakMb = Math.max(peakMb, probe().rssMb)
		} catch {
			// A missed second: the run's figures come from the samples after it, not this one.
		}
	}, 1000)
	try {
		return { result: await work, peakMb }
	} finally {
		clearInterval(timer)
	}
}

function print(label: string, sample: MemorySample) {
	const { smapsMb: smaps, spacesMb: spaces } = sample
	const outsideHeap = sample.rssMb - sample.heapTotalMb
	console.log(
		`${label.padEnd(14)} RSS ${sample.rssMb} MB = JS heap ${sample.heapTotalMb} (used ${sample.heapUsedMb}; new ${spaces.new_space ?? 0}, old ${spaces.old_space ?? 0}, code ${spaces.code_space ?? 0}, large ${spaces.large_object_space ?? 0}) + ${outsideHeap.toFixed(1)} outside (external ${sample.externalMb}, buffers ${sample.arrayBuffersMb}; anonymous ${smaps.Anonymous ?? 0}, file ${((smaps.Rss ?? 0) - (smaps.Anonymous ?? 0)).toFixed(1)}); ${sample.threads} threads`,
	)
}
