import { describe, expect, it } from 'vitest'
import { countries } from '@caixa/contract/countries'
import pricesData from '../data/prices.json'
import { countryOfHint, parsePricesFile, priceListFor } from './prices'

const monthly = (hint: string | undefined) =>
	Object.fromEntries(priceListFor(hint).plans.map((plan) => [plan.code, plan.monthlyPrice]))

describe('priceListFor', () => {
	it("prices in the hinted country's currency", () => {
		expect(priceListFor('BRAZIL')).toMatchObject({ country: 'BRAZIL', currency: 'BRL' })
		expect(monthly('BRAZIL')).toEqual({ FREE: 0, PRO: 2990, BUSINESS: 7990 })
		expect(priceListFor('PORTUGAL')).toMatchObject({ country: 'PORTUGAL', currency: 'EUR' })
		expect(priceListFor('GERMANY')).toMatchObject({ country: 'GERMANY', currency: 'EUR' })
		expect(priceListFor('JAPAN')).toMatchObject({ country: 'JAPAN', currency: 'JPY' })
	})

	it('takes an alpha-2 code or any case', () => {
		expect(priceListFor('br').currency).toBe('BRL')
		expect(priceListFor(' brazil ').currency).toBe('BRL')
		expect(priceListFor('united_kingdom')).toMatchObject({
			country: 'UNITED_KINGDOM',
			currency: 'GBP',
		})
	})

	it('falls back to UNITED_STATES in USD', () => {
		const fallback = { country: 'UNITED_STATES', currency: 'USD' }
		expect(priceListFor(undefined)).toMatchObject(fallback)
		expect(priceListFor('')).toMatchObject(fallback)
		expect(priceListFor('ATLANTIS')).toMatchObject(fallback)
		expect(priceListFor('B')).toMatchObject(fallback)
		// India keeps its books in INR, which has no price list.
		expect(priceListFor('INDIA')).toMatchObject(fallback)
		expect(monthly(undefined)).toEqual({ FREE: 0, PRO: 900, BUSINESS: 2400 })
	})

	it('lists the three plans in order, each with feature keys', () => {
		const { plans } = priceListFor('BRAZIL')
		expect(plans.map((plan) => plan.code)).toEqual(['FREE', 'PRO', 'BUSINESS'])
		for (const plan of plans) {
			expect(plan.features.length).toBeGreaterThan(0)
			for (const feature of plan.features) expect(feature).toMatch(/^[a-z-]+(\.[a-z0-9-]+)*$/)
		}
		expect(plans[0]?.features).toContain('cashiers.1')
		expect(plans[1]?.features).toContain('auditors')
	})

	it('reaches every price list of the file through some country', () => {
		const reached = new Set(countries.map((country) => priceListFor(country.name).currency))
		expect([...reached].sort()).toEqual(Object.keys(pricesData.monthlyPrices).sort())
	})
})

describe('countryOfHint', () => {
	it('is undefined for a hint that names no country', () => {
		expect(countryOfHint(undefined)).toBeUndefined()
		expect(countryOfHint('XX')).toBeUndefined()
		expect(countryOfHint('pt-BR')).toBeUndefined()
	})
})

describe('the prices file', () => {
	it('is refused without a plan, with a fractional price, or without the USD fallback', () => {
		const plans = pricesData.plans
		expect(() =>
			parsePricesFile({ plans: plans.slice(1), monthlyPrices: pricesData.monthlyPrices }),
		).toThrow()
		expect(() =>
			parsePricesFile({ plans, monthlyPrices: { USD: { FREE: 0, PRO: 9.99, BUSINESS: 24 } } }),
		).toThrow()
		expect(() =>
			parsePricesFile({ plans, monthlyPrices: { BRL: { FREE: 0, PRO: 2990, BUSINESS: 7990 } } }),
		).toThrow(/USD/)
	})
})
