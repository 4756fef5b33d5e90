import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

const caixaCall = vi.fn()
vi.mock('~/server/caixa.server', () => ({ caixaCall }))

const { forgetManagementAnswers, isManagement, MANAGEMENT_TTL_MS } =
	await import('./management.server')

const request = new Request('http://localhost/')

describe('isManagement', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		forgetManagementAnswers()
		caixaCall.mockReset()
	})
	afterEach(() => vi.useRealTimers())

	test('asks the API once per session within the TTL, then again', async () => {
		caixaCall.mockResolvedValue({ data: { management: true } })
		expect(await isManagement({ token: 'a', request })).toBe(true)
		expect(await isManagement({ token: 'a', request })).toBe(true)
		expect(caixaCall).toHaveBeenCalledTimes(1)

		// An operator switches the flag off: the entry goes once the answer is older than the TTL.
		caixaCall.mockResolvedValue({ data: { management: false } })
		vi.advanceTimersByTime(MANAGEMENT_TTL_MS - 1)
		expect(await isManagement({ token: 'a', request })).toBe(true)
		vi.advanceTimersByTime(2)
		expect(await isManagement({ token: 'a', request })).toBe(false)
		expect(caixaCall).toHaveBeenCalledTimes(2)
	})

	test('keeps each session its own answer', async () => {
		caixaCall.mockImplementation((_endpoint, { token }: { token: string }) =>
			Promise.resolve({ data: { management: token === 'staff' } }),
		)
		expect(await isManagement({ token: 'staff', request })).toBe(true)
		expect(await isManagement({ token: 'someone', request })).toBe(false)
		expect(await isManagement({ token: 'staff', request })).toBe(true)
		expect(caixaCall).toHaveBeenCalledTimes(2)
	})

	test('a refusal is not remembered', async () => {
		caixaCall.mockRejectedValueOnce(new Error('down'))
		await expect(isManagement({ token: 'a', request })).rejects.toThrow('down')
		caixaCall.mockResolvedValue({ data: { management: false } })
		expect(await isManagement({ token: 'a', request })).toBe(false)
	})
})
