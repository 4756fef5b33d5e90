/** The time, injected so that expiry rules can be tested without waiting. */
export interface Clock {
	/** Epoch milliseconds, the representation moments have everywhere in caixa/. */
	now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
