import {
	companyFullSchema,
	companyListSchema,
	companySchema,
	type Company,
} from '@caixa/contract/company'
import { localizedCountryName } from '@caixa/contract/countries'
import { marketplaceListSchema, marketplaceSchema } from '@caixa/contract/marketplace'
import { unitListSchema, unitSchema, type Unit } from '@caixa/contract/unit'
import { type Language } from '~/i18n/config'
import { callCaixa, requireFound } from './caixa.server'

// The company and marketplace pages' calls to the API, and the plain data they hand the pages.
// Here, in a .server module, because a unit's contract loads the country list, which must stay
// out of the browser.

type Pairs = Array<[string, string]>

const id = (value: string | undefined) => encodeURIComponent(value ?? '')

/** `/caixa/api/companies/{id}` (a create's Location) → `/companies/{id}`, as callCaixa takes it. */
export function apiPath(location: string | null): `/${string}` {
	const path = location ? new URL(location, 'http://caixa.internal').pathname : ''
	const relative = path.replace(/^\/caixa\/api/, '')
	if (!relative.startsWith('/')) throw new Error('The API answered a create without a Location')
	return relative as `/${string}`
}

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
export async function loadCompanyOfLayout(token: string, request: Request, companyId?: string) {
	const { data } = await requireFound(
		callCaixa(`/companies/${id(companyId)}`, { token, schema: companySchema, request }),
	)
	return companyView(data)
}

export async function loadCompanyFull(token: string, request: Request, companyId?: string) {
	const { data } = await requireFound(
		callCaixa(`/companies/${id(companyId)}/full`, { token, schema: companyFullSchema, request }),
	)
	return { ...companyView(data), figures: data.figures }
}

/** Rows of `GET /companies` (or of a marketplace's companies) with the filter bar's pairs. */
export async function loadCompanyRows(
	token: string,
	request: Request,
	apiParams: Pairs,
	offset: number,
	size: number,
	marketplaceId?: string,
) {
	const path: `/${string}` = marketplaceId
		? `/marketplaces/${id(marketplaceId)}/companies`
		: '/companies'
	const { data } = await callCaixa(`${path}?${pageParams(apiParams, offset, size)}`, {
		token,
		schema: companyListSchema,
		request,
	})
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
	token: string,
	request: Request,
	companyId: string | undefined,
	language: Language,
	apiParams: Pairs,
	offset: number,
	size: number,
) {
	const { data } = await requireFound(
		callCaixa(`/companies/${id(companyId)}/units?${pageParams(apiParams, offset, size)}`, {
			token,
			schema: unitListSchema,
			request,
		}),
	)
	return data.map((unit) => unitView(unit, language))
}

export async function loadCompanyUnit(
	token: string,
	request: Request,
	companyId: string | undefined,
	unitId: string | undefined,
	language: Language,
) {
	const { data } = await requireFound(
		callCaixa(`/companies/${id(companyId)}/units/${id(unitId)}`, {
			token,
			schema: unitSchema,
			request,
		}),
	)
	return unitView(data, language)
}

/**
 * The caller's own units outside this company, which they may move into it (the API takes only
 * units the caller owns). A business has a handful of units: one page of 100 is all of them.
 */
export async function loadMovableUnits(token: string, request: Request, companyId: string) {
	const { data } = await callCaixa('/units?size=100', { token, schema: unitListSchema, request })
	return data
		.filter((unit) => unit.role === 'OWNER' && unit.companyId !== companyId)
		.map((unit) => ({ id: unit.id, name: unit.name }))
}

export async function loadMarketplaceRows(
	token: string,
	request: Request,
	apiParams: Pairs,
	offset: number,
	size: number,
) {
	const { data } = await callCaixa(`/marketplaces?${pageParams(apiParams, offset, size)}`, {
		token,
		schema: marketplaceListSchema,
		request,
	})
	return data
}

export async function loadMarketplace(token: string, request: Request, marketplaceId?: string) {
	const { data } = await requireFound(
		callCaixa(`/marketplaces/${id(marketplaceId)}`, { token, schema: marketplaceSchema, request }),
	)
	return data
}
