import { randomUUID } from 'node:crypto'
import {
	companyBodySchema,
	companyListQuerySchema,
	companyUnitListQuerySchema,
	type Company,
	type CompanyFull,
} from '@caixa/contract/company'
import { companyUnitBodySchema } from '@caixa/contract/company-unit'
import { currencyOfCountry } from '@caixa/contract/countries'
import {
	marketplaceBodySchema,
	marketplaceCompanyListQuerySchema,
	marketplaceListQuerySchema,
	type Marketplace,
} from '@caixa/contract/marketplace'
import { type Session } from '@caixa/contract/session'
import { timeZoneOfCountry } from '@caixa/contract/time-zones'
import { type Unit } from '@caixa/contract/unit'
import { STUB_TOKENS } from './fixtures'
import {
	hiddenCompanyUnits,
	organisationCompanies,
	organisationMarketplaces,
	REFUSED_NAME,
} from './organisation-fixtures'
import { cashiersOfUnit, visibleUnit } from './organisation-state'
import { newCashier, portalOf, withSession } from './session-state'
import {
	byName,
	created,
	holdsWords,
	invalid,
	notFound,
	page,
	queryObject,
	type Reply,
	type Route,
} from './stub-http'
import { stubUnit } from './fixture-builders'

// Companies and marketplaces (DOMAIN.md "Organisation"): each person's own, from the fixtures
// (Gabriela's) plus what the tests create, kept per session token. A company's units are its
// people's units whose companyId names it. Roles as the real API: the owner manages, a
// collaborator sees the units, a marketplace's owner sees the company and counts its units only.

const companies = new Map<string, Company[]>([
	[STUB_TOKENS.gabriela, organisationCompanies.map((company) => ({ ...company }))],
])
const marketplaces = new Map<string, Marketplace[]>([
	[STUB_TOKENS.gabriela, organisationMarketplaces.map((marketplace) => ({ ...marketplace }))],
])

function companiesOf(session: Session) {
	let list = companies.get(session.token)
	if (!list) companies.set(session.token, (list = []))
	return list
}

function marketplacesOf(session: Session) {
	let list = marketplaces.get(session.token)
	if (!list) marketplaces.set(session.token, (list = []))
	return list.map((marketplace) => ({
		...marketplace,
		companies: companiesOf(session).filter((company) => company.marketplace?.id === marketplace.id)
			.length,
	}))
}

const companyLocation = (id: string) => `/caixa/api/companies/${id}`
const maySeeUnits = (company: Company) =>
	company.role === 'OWNER' || company.role === 'COLLABORATOR'

function unitsOfCompany(session: Session, company: Company) {
	return portalOf(session).units.filter((unit) => unit.companyId === company.id)
}

/** The company when the caller has a role on it that allows `need`; the 404 otherwise. */
function companyFor(
	session: Session,
	id: string | undefined,
	need: 'see' | 'units' | 'manage' = 'see',
): Company | undefined {
	const company = companiesOf(session).find((each) => each.id === id)
	if (!company) return undefined
	if (need === 'units' && !maySeeUnits(company)) return undefined
	if (need === 'manage' && company.role !== 'OWNER') return undefined
	return company
}

function newCompany(session: Session, body: unknown, marketplace: Marketplace | null): Reply {
	const parsed = companyBodySchema.safeParse(body)
	if (!parsed.success) return invalid(parsed.error.issues)
	if (parsed.data.name === REFUSED_NAME) {
		return invalid([{ path: ['name'], message: 'The stub refuses this name.' }])
	}
	// Whoever creates a company owns it, in a marketplace too.
	const company: Company = {
		id: randomUUID(),
		name: parsed.data.name,
		document: parsed.data.document ?? null,
		photo: null,
		marketplace: marketplace && { id: marketplace.id, name: marketplace.name },
		role: 'OWNER',
	}
	companiesOf(session).push(company)
	return created(company, companyLocation(company.id))
}

/** POST /companies/{id}/units: a new unit (and its first cashier), or one of the owner's moved in. */
function addUnit(session: Session, company: Company, body: unknown): Reply {
	const parsed = companyUnitBodySchema.safeParse(body)
	if (!parsed.success) return invalid(parsed.error.issues)
	const { unitId, name, country, cashierName } = parsed.data
	if (unitId) {
		const unit = visibleUnit(session, unitId)
		if (unit?.role !== 'OWNER') {
			return invalid([{ path: ['unitId'], message: 'Not a unit of yours.' }])
		}
		unit.companyId = company.id
		return { status: 200, body: unit }
	}
	if (!name || !country) return invalid([{ path: ['name'], message: 'Required' }])
	const unit: Unit = stubUnit(randomUUID(), name, 'OWNER', {
		country,
		currency: parsed.data.currency ?? currencyOfCountry(country),
		timezone: parsed.data.timezone ?? timeZoneOfCountry(country),
		companyId: company.id,
	})
	portalOf(session).units.push(unit)
	if (cashierName) newCashier(session, unit, cashierName)
	return created(unit, `/caixa/api/companies/${company.id}/units/${unit.id}`)
}

