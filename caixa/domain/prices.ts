import { z } from 'zod'
import {
	type Country,
	countryByAlpha2,
	countryByName,
	currencyOfCountry,
	DEFAULT_COUNTRY,
} from '@caixa/contract/countries'
import { planCodes, type PriceList } from '@caixa/contract/prices'
import { currencyCodeSchema } from '@caixa/contract/primitives'
import pricesData from '../data/prices.json'

// The product's plans and what they cost per currency, from caixa/data/prices.json. Checked when
// the module loads, so a bad edit to the file fails every test rather than one visitor's page.
const monthlyPrice = z.number().int().min(0)

const pricesFileSchema = z.object({
	plans: z
		.array(z.object({ code: z.enum(planCodes), features: z.array(z.string().min(1)) }))
		.refine(
			(plans) => plans.map((plan) => plan.code).join() === planCodes.join(),
			'list every plan once, in order',
		),
	monthlyPrices: z.record(
		currencyCodeSchema,
		z.strictObject({ FREE: monthlyPrice, PRO: monthlyPrice, BUSINESS: monthlyPrice }),
	),
})

export type PricesFile = z.infer<typeof pricesFileSchema>

export function parsePricesFile(data: unknown): PricesFile {
	const parsed = pricesFileSchema.parse(data)
	if (!parsed.monthlyPrices[currencyOfCountry(DEFAULT_COUNTRY)]) {
		throw new Error(
			`prices.json: no prices for ${currencyOfCountry(DEFAULT_COUNTRY)}, the fallback`,
		)
	}
	return parsed
}

const prices = parsePricesFile(pricesData)

/** A hint names a country by enum name (BRAZIL) or alpha-2 code (br), in any case. */
export function countryOfHint(hint: string | undefined): Country | undefined {
	const value = hint?.trim().toUpperCase()
	if (!value) return undefined
	return countryByName(value) ?? (value.length === 2 ? countryByAlpha2(value) : undefined)
}

/**
 * The price list for a visitor: in the currency of the hinted country when there is a price list
 * for it, else UNITED_STATES in USD (a missing or unknown hint, or a currency we do not price in).
 */
export function priceListFor(hint: string | undefined, file: PricesFile = prices): PriceList {
	const hinted = countryOfHint(hint)
	const country = hinted && file.monthlyPrices[currencyOfCountry(hinted.name)] ? hinted.name : null
	const name = country ?? DEFAULT_COUNTRY
	const currency = currencyOfCountry(name)
	const monthly = file.monthlyPrices[currency]
	if (!monthly) throw new Error(`prices.json: no prices for ${currency}`)
	return {
		country: name,
		currency,
		plans: file.plans.map((plan) => ({
			code: plan.code,
			monthlyPrice: monthly[plan.code],
			features: plan.features,
		})),
	}
}
