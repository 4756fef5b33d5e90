import { localizedCountryName } from '@caixa/contract/countries'
import { unitListSchema, unitSchema } from '@caixa/contract/unit'
import { unitFullSchema } from '@caixa/contract/unit-details'
import { formatMoney } from '@caixa/domain/money'
import { type Language } from '~/i18n/config'
import { callCaixa, requireFound } from './caixa.server'

// The unit pages' calls to the API, and the plain data they hand the pages. Here, in a .server
// module, because the unit's contract loads the country list, which must stay out of the browser.

/** The unit of the /unit/{unitId} layout; the page's 404 when the caller may not see it. */
export async function loadUnitOfLayout(token: string, request: Request, unitId: string) {
	const { data: unit } = await requireFound(
		callCaixa(`/units/${encodeURIComponent(unitId)}`, { token, schema: unitSchema, request }),
	)
	return {
		id: unit.id,
		name: unit.name,
		photo: unit.information.photo,
		currency: unit.currency,
		timezone: unit.timezone,
		role: unit.role,
	}
}

/** Rows `offset`… of `GET /units` with the filter bar's pairs, as the units list shows them. */
export async function loadUnitRows(
	token: string,
	request: Request,
	apiParams: Array<[string, string]>,
	offset: number,
	size: number,
) {
	const params = new URLSearchParams(apiParams)
	params.set('offset', String(offset))
	params.set('size', String(size))
	const { data: units } = await callCaixa(`/units?${params}`, {
		token,
		schema: unitListSchema,
		request,
	})
	return units.map((unit) => ({
		id: unit.id,
		name: unit.name,
		photo: unit.information.photo,
		currency: unit.currency,
		role: unit.role,
	}))
}

/**
 * What the x-ray shows, amounts formatted here, once, so the server and the browser never
 * disagree on their spelling.
 */
export async function loadUnitXRay(
	token: string,
	request: Request,
	unitId: string,
	language: Language,
) {
	const { data: full } = await requireFound(
		callCaixa(`/units/${encodeURIComponent(unitId)}/full`, {
			token,
			schema: unitFullSchema,
			request,
		}),
	)
	const { unit, figures } = full
	const money = (amount: number) => formatMoney(amount, unit.currency, language)
	return {
		unit: {
			id: unit.id,
			name: unit.name,
			role: unit.role,
			country: localizedCountryName(unit.country, language),
			currency: unit.currency,
			timezone: unit.timezone.replaceAll('_', ' '),
			document: unit.document,
			...unit.information,
		},
		figures: { ...figures, balance: money(figures.balance) },
		cashiers: full.cashiers.map((cashier) => ({
			id: cashier.id,
			name: cashier.name,
			balance: money(cashier.balance),
		})),
	}
}
