import { describe, expect, it } from 'vitest'
import { createGate } from './upload-gate'

/** A task that runs until it is told to finish, and says whether it has started. */
function heldTask<T>(value: T) {
	let finish: () => void = () => undefined
	const task = {
		started: false,
		finish: () => finish(),
		run: () => {
			task.started = true
			return new Promise<T>((resolve) => {
				finish = () => resolve(value)
			})
		},
	}
	return task
}

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createGate', () => {
	it('runs at most N tasks at once; the next waits for a place and runs when one frees', async () => {
		const gate = createGate({ concurrent: 2, queue: 5 })
		const tasks = [heldTask('a'), heldTask('b'), heldTask('c')]
		const results = tasks.map((task) => gate.run(task.run))
		await settle()
		expect(tasks.map((task) => task.started)).toEqual([true, true, false])
		expect([gate.running, gate.waiting]).toEqual([2, 1])

		tasks[1]?.finish()
		expect(await results[1]).toEqual({ ok: true, value: 'b' })
		await settle()
		expect(tasks[2]?.started).toBe(true)
		expect([gate.running, gate.waiting]).toEqual([2, 0])

		tasks[0]?.finish()
		tasks[2]?.finish()
		expect(await Promise.all([results[0], results[2]])).toEqual([
			{ ok: true, value: 'a' },
			{ ok: true, value: 'c' },
		])
		expect([gate.running, gate.waiting]).toEqual([0, 0])
	})

	it('turns a task away at once when the line is full, without running it', async () => {
		const gate = createGate({ concurrent: 1, queue: 1 })
		const running = heldTask(1)
		const waiting = heldTask(2)
		const turnedAway = heldTask(3)
		const first = gate.run(running.run)
		const second = gate.run(waiting.run)
		expect(await gate.run(turnedAway.run)).toEqual({ ok: false })
		expect(turnedAway.started).toBe(false)

		running.finish()
		await first
		await settle()
		// A place in the line is free again.
		const third = gate.run(() => Promise.resolve(4))
		waiting.finish()
		expect(await Promise.all([second, third])).toEqual([
			{ ok: true, value: 2 },
			{ ok: true, value: 4 },
		])
	})

	it('lets waiters in in the order they came, a later one behind them', async () => {
		const gate = createGate({ concurrent: 1, queue: 3 })
		const order: string[] = []
		const first = heldTask('first')
		const done = [gate.run(first.run)]
		for (const name of ['second', 'third']) {
			done.push(
				gate.run(() => {
					order.push(name)
					return Promise.resolve(name)
				}),
			)
		}
		await settle()
		first.finish()
		// Arrives as the first task leaves: it must queue behind the two already waiting.
		done.push(
			gate.run(() => {
				order.push('late')
				return Promise.resolve('late')
			}),
		)
		await Promise.all(done)
		expect(order).toEqual(['second', 'third', 'late'])
	})

	it('frees the place of a task that fails, and passes its error on', async () => {
		const gate = createGate({ concurrent: 1, queue: 0 })
		await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
		expect(gate.running).toBe(0)
		expect(await gate.run(() => Promise.resolve('next'))).toEqual({ ok: true, value: 'next' })
	})
})
