import { type z } from 'zod'
import { localizedCountryName } from '@caixa/contract/countries'
import { endpoints } from '@caixa/contract/endpoints'
import { type unitUpdateBodySchema } from '@caixa/contract/unit-details'
import { formatMoney } from '@caixa/domain/money'
import { formatPercentInput } from '@caixa/domain/percent'
import { type Language } from '~/i18n/config'
import { caixaCall, type Caller, requireFound } from '~/server/caixa.server'
import { unitPlaceOptions } from '~/components/unit-cashiers/cashier-form.server'
import { mapsConfigured } from '~/server/maps.server'
import { notFound } from '~/server/not-found.server'

// The unit pages' calls to the API, and the plain data they hand the pages. Here, in a .server
// module, because the unit's contract loads the country list, which must stay out of the browser.

/** The unit of the /unit/{unitId} layout; the page's 404 when the caller may not see it. */
export async function loadUnitOfLayout({ token, request }: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, { params: { unitId }, token, request }),
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
	{ token, request }: Caller,
	apiParams: Array<[string, string]>,
	offset: number,
	size: number,
) {
	const params = new URLSearchParams(apiParams)
	params.set('offset', String(offset))
	params.set('size', String(size))
	const { data: units } = await caixaCall(endpoints.units.list, { query: params, token, request })
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
export async function loadUnitXRay({ token, request }: Caller, unitId: string, language: Language) {
	const { data: full } = await requireFound(
		caixaCall(endpoints.units.full, { params: { unitId }, token, request }),
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
			/** The IANA zone, for the x-ray's own figures of this month; `timezone` is shown. */
			zone: unit.timezone,
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

/**
 * The unit as its edit page fills the form, with what the selects offer, for its owner only:
 * anyone else gets the page's 404 (the API would refuse their changes anyway).
 */
export async function loadUnitForEdit(
	{ token, request }: Caller,
	unitId: string,
	language: Language,
) {
	const unit = await loadOwnedUnit({ token, request }, unitId)
	const options = unitPlaceOptions(language)
	// A currency no country lists by default (the owner's choice) is still offered.
	const currencies = options.currencies.includes(unit.currency)
		? options.currencies
		: [...options.currencies, unit.currency].sort()
	return {
		unit: {
			id: unit.id,
			name: unit.name,
			photo: unit.information.photo,
			values: {
				name: unit.name,
				document: unit.document ?? '',
				country: unit.country,
				currency: unit.currency,
				timezone: unit.timezone,
				phone: unit.information.phone ?? '',
				email: unit.information.email ?? '',
				address: unit.information.address ?? '',
				latitude: unit.information.latitude?.toString() ?? '',
				longitude: unit.information.longitude?.toString() ?? '',
			},
		},
		countries: options.countries.map(({ value, label }) => ({ value, label })),
		currencies,
		timeZones: options.timeZones,
		maps: mapsConfigured(),
	}
}

/** The unit, when the caller owns it; the page's 404 otherwise. */
export async function loadOwnedUnit({ token, request }: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, { params: { unitId }, token, request }),
	)
	if (unit.role !== 'OWNER') throw notFound()
	return unit
}

/** `PUT /units/{unitId}`: the changes; answers the unit (problems as CaixaProblem). */
export async function saveUnit(
	{ token, request }: Caller,
	unitId: string,
	changes: z.input<typeof unitUpdateBodySchema>,
) {
	const { data: unit } = await caixaCall(endpoints.units.update, {
		params: { unitId },
		token,
		body: changes,
		request,
	})
	return unit
}

/** The settings page's unit: its interest defaults, for its owner only (others: the 404). */
export async function loadUnitSettings(
	{ token, request }: Caller,
	unitId: string,
	language: Language,
) {
	const { data: full } = await requireFound(
		caixaCall(endpoints.units.full, { params: { unitId }, token, request }),
	)
	if (full.unit.role !== 'OWNER') throw notFound()
	return {
		unit: { id: full.unit.id, name: full.unit.name, timezone: full.unit.timezone },
		interest: {
			lateFee: formatPercentInput(full.interestDefaults.lateFeeBasisPoints, language),
			monthlyInterest: formatPercentInput(
				full.interestDefaults.monthlyInterestBasisPoints,
				language,
			),
		},
	}
}
