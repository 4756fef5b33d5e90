/**
 * At most `concurrent` tasks at once, and at most `queue` more waiting their turn; past that a
 * task is turned away at once (`run` answers `{ ok: false }`) instead of joining a line that
 * would only grow while each waiter holds its upload in memory. Waiters go in arrival order.
 */
export interface Gate {
	run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }>
	/** Tasks running now. */
	readonly running: number
	/** Tasks waiting for a place. */
	readonly waiting: number
}

export function createGate({ concurrent, queue }: { concurrent: number; queue: number }): Gate {
	if (!(concurrent >= 1) || !(queue >= 0)) throw new RangeError('A gate needs a place or more')
	let running = 0
	const waiters: (() => void)[] = []

	const enter = async (): Promise<boolean> => {
		if (running < concurrent) {
			running++
			return true
		}
		if (waiters.length >= queue) return false
		// The leaving task hands its place over (running stays as it is), so no newcomer can take
		// it between the hand-over and this waiter waking up.
		await new Promise<void>((resolve) => waiters.push(resolve))
		return true
	}
	const leave = () => {
		const next = waiters.shift()
		if (next) next()
		else running--
	}

	return {
		async run(task) {
			if (!(await enter())) return { ok: false }
			try {
				return { ok: true, value: await task() }
			} finally {
				leave()
			}
		},
		get running() {
			return running
		},
		get waiting() {
			return waiters.length
		},
	}
}
