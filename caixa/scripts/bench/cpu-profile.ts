import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The top self-time functions of a V8 .cpuprofile (node --cpu-prof), and self time by package:
 * where a server's busy time goes, without a browser's profiler.
 *   npx tsx caixa/scripts/bench/cpu-profile.ts <file.cpuprofile> [top]
 */

interface ProfileNode {
	id: number
	callFrame: { functionName: string; url: string; lineNumber: number }
	children?: number[]
}

interface CpuProfile {
	nodes: ProfileNode[]
	samples: number[]
	timeDeltas: number[]
}

export interface SelfTime {
	name: string
	ms: number
	share: number
}

/** Where a frame's code lives: a package, our own folder, or node itself. */
function placeOf(url: string): string {
	const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
	if (pkg) return pkg
	if (url.includes('/build/')) return 'build (app + caixa)'
	if (url.startsWith('node:')) return 'node'
	if (url === '') return '(native / idle / gc)'
	return url.replace(/^file:\/\/.*?\/(app|caixa|server\.ts)/, '$1').split('/')[0] ?? url
}

export function summariseProfile(
	file: string,
	top = 25,
): { functions: SelfTime[]; places: SelfTime[]; busyMs: number } {
	const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
	const byId = new Map(profile.nodes.map((node) => [node.id, node]))
	const selfUs = new Map<number, number>()
	profile.samples.forEach((id, index) => {
		selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
	})
	const functions = new Map<string, number>()
	const places = new Map<string, number>()
	let busyUs = 0
	for (const [id, us] of selfUs) {
		const frame = byId.get(id)?.callFrame
		if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue
		busyUs += us
		const where = frame.url
			? `${frame.url.replace(/^.*\/(node_modules|build|app|caixa)\//, '$1/')}:${frame.lineNumber + 1}`
			: ''
		const name = `${frame.functionName || '(anonymous)'} ${where}`.trim()
		functions.set(name, (functions.get(name) ?? 0) + us)
		const place = placeOf(frame.url)
		places.set(place, (places.get(place) ?? 0) + us)
	}
	const ranked = (totals: Map<string, number>) =>
		[...totals]
			.sort((a, b) => b[1] - a[1])
			.slice(0, top)
			.map(([name, us]) => ({ name, ms: us / 1000, share: us / busyUs }))
	return { functions: ranked(functions), places: ranked(places), busyMs: busyUs / 1000 }
}

export function printProfile(file: string, top = 25): void {
	const { functions, places, busyMs } = summariseProfile(file, top)
	const line = ({ name, ms, share }: SelfTime) =>
		console.log(
			`  ${(share * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
		)
	console.log(`\nCPU profile ${file}: ${(busyMs / 1000).toFixed(1)} s busy (idle left out)`)
	console.log('self time by place:')
	places.forEach(line)
	console.log('self time by function:')
	functions.forEach(line)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const [file, top] = process.argv.slice(2)
	if (!file) {
		console.error('usage: tsx caixa/scripts/bench/cpu-profile.ts <file.cpuprofile> [top]')
		process.exit(2)
	}
	printProfile(file, top ? Number(top) : 25)
}
