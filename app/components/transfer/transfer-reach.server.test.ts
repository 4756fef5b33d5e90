import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

const caixaCall = vi.fn()
vi.mock('~/server/caixa.server', () => ({
	caixaCall,
	endpoints: { cashiers: { list: 'GET /cashiers' } },
}))

const { forgetTransferMenuAnswers, loadUnitThroughCashiers, mayTransferIn, TRANSFER_MENU_TTL_MS } =
	await import('./transfer-reach.server')

const request = new Request('http://localhost/')
const UNIT = '11111111-1111-4111-8111-111111111111'

function cashier(id: string, name: string) {
	return {
		id,
		name,
		unit: { id: UNIT, name: 'Padaria', photo: null, timezone: 'America/Sao_Paulo' },
		currency: 'BRL',
		role: 'COLLABORATOR',
	}
}

const two = [cashier('a', 'Caixa da loja'), cashier('b', 'Cofre')]

describe('mayTransferIn', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		forgetTransferMenuAnswers()
		caixaCall.mockReset()
	})
	afterEach(() => vi.useRealTimers())

	test("asks for two of the unit's cashiers the caller writes, once per session and unit within the TTL", async () => {
		caixaCall.mockResolvedValue({ data: two })
		expect(await mayTransferIn({ token: 's', request }, UNIT)).toBe(true)
		expect(await mayTransferIn({ token: 's', request }, UNIT)).toBe(true)
		expect(caixaCall).toHaveBeenCalledTimes(1)
		expect(caixaCall).toHaveBeenCalledWith('GET /cashiers', {
			query: { unitId: [UNIT], size: 2 },
			token: 's',
			request,
		})

		// Taken off one of them: the entry goes once the answer is older than the TTL.
		caixaCall.mockResolvedValue({ data: two.slice(0, 1) })
		vi.advanceTimersByTime(TRANSFER_MENU_TTL_MS - 1)
		expect(await mayTransferIn({ token: 's', request }, UNIT)).toBe(true)
		vi.advanceTimersByTime(2)
		expect(await mayTransferIn({ token: 's', request }, UNIT)).toBe(false)
		expect(caixaCall).toHaveBeenCalledTimes(2)
	})

	test('keeps each session and each unit its own answer', async () => {
		caixaCall.mockImplementation((_endpoint, { token }: { token: string }) =>
			Promise.resolve({ data: token === 'two' ? two : two.slice(0, 1) }),
		)
		expect(await mayTransferIn({ token: 'two', request }, UNIT)).toBe(true)
		expect(await mayTransferIn({ token: 'one', request }, UNIT)).toBe(false)
		expect(await mayTransferIn({ token: 'two', request }, 'another unit')).toBe(true)
		expect(await mayTransferIn({ token: 'two', request }, UNIT)).toBe(true)
		expect(caixaCall).toHaveBeenCalledTimes(3)
	})

	test('a refusal is not remembered', async () => {
		caixaCall.mockRejectedValueOnce(new Error('down'))
		await expect(mayTransferIn({ token: 's', request }, UNIT)).rejects.toThrow('down')
		caixaCall.mockResolvedValue({ data: two })
		expect(await mayTransferIn({ token: 's', request }, UNIT)).toBe(true)
	})
})

describe('loadUnitThroughCashiers', () => {
	beforeEach(() => caixaCall.mockReset())

	test('the unit as two cashiers of it tell it, with them', async () => {
		caixaCall.mockResolvedValue({ data: two })
		const unit = await loadUnitThroughCashiers({ token: 's', request }, UNIT)
		expect(unit).toMatchObject({
			id: UNIT,
			name: 'Padaria',
			photo: null,
			currency: 'BRL',
			timezone: 'America/Sao_Paulo',
			role: 'CASHIER_COLLABORATOR',
			cashiers: [
				{ id: 'a', name: 'Caixa da loja' },
				{ id: 'b', name: 'Cofre' },
			],
		})
		expect(unit.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
	})

	test.each([
		['one cashier', two.slice(0, 1)],
		['none', []],
	])("the page's 404 with %s", async (_case, data) => {
		caixaCall.mockResolvedValue({ data })
		const refusal = await loadUnitThroughCashiers({ token: 's', request }, UNIT).catch(
			(thrown: unknown) => thrown,
		)
		expect(refusal).toBeInstanceOf(Response)
		expect((refusal as Response).status).toBe(404)
	})
})
