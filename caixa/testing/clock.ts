import { type Clock } from '@caixa/services/clock'

export const MINUTE_MS = 60 * 1000
export const DAY_MS = 24 * 60 * MINUTE_MS

/** A clock that moves only when told to. */
export interface ManualClock extends Clock {
	advance(ms: number): void
	set(epochMs: number): void
}

export function manualClock(start = Date.UTC(2025, 0, 15, 12)): ManualClock {
	let current = start
	return {
		now: () => current,
		advance: (ms) => {
			current += ms
		},
		set: (epochMs) => {
			current = epochMs
		},
	}
}
