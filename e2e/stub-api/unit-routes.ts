import { financialInstitutionListQuerySchema } from '@caixa/contract/financial-institution'
import { unitListQuerySchema, type Unit } from '@caixa/contract/unit'
import {
	FULL_UNIT_CASHIERS,
	unitUpdateBodySchema,
	type UnitFull,
	type UnitUpdateBody,
} from '@caixa/contract/unit-details'
import { financialInstitutions } from './organisation-fixtures'
import {
	cashiersOfUnit,
	categoriesOf,
	clientsOrSuppliersOf,
	interestDefaultsOfUnit,
	productsOf,
	setInterestDefaults,
	visibleUnit,
} from './organisation-state'
import { portalOf, withSession } from './session-state'
import { byName, holdsWords, invalid, notFound, page, queryObject, type Route } from './stub-http'

// A unit: the units list, one unit, its x-ray (`/full`, figures counted live from what the stub
// holds), the owner's changes, and the financial institutions of its country.

const live = <T extends { archived: boolean }>(rows: readonly T[]) =>
	rows.filter((row) => !row.archived).length

/** PUT /units/{id}: only the fields given change; null clears an optional one. */
function applyChanges(unit: Unit, changes: UnitUpdateBody) {
	const { information } = unit
	if (changes.name !== undefined) unit.name = changes.name
	if (changes.document !== undefined) unit.document = changes.document
	if (changes.country !== undefined) unit.country = changes.country
	if (changes.currency !== undefined) unit.currency = changes.currency
	if (changes.timezone !== undefined) unit.timezone = changes.timezone
	if (changes.phone !== undefined) information.phone = changes.phone
	if (changes.email !== undefined) information.email = changes.email
	if (changes.address !== undefined) information.address = changes.address
	if (changes.latitude !== undefined) information.latitude = changes.latitude
	if (changes.longitude !== undefined) information.longitude = changes.longitude
	if (changes.interestDefaults) setInterestDefaults(unit, changes.interestDefaults)
}

export const unitRoutes: Route[] = [
	[
		'GET',
		/^\/caixa\/api\/units$/,
		withSession((session, call) => {
			const parsed = unitListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size } = parsed.data
			const found = portalOf(session).units.filter((unit) =>
				holdsWords(unit.name, parsed.data.query),
			)
			return page(byName(found), offset, size)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/units\/([^/]+)$/,
		withSession((session, _call, [, id]) => {
			const unit = visibleUnit(session, id)
			return unit ? { status: 200, body: unit } : notFound()
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/units\/([^/]+)\/full$/,
		withSession((session, _call, [, id]) => {
			const unit = visibleUnit(session, id)
			if (!unit) return notFound()
			const cashiers = cashiersOfUnit(session, unit.id)
			const body: UnitFull = {
				unit,
				interestDefaults: interestDefaultsOfUnit(unit),
				cashiers: cashiers.slice(0, FULL_UNIT_CASHIERS),
				figures: {
					cashiers: cashiers.length,
					balance: cashiers.reduce((sum, cashier) => sum + cashier.balance, 0),
					categories: live(categoriesOf(unit, session)),
					// The stub's units have no collaborators of their own.
					collaborators: 0,
					clientsOrSuppliers: live(clientsOrSuppliersOf(unit)),
					products: live(productsOf(unit)),
				},
			}
			return { status: 200, body }
		}),
	],
	[
		'PUT',
		/^\/caixa\/api\/units\/([^/]+)$/,
		withSession((session, call, [, id]) => {
			const unit = visibleUnit(session, id)
			// Owner only: anyone else is answered as if the unit were not there (DOMAIN.md roles).
			if (unit?.role !== 'OWNER') return notFound()
			const parsed = unitUpdateBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			applyChanges(unit, parsed.data)
			for (const cashier of cashiersOfUnit(session, unit.id)) cashier.unit.name = unit.name
			return { status: 200, body: unit }
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/units\/([^/]+)\/financial-institutions$/,
		withSession((session, call, [, id]) => {
			const unit = visibleUnit(session, id)
			if (!unit) return notFound()
			const parsed = financialInstitutionListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query } = parsed.data
			// Cash first, whatever the country; then the country's list by code.
			const listed = [
				{ id: 'CASH', code: null, name: 'Cash' },
				...(financialInstitutions[unit.country] ?? []),
			]
			const found = listed.filter(
				(institution) =>
					holdsWords(institution.name, query) || (!!query && institution.code?.startsWith(query)),
			)
			return page(found, offset, size)
		}),
	],
	// The company unit page lists the unit's own collaborators: the stub's units have none.
	[
		'GET',
		/^\/caixa\/api\/units\/([^/]+)\/collaborators$/,
		withSession((session, _call, [, id]) =>
			visibleUnit(session, id) ? { status: 200, body: [] } : notFound(),
		),
	],
]
