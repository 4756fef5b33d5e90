/*
 * Loaded into the web server by memory-load.ts (node --import data:text/javascript,… — plain
 * JavaScript, so the server runs as production runs it, without tsx's loader): once a second it
 * writes where the process's memory is to CAIXA_MEMORY_PROBE — what only the process can tell
 * (the JS heap and its spaces, Buffers) beside /proc's figures (smaps_rollup's anonymous and
 * file-backed pages, the thread count). On SIGUSR2 it runs a full garbage collection first and
 * writes that sample beside, to CAIXA_MEMORY_PROBE + '.gc': what of the heap is live data and what
 * was garbage V8 had not yet collected. Nothing in the product loads it.
 */

export interface MemorySample {
	at: number
	rssMb: number
	heapTotalMb: number
	heapUsedMb: number
	externalMb: number
	arrayBuffersMb: number
	/** V8's heap spaces by name (new_space, old_space, code_space, large_object_space…), committed. */
	spacesMb: Record<string, number>
	/** smaps_rollup, in MB: Rss, Anonymous, Private_Dirty… */
	smapsMb: Record<string, number>
	threads: number
}

const PROBE_SOURCE = `
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
const target = process.env.CAIXA_MEMORY_PROBE
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10
function smaps() {
	const fields = {}
	for (const line of readFileSync('/proc/self/smaps_rollup', 'utf8').split('\\n')) {
		const match = /^(\\w+):\\s+(\\d+) kB/.exec(line)
		if (match) fields[match[1]] = mb(Number(match[2]) * 1024)
	}
	return fields
}
function sample() {
	const usage = process.memoryUsage()
	const status = readFileSync('/proc/self/status', 'utf8')
	return {
		at: Date.now(),
		rssMb: mb(usage.rss),
		heapTotalMb: mb(usage.heapTotal),
		heapUsedMb: mb(usage.heapUsed),
		externalMb: mb(usage.external),
		arrayBuffersMb: mb(usage.arrayBuffers),
		spacesMb: Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)])),
		smapsMb: smaps(),
		threads: Number((/^Threads:\\s+(\\d+)/m.exec(status) || [])[1] || 0),
	}
}
if (target) {
	// Written aside and renamed over: a reader never meets the file half written.
	const write = () => {
		writeFileSync(target + '.tmp', JSON.stringify(sample()))
		renameSync(target + '.tmp', target)
	}
	write()
	setInterval(write, 1000).unref()
	// gc() without --expose-gc on the command line, so the server's flags stay production's.
	setFlagsFromString('--expose-gc')
	const gc = runInNewContext('gc')
	process.on('SIGUSR2', () => {
		gc()
		writeFileSync(target + '.gc.tmp', JSON.stringify(sample()))
		renameSync(target + '.gc.tmp', target + '.gc')
	})
}
`

/** The probe as an --import argument. */
export const memoryProbeImport = `data:text/javascript,${encodeURIComponent(PROBE_SOURCE)}`
