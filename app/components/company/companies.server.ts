import { type LoaderFunctionArgs } from '@remix-run/node'
import { type Company } from '@caixa/contract/company'
import { localizedCountryName } from '@caixa/contract/countries'
import { endpoints } from '@caixa/contract/endpoints'
import { type Unit } from '@caixa/contract/unit'
import { type Language } from '~/i18n/config'
import { caixaCall, type Caller, requireFound } from '~/server/caixa.server'
import { requireParam } from '~/server/not-found.server'

// The company and marketplace pages' calls to the API, and the plain data they hand the pages.
// Here, in a .server module, because a unit's contract loads the country list, which must stay
// out of the browser.

type Pairs = Array<[string, string]>

function pageParams(apiParams: Pairs, offset: number, size: number) {
	const params = new URLSearchParams(apiParams)
	params.set('offset', String(offset))
	params.set('size', String(size))
	return params
}

/** A company as the pages show it. */
export function companyView(company: Company) {
	return {
		id: company.id,
		name: company.name,
		document: company.document,
		photo: company.photo,
		marketplace: company.marketplace,
		role: company.role,
	}
}
export type CompanyView = ReturnType<typeof companyView>

/** The company of the /company/{companyId} layout; the page's 404 when the caller may not see it. */
export async function loadCompanyOfLayout({ token, request }: Caller, companyId: string) {
	const { data } = await requireFound(
		caixaCall(endpoints.companies.get, { params: { companyId }, token, request }),
	)
	return companyView(data)
}

export async function loadCompanyFull({ token, request }: Caller, companyId: string) {
	const { data } = await requireFound(
		caixaCall(endpoints.companies.full, { params: { companyId }, token, request }),
	)
	return { ...companyView(data), figures: data.figures }
}

/** Rows of `GET /companies` (or of a marketplace's companies) with the filter bar's pairs. */
export async function loadCompanyRows(
	{ token, request }: Caller,
	apiParams: Pairs,
	offset: number,
	size: number,
	marketplaceId?: string,
) {
	const call = { query: pageParams(apiParams, offset, size), token, request }
	const { data } = marketplaceId
		? await caixaCall(endpoints.marketplaces.companies.list, { ...call, params: { marketplaceId } })
		: await caixaCall(endpoints.companies.list, call)
	return data.map(companyView)
}

/** A unit as the company pages show it. */
export function unitView(unit: Unit, language: Language) {
	return {
		id: unit.id,
		name: unit.name,
		photo: unit.information.photo,
		country: localizedCountryName(unit.country, language),
		currency: unit.currency,
		timezone: unit.timezone,
		document: unit.document,
		phone: unit.information.phone,
		email: unit.information.email,
		address: unit.information.address,
		role: unit.role,
	}
}

export async function loadCompanyUnitRows(
	{ token, request }: Caller,
	companyId: string,
	language: Language,
	apiParams: Pairs,
	offset: number,
	size: number,
) {
	const { data } = await requireFound(
		caixaCall(endpoints.companies.units.list, {
			params: { companyId },
			query: pageParams(apiParams, offset, size),
			token,
			request,
		}),
	)
	return data.map((unit) => unitView(unit, language))
}

export async function loadCompanyUnit(
	{ token, request }: Caller,
	companyId: string,
	unitId: string,
	language: Language,
) {
	const { data } = await requireFound(
		caixaCall(endpoints.companies.units.get, {
			params: { companyId, unitId },
			token,
			request,
		}),
	)
	return unitView(data, language)
}

/**
 * The company and the unit of a /company/{companyId}/unit/{unitId} page, fetched side by side;
 * either one the caller may not see is the page's 404.
 */
export async function loadCompanyAndUnit(
	caller: Caller,
	params: LoaderFunctionArgs['params'],
	language: Language,
) {
	const companyId = requireParam(params, 'companyId')
	const [company, unit] = await Promise.all([
		loadCompanyOfLayout(caller, companyId),
		loadCompanyUnit(caller, companyId, requireParam(params, 'unitId'), language),
	])
	return { company, unit }
}

/**
 * The caller's own units outside this company, which they may move into it (the API takes only
 * units the caller owns). A business has a handful of units: one page of 100 is all of them.
 */
export async function loadMovableUnits({ token, request }: Caller, companyId: string) {
	const { data } = await caixaCall(endpoints.units.list, { query: { size: 100 }, token, request })
	return data
		.filter((unit) => unit.role === 'OWNER' && unit.companyId !== companyId)
		.map((unit) => ({ id: unit.id, name: unit.name }))
}

export async function loadMarketplaceRows(
	{ token, request }: Caller,
	apiParams: Pairs,
	offset: number,
	size: number,
) {
	const { data } = await caixaCall(endpoints.marketplaces.list, {
		query: pageParams(apiParams, offset, size),
		token,
		request,
	})
	return data
}

export async function loadMarketplace({ token, request }: Caller, marketplaceId: string) {
	const { data } = await requireFound(
		caixaCall(endpoints.marketplaces.get, {
			params: { marketplaceId },
			token,
			request,
		}),
	)
	return data
}
