import autocannon from 'autocannon'
import { performance } from 'node:perf_hooks'

/*
 * The bench's two ways of asking: many connections at once for a while (autocannon, keep-alive),
 * and one request at a time. Latencies are kept whole and their percentiles read here, since
 * autocannon's summary has no p95. A request answered other than expected is counted, and a
 * figure with any is reported as broken rather than fast.
 */

export interface Percentiles {
	p50: number
	p95: number
	max: number
}

export interface LoadResult extends Percentiles {
	requestsPerSecond: number
	requests: number
	/** Each answer's time in ms, to merge several loads' percentiles. */
	latencies: number[]
	/** Answers with another status than expected, connection errors, timeouts. */
	failures: number
}

export function percentiles(samples: number[]): Percentiles {
	const sorted = [...samples].sort((a, b) => a - b)
	const at = (q: number) =>
		sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
	return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN }
}

export interface Target {
	url: string
	headers?: Record<string, string>
	/** Default 200. */
	status?: number
}

/** `connections` clients asking as fast as they are answered, for `seconds`. */
export async function loadFor(
	target: Target,
	connections: number,
	seconds: number,
): Promise<LoadResult> {
	const expected = target.status ?? 200
	const latencies: number[] = []
	let wrongStatus = 0
	let instance: autocannon.Instance | undefined
	const finished = new Promise<autocannon.Result>((resolve, reject) => {
		instance = autocannon(
			{ url: target.url, headers: target.headers, connections, duration: seconds, timeout: 30 },
			(error, result) => (error ? reject(error as Error) : resolve(result)),
		)
	})
	instance?.on('response', (_client, status, _bytes, responseTime) => {
		latencies.push(responseTime)
		if (status !== expected) wrongStatus++
	})
	const result = await finished
	return {
		...percentiles(latencies),
		latencies,
		requestsPerSecond: result.requests.total / seconds,
		requests: result.requests.total,
		failures: wrongStatus + result.errors + result.timeouts,
	}
}

/** `count` requests, each sent when the last one's body has arrived (keep-alive). */
export async function oneAtATime(target: Target, count: number): Promise<LoadResult> {
	const expected = target.status ?? 200
	const latencies: number[] = []
	let failures = 0
	const began = performance.now()
	for (let i = 0; i < count; i++) {
		const start = performance.now()
		const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' })
		await response.arrayBuffer()
		latencies.push(performance.now() - start)
		if (response.status !== expected) failures++
	}
	return {
		...percentiles(latencies),
		latencies,
		requestsPerSecond: count / ((performance.now() - began) / 1000),
		requests: count,
		failures,
	}
}

/** One client asking again as soon as answered, until stopped; how many it made. */
export function loopUntilStopped(target: Target): { stop(): Promise<number> } {
	let running = true
	let made = 0
	const loop = (async () => {
		while (running) {
			const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' })
			await response.arrayBuffer()
			made++
		}
	})()
	return {
		async stop() {
			running = false
			await loop
			return made
		},
	}
}
