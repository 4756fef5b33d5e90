import { describe, expect, it } from 'vitest'
import { priceListSchema } from '@caixa/contract/prices'
import { useTestApi } from '@caixa/testing'

describe('GET /caixa/api/prices', () => {
	const api = useTestApi()

	const getPrices = (search = '') => api.getOk(`/prices${search}`, priceListSchema)

	it('answers the plans in BRL for BRAZIL, without a session', async () => {
		expect(await getPrices('?hint=BRAZIL')).toEqual({
			country: 'BRAZIL',
			currency: 'BRL',
			plans: [
				{ code: 'FREE', monthlyPrice: 0, features: expect.arrayContaining(['cashiers.1']) },
				{ code: 'PRO', monthlyPrice: 2990, features: expect.arrayContaining(['auditors']) },
				{ code: 'BUSINESS', monthlyPrice: 7990, features: expect.arrayContaining(['reports']) },
			],
		})
	})

	it('answers EUR for PORTUGAL', async () => {
		expect(await getPrices('?hint=PORTUGAL')).toMatchObject({
			country: 'PORTUGAL',
			currency: 'EUR',
		})
	})

	it('falls back to UNITED_STATES in USD when the hint is missing, unknown or unpriced', async () => {
		const fallback = { country: 'UNITED_STATES', currency: 'USD' }
		expect(await getPrices()).toMatchObject(fallback)
		expect(await getPrices('?hint=')).toMatchObject(fallback)
		expect(await getPrices('?hint=ATLANTIS')).toMatchObject(fallback)
		expect(await getPrices('?hint=INDIA')).toMatchObject(fallback)
		expect((await getPrices()).plans.map((plan) => plan.monthlyPrice)).toEqual([0, 900, 2400])
	})

	it('refuses a hint longer than 100 characters with a problem, as its document says', async () => {
		const response = await api.get(`/prices?hint=${'B'.repeat(101)}`)
		expect(response.status).toBe(422)
		expect(response.headers.get('content-type')).toContain('application/problem+json')
	})
})