export const companyRoutes: Route[] = [
	[
		'GET',
		/^\/caixa\/api\/companies$/,
		withSession((session, call) => {
			const parsed = companyListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query, marketplaceId, role } = parsed.data
			const found = companiesOf(session).filter(
				(company) =>
					holdsWords(company.name, query) &&
					(!marketplaceId || company.marketplace?.id === marketplaceId) &&
					(!role || company.role === role),
			)
			return page(byName(found), offset, size)
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/companies$/,
		withSession((session, call) => newCompany(session, call.body, null)),
	],
	[
		'GET',
		/^\/caixa\/api\/companies\/([^/]+)$/,
		withSession((session, _call, [, id]) => {
			const company = companyFor(session, id)
			return company ? { status: 200, body: company } : notFound()
		}),
	],
	[
		'PUT',
		/^\/caixa\/api\/companies\/([^/]+)$/,
		withSession((session, call, [, id]) => {
			const company = companyFor(session, id, 'manage')
			if (!company) return notFound()
			const parsed = companyBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			company.name = parsed.data.name
			if (parsed.data.document !== undefined) company.document = parsed.data.document
			return { status: 200, body: company }
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/companies\/([^/]+)\/full$/,
		withSession((session, _call, [, id]) => {
			const company = companyFor(session, id)
			if (!company) return notFound()
			const units = unitsOfCompany(session, company)
			const members = maySeeUnits(company)
			const body: CompanyFull = {
				...company,
				figures: {
					units: units.length + (hiddenCompanyUnits[company.id] ?? 0),
					cashiers: members
						? units.reduce((sum, unit) => sum + cashiersOfUnit(session, unit.id).length, 0)
						: null,
					// The stub's companies have no collaborators.
					collaborators: members ? 0 : null,
				},
			}
			return { status: 200, body }
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/companies\/([^/]+)\/units$/,
		withSession((session, call, [, id]) => {
			const company = companyFor(session, id, 'units')
			if (!company) return notFound()
			const parsed = companyUnitListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query } = parsed.data
			const found = unitsOfCompany(session, company).filter((unit) => holdsWords(unit.name, query))
			return page(byName(found), offset, size)
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/companies\/([^/]+)\/units$/,
		withSession((session, call, [, id]) => {
			const company = companyFor(session, id, 'manage')
			return company ? addUnit(session, company, call.body) : notFound()
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/companies\/([^/]+)\/units\/([^/]+)$/,
		withSession((session, _call, [, id, unitId]) => {
			const company = companyFor(session, id, 'units')
			const unit = company && unitsOfCompany(session, company).find((each) => each.id === unitId)
			return unit ? { status: 200, body: unit } : notFound()
		}),
	],

	// Marketplaces: only their owner sees them.
	[
		'GET',
		/^\/caixa\/api\/marketplaces$/,
		withSession((session, call) => {
			const parsed = marketplaceListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query } = parsed.data
			const found = marketplacesOf(session).filter((each) => holdsWords(each.name, query))
			return page(byName(found), offset, size)
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/marketplaces$/,
		withSession((session, call) => {
			const parsed = marketplaceBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			const marketplace: Marketplace = { id: randomUUID(), name: parsed.data.name, companies: 0 }
			const list = marketplaces.get(session.token) ?? []
			marketplaces.set(session.token, [...list, marketplace])
			return created(marketplace, `/caixa/api/marketplaces/${marketplace.id}`)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/marketplaces\/([^/]+)$/,
		withSession((session, _call, [, id]) => {
			const marketplace = marketplacesOf(session).find((each) => each.id === id)
			return marketplace ? { status: 200, body: marketplace } : notFound()
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/marketplaces\/([^/]+)\/companies$/,
		withSession((session, call, [, id]) => {
			if (!marketplacesOf(session).some((each) => each.id === id)) return notFound()
			const parsed = marketplaceCompanyListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query } = parsed.data
			const found = companiesOf(session).filter(
				(company) => company.marketplace?.id === id && holdsWords(company.name, query),
			)
			return page(byName(found), offset, size)
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/marketplaces\/([^/]+)\/companies$/,
		withSession((session, call, [, id]) => {
			const marketplace = marketplacesOf(session).find((each) => each.id === id)
			return marketplace ? newCompany(session, call.body, marketplace) : notFound()
		}),
	],
]
