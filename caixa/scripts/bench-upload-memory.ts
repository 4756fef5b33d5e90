import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDatabase } from '@caixa/db/connection'
import { migrateToLatest } from '@caixa/db/migrate'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { fileMultimediaStorage } from '@caixa/services/multimedia-storage'
import { systemClock } from '@caixa/services/clock'
import { memoryMailer } from '@caixa/testing/mail'
import { mintSession } from '@caixa/testing/session'
import { bigJpeg, bigPng, blackPng, BOMB_SIDE } from '@caixa/testing/photo-bombs'

// What the photo upload costs the server in memory: the API over a temporary SQLite database
// and photo folder, sent the bomb set (49-megapixel JPEGs and PNGs, a 49-megapixel PNG of zeros,
// 20000×20000 decompression bombs) all at once, a few waves; then, once they settle, the
// process's resident memory, which must be back under RSS_LIMIT_MB. A benchmark, not a test of
// timing: it prints its figures and exits 1 only on memory (or an answer no upload should get).
//   npm run bench:uploads [-- --waves 3 --limit 300]
// (node --expose-gc, so the figure after the uploads is not just garbage not yet collected; and
// glibc's malloc tuned as scripts/start.sh and the Dockerfile tune it for the product:
// MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072. Without them the freed pixels stay with the
// process: 300 MB after 3 waves, 365 MB after 10, against 146 and 154 MB with them.)
// The images are made in a child process, so that making them weighs nothing here.

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const at = args.indexOf(`--${name}`)
	const value = at >= 0 ? Number(args[at + 1]) : fallback
	if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`)
	return value
}
const MB = 1024 * 1024

const files = {
	'jpeg-49mp.jpg': 'image/jpeg',
	'png-49mp.png': 'image/png',
	'zeros-49mp.png': 'image/png',
	'bomb-400mp.png': 'image/png',
} as const
type BombFile = keyof typeof files

if (args[0] === '--make') {
	const dir = args[1] ?? ''
	const made: Record<BombFile, Buffer> = {
		'jpeg-49mp.jpg': await bigJpeg(),
		'png-49mp.png': await bigPng(),
		'zeros-49mp.png': blackPng(BOMB_SIDE, BOMB_SIDE),
		'bomb-400mp.png': blackPng(20_000, 20_000, 1),
	}
	for (const [name, bytes] of Object.entries(made)) await writeFile(path.join(dir, name), bytes)
	process.exit(0)
}

const waves = option('waves', 3)
const limitMb = option('limit', 300)
/** Each wave: what is sent at once. */
const wave: BombFile[] = [
	'jpeg-49mp.jpg',
	'jpeg-49mp.jpg',
	'png-49mp.png',
	'png-49mp.png',
	'zeros-49mp.png',
	'bomb-400mp.png',
	'bomb-400mp.png',
]

const work = await mkdtemp(path.join(tmpdir(), 'caixa-bench-uploads-'))
try {
	const made = spawnSync(
		process.execPath,
		[...process.execArgv, fileURLToPath(import.meta.url), '--make', work],
		{ stdio: 'inherit' },
	)
	if (made.status !== 0) throw new Error('Making the bomb set failed')
	const bytes = Object.fromEntries(
		await Promise.all(
			Object.keys(files).map(async (name) => [name, await readFile(path.join(work, name))]),
		),
	) as Record<BombFile, Buffer>

	const db = createDatabase({ engine: 'sqlite', file: path.join(work, 'caixa.sqlite') })
	await migrateToLatest(db)
	await mkdir(path.join(work, 'multimedia'))
	const app = createCaixaApp({
		db,
		clock: systemClock,
		mail: memoryMailer(),
		sessionPolicy: defaultSessionPolicy,
		multimediaStorage: fileMultimediaStorage(path.join(work, 'multimedia')),
	})
	const { token } = await mintSession(
		{ name: 'Bench', surname: 'Mark', email: 'bench@example.com' },
		{ db },
	)
	const upload = (name: BombFile) => {
		const body = new FormData()
		body.append('file', new Blob([new Uint8Array(bytes[name])], { type: files[name] }), name)
		return app.request('/caixa/api/multimedia', {
			method: 'POST',
			body,
			headers: { Authorization: `Bearer ${token}` },
		})
	}

	const settle = async () => {
		for (let round = 0; round < 3; round++) {
			globalThis.gc?.()
			await new Promise((resolve) => setTimeout(resolve, 300))
		}
	}
	await settle()
	const before = process.memoryUsage.rss()
	let peak = before
	const sampler = setInterval(() => {
		peak = Math.max(peak, process.memoryUsage.rss())
	}, 20)

	const answers = new Map<string, number>()
	const unexpected: string[] = []
	const started = performance.now()
	for (let n = 0; n < waves; n++) {
		const results = await Promise.all(
			wave.map(async (name) => {
				const response = await upload(name)
				const problem = response.ok ? '' : ((await response.json()) as { detail?: string }).detail
				return { name, status: response.status, problem }
			}),
		)
		for (const { name, status, problem } of results) {
			const key = `${name} → ${status}`
			answers.set(key, (answers.get(key) ?? 0) + 1)
			const expected = name.startsWith('bomb') ? status === 413 : status === 201 || status === 503
			if (!expected) unexpected.push(`${key}: ${problem}`)
		}
	}
	const elapsed = performance.now() - started
	clearInterval(sampler)
	peak = Math.max(peak, process.memoryUsage.rss())
	await settle()
	const after = process.memoryUsage.rss()
	await db.destroy()

	const mb = (value: number) => `${(value / MB).toFixed(0)} MB`
	console.log(`bench:uploads — ${waves} waves of ${wave.length} uploads at once`)
	for (const name of Object.keys(files) as BombFile[]) {
		console.log(`  ${name.padEnd(16)} ${(bytes[name].byteLength / 1024).toFixed(0)} KB on disk`)
	}
	for (const [key, count] of answers) console.log(`  ${key} ×${count}`)
	console.log(`  gc exposed: ${globalThis.gc ? 'yes' : 'no (run with node --expose-gc)'}`)
	for (const key of ['MALLOC_ARENA_MAX', 'MALLOC_TRIM_THRESHOLD_']) {
		console.log(`  ${key}: ${process.env[key] ?? '(unset)'}`)
	}
	console.log(`  time: ${(elapsed / 1000).toFixed(1)} s`)
	const usage = process.memoryUsage()
	console.log(
		`  JS heap: ${mb(usage.heapTotal)}, external: ${mb(usage.external)}, array buffers: ${mb(usage.arrayBuffers)}`,
	)
	console.log(`  RSS before: ${mb(before)}, peak: ${mb(peak)}, after: ${mb(after)}\n`)
	if (unexpected.length) {
		console.error(`FAIL: answers no upload should get:\n  ${unexpected.join('\n  ')}`)
		process.exitCode = 1
	}
	if (after > limitMb * MB) {
		console.error(`FAIL: RSS after the uploads is ${mb(after)}, over the ${limitMb} MB allowed`)
		process.exitCode = 1
	}
} finally {
	await rm(work, { recursive: true, force: true })
}
