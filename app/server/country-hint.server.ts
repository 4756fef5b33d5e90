import { countryByAlpha2, DEFAULT_COUNTRY } from '@caixa/contract/countries'

/**
 * Beside the sign-in form and the new cashier and unit forms: the plans priced, and the country
 * chosen, for where the browser says the visitor is. The country of the first language in
 * Accept-Language (by preference) that names a region: pt-BR → BRAZIL, en-US → UNITED_STATES;
 * UNITED_STATES when none does.
 */
export function countryHint(acceptLanguage: string | null): string {
	const ranked = (acceptLanguage ?? '')
		.split(',')
		.map((part, index) => {
			const [tag = '', ...parameters] = part.trim().split(';')
			const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
			return { tag: tag.trim(), quality: weight ? Number(weight.slice(2)) : 1, index }
		})
		.filter(({ tag, quality }) => tag && quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index)
	for (const { tag } of ranked) {
		// language[-script][-region]: the region is a two-letter subtag after the language.
		const region = tag
			.split('-')
			.slice(1)
			.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
		const country = region ? countryByAlpha2(region) : undefined
		if (country) return country.name
	}
	return DEFAULT_COUNTRY
}
