/** How long the burst after a successful invite lasts (spec §9). */
export const CONFETTI_DURATION_MS = 2000

/**
 * A burst of confetti from both sides of the screen for `durationMs`. canvas-confetti is loaded
 * only when there is something to celebrate, and draws nothing for people who asked for reduced
 * motion.
 */
export async function celebrate(durationMs = CONFETTI_DURATION_MS) {
	const { default: confetti } = await import('canvas-confetti')
	const end = Date.now() + durationMs
	const common = { particleCount: 4, spread: 60, startVelocity: 55, disableForReducedMotion: true }
	const frame = () => {
		void confetti({ ...common, angle: 60, origin: { x: 0, y: 0.7 } })
		void confetti({ ...common, angle: 120, origin: { x: 1, y: 0.7 } })
		if (Date.now() < end) requestAnimationFrame(frame)
	}
	frame()
}
