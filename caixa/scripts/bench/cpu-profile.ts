import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The top self-time functions of V8 .cpuprofiles (node --cpu-prof: one file for the main thread,
 * one per worker thread), and self time by package: where a server's busy time goes, without a
 * browser's profiler. A window (the monotonic clock's µs, which process.hrtime and V8's sample
 * times share) keeps the samples of one load alone: that page's shares, not the whole run's. V8
 * samples wall time, waits for a core included, so on a loaded machine read the shares, and take
 * CPU time per request from /proc (web-server.ts cpuUs).
 *   npx tsx caixa/scripts/bench/cpu-profile.ts <file.cpuprofile>... [--top N] [--windows FILE]
 */

interface ProfileNode {
	id: number
	callFrame: { functionName: string; url: string; lineNumber: number }
	children?: number[]
}

interface CpuProfile {
	nodes: ProfileNode[]
	startTime: number
	samples: number[]
	timeDeltas: number[]
}

export interface SelfTime {
	name: string
	ms: number
	share: number
}

/** A stretch of the run, in process.hrtime's µs, and how many requests were answered in it. */
export interface ProfileWindow {
	label: string
	fromUs: number
	toUs: number
	requests: number
	/** When the stretch was measured in slices (npm run bench's pages): only these count. */
	spans?: Array<[fromUs: number, toUs: number]>
}

function inWindow(window: ProfileWindow, at: number): boolean {
	if (at < window.fromUs || at > window.toUs) return false
	return !window.spans || window.spans.some(([from, to]) => at >= from && at <= to)
}

export interface ProfileSummary {
	functions: SelfTime[]
	/** Time with the function anywhere on the stack (each sample counted once per function). */
	inclusive: SelfTime[]
	places: SelfTime[]
	busyMs: number
	/** Busy time of worker threads (SQLite's) alone. */
	workerMs: number
}

function frameName(frame: ProfileNode['callFrame']): string {
	const where = frame.url
		? `${frame.url.replace(/^.*\/(node_modules|build|app|caixa)\//, '$1/')}:${frame.lineNumber + 1}`
		: ''
	return `${frame.functionName || '(anonymous)'} ${where}`.trim()
}

/** Now on the clock of V8's sample times, for a ProfileWindow. */
export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n)

/** Where a frame's code lives: a package, our own folder, or node itself. */
function placeOf(url: string): string {
	const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
	if (pkg) return pkg
	if (url.includes('/build/')) return 'build (app + caixa)'
	if (url.startsWith('node:')) return 'node'
	if (url === '') return '(native / idle / gc)'
	return url.replace(/^file:\/\/.*?\/(app|caixa|server\.ts)/, '$1').split('/')[0] ?? url
}

/** node --cpu-prof names a worker's file CPU.<date>.<pid>.<thread id>.<n>: thread 0 is main. */
const isWorkerFile = (file: string) => !/\.\d+\.0\.\d+\.cpuprofile$/.test(file)

export function summariseProfile(
	files: string | string[],
	top = 25,
	window?: ProfileWindow,
): ProfileSummary {
	const functions = new Map<string, number>()
	const inclusive = new Map<string, number>()
	const places = new Map<string, number>()
	let busyUs = 0
	let workerUs = 0
	for (const file of Array.isArray(files) ? files : [files]) {
		const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
		const byId = new Map(profile.nodes.map((node) => [node.id, node]))
		const parentOf = new Map<number, number>()
		for (const node of profile.nodes)
			for (const child of node.children ?? []) parentOf.set(child, node.id)
		const selfUs = new Map<number, number>()
		let at = profile.startTime
		profile.samples.forEach((id, index) => {
			const delta = profile.timeDeltas[index] ?? 0
			at += delta
			if (window && !inWindow(window, at)) return
			selfUs.set(id, (selfUs.get(id) ?? 0) + delta)
		})
		for (const [id, us] of selfUs) {
			const frame = byId.get(id)?.callFrame
			if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue
			busyUs += us
			if (isWorkerFile(file)) workerUs += us
			const name = frameName(frame)
			functions.set(name, (functions.get(name) ?? 0) + us)
			const onStack = new Set<string>()
			for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
				const caller = byId.get(at)?.callFrame
				if (caller && caller.functionName !== '(root)') onStack.add(frameName(caller))
			}
			for (const each of onStack) inclusive.set(each, (inclusive.get(each) ?? 0) + us)
			const place = placeOf(frame.url)
			places.set(place, (places.get(place) ?? 0) + us)
		}
	}
	const ranked = (totals: Map<string, number>) =>
		[...totals]
			.sort((a, b) => b[1] - a[1])
			.slice(0, top)
			.map(([name, us]) => ({ name, ms: us / 1000, share: us / busyUs }))
	return {
		functions: ranked(functions),
		inclusive: ranked(inclusive),
		places: ranked(places),
		busyMs: busyUs / 1000,
		workerMs: workerUs / 1000,
	}
}

export function printProfile(files: string | string[], top = 25, window?: ProfileWindow): void {
	const { functions, inclusive, places, busyMs, workerMs } = summariseProfile(files, top, window)
	const line = ({ name, ms, share }: SelfTime) =>
		console.log(
			`  ${(share * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
		)
	const workers = `, of which worker threads ${(workerMs / 1000).toFixed(1)} s`
	if (window) {
		const perRequest = window.requests ? busyMs / window.requests : NaN
		// Samples count wall time: on a loaded machine, waits for a core too (the bench's /proc
		// figure is the CPU time); the shares are what to read.
		console.log(
			`\nProfile of ${window.label}: ${(busyMs / 1000).toFixed(1)} s busy${workers} over ${window.requests} requests, ${perRequest.toFixed(1)} ms each (sampled wall time; idle left out)`,
		)
	} else {
		const names = Array.isArray(files) ? files.join(', ') : files
		console.log(
			`\nCPU profile ${names}: ${(busyMs / 1000).toFixed(1)} s busy${workers} (idle left out)`,
		)
	}
	console.log('self time by place:')
	places.forEach(line)
	console.log('self time by function:')
	functions.forEach(line)
	console.log('total time by function (self and what it calls):')
	inclusive.forEach(line)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const args = process.argv.slice(2)
	const option = (name: string) => {
		const at = args.indexOf(name)
		return at >= 0 ? args.splice(at, 2)[1] : undefined
	}
	const top = Number(option('--top') ?? 25)
	// The bench's windows.json (npm run bench -- --profile --keep-profile DIR): each page alone.
	const windowsFile = option('--windows')
	if (!args.length) {
		console.error(
			'usage: tsx caixa/scripts/bench/cpu-profile.ts <file.cpuprofile>... [--top N] [--windows windows.json]',
		)
		process.exit(2)
	}
	if (windowsFile) {
		const windows = JSON.parse(readFileSync(windowsFile, 'utf8')) as ProfileWindow[]
		for (const window of windows) printProfile(args, top, window)
	} else {
		printProfile(args, top)
	}
}
