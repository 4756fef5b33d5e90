import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/*
 * The built web server, started as scripts/start.sh starts it (node $NODE_FLAGS build/server.js,
 * start.sh's flags unless NODE_FLAGS is set; NODE_ENV=production, DATA_DIR, PORT, SESSION_SECRET,
 * SECURE_COOKIES=false, glibc's malloc tuned), as a child of the bench: the server's own process,
 * for its VmRSS and --cpu-prof.
 */

/** Builds when start.sh would: no build, or a source newer than it (under the build's lock). */
export function ensureBuilt(log: (line: string) => void): void {
	const stale = spawnSync(
		'bash',
		[
			'-c',
			'[ ! -f build/index.js ] || [ ! -f build/server.js ] || [ -n "$(find app caixa server.ts remix.config.js postcss.config.js package-lock.json -newer build/index.js -print -quit)" ]',
		],
		{ stdio: 'inherit' },
	)
	if (stale.status !== 0) return
	log('build: building (npm run build, under /tmp/caixa-e2e.lock)')
	// e2e runs rebuild the same folders: never build under one of them.
	const built = spawnSync('flock', ['/tmp/caixa-e2e.lock', 'npm', 'run', 'build'], {
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	if (built.status !== 0) throw new Error('npm run build failed')
}

/**
 * The node flags scripts/start.sh gives production (the default of its NODE_FLAGS=… line), read
 * from there so the bench's RSS is production's without a second copy of the flags to forget.
 */
export function productionNodeFlags(): string {
	const start = readFileSync('scripts/start.sh', 'utf8')
	const flags = /^NODE_FLAGS="\$\{NODE_FLAGS:-([^}]*)\}"/m.exec(start)?.[1]
	if (flags === undefined)
		throw new Error('scripts/start.sh has no NODE_FLAGS="${NODE_FLAGS:-…}" line')
	return flags
}

export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const address = probe.address()
			probe.close(() =>
				typeof address === 'object' && address
					? resolve(address.port)
					: reject(new Error('no port')),
			)
		})
	})
}

export interface WebServer {
	origin: string
	pid: number
	/** The server process's resident set (VmRSS), in MB. */
	rssMb(): number
	/**
	 * CPU time the server process has used, every thread (user + system, /proc/<pid>/stat), in
	 * µs: unlike a profile's samples, which count wall time, it does not grow while the process
	 * waits for a core on a loaded machine.
	 */
	cpuUs(): number
	/** The last lines it printed, for a failure's message. */
	tail(): string
	/** SIGTERM, then waits for the exit (a CPU profile is written then). */
	stop(): Promise<void>
}

export interface WebServerOptions {
	dataDir: string
	port: number
	secret: string
	/** node --cpu-prof into this folder. */
	cpuProfileDir?: string
	/**
	 * The folder the server runs in (its build/ and public/): default this one. A copy of a build
	 * lets two builds be compared while others rebuild the work tree.
	 */
	cwd?: string
}

/** A copy of build/ and public/ in `dir`, runnable there: packages through a link to ours. */
export function prepareServerDir(dir: string): string {
	const absolute = path.resolve(dir)
	if (!existsSync(path.join(absolute, 'build/server.js'))) {
		throw new Error(`${absolute} holds no build/server.js (copy build/ and public/ there)`)
	}
	const modules = path.join(absolute, 'node_modules')
	if (!existsSync(modules)) symlinkSync(path.resolve('node_modules'), modules)
	return absolute
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
	const flags = options.cpuProfileDir
		? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
		: []
	// The bench's own book on SQLite, the API in process: whatever this shell points elsewhere.
	const { DATABASE_URL: _database, CAIXA_API_URL: _api, ...inherited } = process.env
	const nodeFlags = (process.env.NODE_FLAGS ?? productionNodeFlags()).split(/\s+/).filter(Boolean)
	const child = spawn(process.execPath, [...nodeFlags, ...flags, 'build/server.js'], {
		cwd: options.cwd,
		env: {
			...inherited,
			NODE_ENV: 'production',
			DATA_DIR: options.dataDir,
			PORT: String(options.port),
			SESSION_SECRET: options.secret,
			SECURE_COOKIES: 'false',
			MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
			MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	// A line per request: read and dropped (a full pipe would stall the server), the last kept.
	const lines: string[] = []
	const keep = (chunk: Buffer) => {
		lines.push(...chunk.toString().split('\n').filter(Boolean))
		lines.splice(0, Math.max(0, lines.length - 20))
	}
	child.stdout.on('data', keep)
	child.stderr.on('data', keep)
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const origin = `http://127.0.0.1:${options.port}`
	const server: WebServer = {
		origin,
		pid: child.pid ?? 0,
		rssMb: () => readRssMb(child),
		cpuUs: () => readCpuUs(child),
		tail: () => lines.join('\n'),
		async stop() {
			if (child.exitCode === null) child.kill('SIGTERM')
			await exited
		},
	}
	await waitUntilServing(origin, child, server)
	return server
}

async function waitUntilServing(origin: string, child: ChildProcess, server: WebServer) {
	const deadline = Date.now() + 60_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`the web server exited:\n${server.tail()}`)
		try {
			const response = await fetch(`${origin}/privacy-policy`)
			await response.arrayBuffer()
			if (response.ok) return
		} catch {
			// Not listening yet.
		}
		await sleep(200)
	}
	await server.stop()
	throw new Error(`the web server did not answer within 60 s:\n${server.tail()}`)
}

function readRssMb(child: ChildProcess): number {
	const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
	const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
	if (!kb) throw new Error('no VmRSS in /proc/<pid>/status')
	return Number(kb) / 1024
}

/** Clock ticks per second of /proc's times: 100 on Linux (getconf CLK_TCK). */
const TICKS_PER_SECOND = 100

function readCpuUs(child: ChildProcess): number {
	const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
	// After "(comm)", which may hold spaces: state is field 3, utime 14 and stime 15.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	const ticks = Number(fields[11]) + Number(fields[12])
	return (ticks * 1_000_000) / TICKS_PER_SECOND
}
