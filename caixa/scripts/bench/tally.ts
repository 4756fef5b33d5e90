import { monotonicUs, type ProfileWindow } from './cpu-profile'
import { loadFor, percentiles, type Target } from './load'
import { ms, perSecond } from './report'
import { type WebServer } from './web-server'

/**
 * One target's slices: requests, time, latencies and the server's CPU (every thread, /proc: what
 * the page costs whatever else the machine runs), each slice's stretch kept for the profile.
 */
export class Tally {
	requests = 0
	failures = 0
	#seconds = 0
	#cpuUs = 0
	#latencies: number[] = []
	#spans: Array<[number, number]> = []
	constructor(
		readonly label: string,
		private readonly server: WebServer,
		private readonly connections: number,
	) {}

	async add(target: Target, seconds: number) {
		const fromUs = monotonicUs()
		const cpuFrom = this.server.cpuUs()
		const result = await loadFor(target, this.connections, seconds)
		this.#cpuUs += this.server.cpuUs() - cpuFrom
		this.#spans.push([fromUs, monotonicUs()])
		this.requests += result.requests
		this.failures += result.failures
		this.#seconds += seconds
		this.#latencies.push(...result.latencies)
	}

	rate = () => this.requests / this.#seconds

	described() {
		const { p50, p95 } = percentiles(this.#latencies)
		const failed = this.failures ? `, ${this.failures} FAILED` : ''
		return `${perSecond(this.rate())}, p50 ${ms(p50)}, p95 ${ms(p95)}${failed}`
	}

	cpuPerRequest = () =>
		`${(this.#cpuUs / Math.max(1, this.requests) / 1000).toFixed(1)} ms CPU per request`

	window(): ProfileWindow {
		return {
			label: this.label,
			fromUs: this.#spans[0]?.[0] ?? 0,
			toUs: this.#spans.at(-1)?.[1] ?? 0,
			requests: this.requests,
			spans: this.#spans,
		}
	}
}
