/*
 * The bench's lines: each figure with its target and PASS/FAIL, aligned so a run can be pasted
 * into docs/performance.md as it is; a section's informative lines carry no verdict.
 */

export type Verdict = 'PASS' | 'FAIL'

export class Report {
	private failed: string[] = []

	section(title: string): void {
		console.log(`\n## ${title}`)
	}

	info(label: string, figure: string): void {
		console.log(`      ${label.padEnd(46)} ${figure}`)
	}

	/** A figure against its target: passes when `ok`. */
	check(label: string, figure: string, target: string, ok: boolean): void {
		const verdict: Verdict = ok ? 'PASS' : 'FAIL'
		if (!ok) this.failed.push(label)
		console.log(`${verdict}  ${label.padEnd(46)} ${figure.padEnd(44)} target ${target}`)
	}

	get failures(): readonly string[] {
		return this.failed
	}
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
export const perSecond = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} req/s`
export const times = (value: number) => `${value.toFixed(2)}×`
