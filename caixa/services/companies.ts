import { type Kysely } from 'kysely'
import { type CompanyRole } from '@caixa/contract/company'
import { type CompanyUnitBody } from '@caixa/contract/company-unit'
import { type Language } from '@caixa/contract/enums'
import { companyRoleOf, ownsMarketplace } from '@caixa/db/access'
import { insertCashier } from '@caixa/db/cashiers'
import { insertCategories } from '@caixa/db/categories'
import {
	type CompanyView,
	findVisibleCompany,
	insertCompany,
	setCompanyPhoto,
	updateCompany,
} from '@caixa/db/companies'
import { attachUnit, detachUnit } from '@caixa/db/company-units'
import { type Database } from '@caixa/db/database'
import { writeTransaction } from '@caixa/db/transaction'
import { findVisibleUnit, insertUnit, type UnitView } from '@caixa/db/units'
import { mayManageCompany, maySeeCompanyUnits } from '@caixa/domain/company-roles'
import { defaultCategoriesIn } from '@caixa/domain/default-categories'
import { invalid, notFound } from '@caixa/domain/errors'
import { defaultOpeningDate, unitSettings } from '@caixa/domain/unit-settings'

export type { CompanyView }
export { companyFigures, findVisibleCompany, listVisibleCompanies } from '@caixa/db/companies'
export { listCompanyUnits } from '@caixa/db/company-units'

// Companies and what they are made of. Every call checks the caller's role on the company first
// (caixa/db/access.ts, domain/company-roles.ts), inside the transaction that then changes it.

/** What a call needs of the caller's role on a company. */
export type CompanyNeed = 'see' | 'units' | 'manage'

/**
 * The caller's role on a company, when it allows `need`. The API has no 403: someone who cannot
 * see the company gets the 404 of one that does not exist; someone who sees it but may not do
 * this gets a 404 that says why (`code` MEMBERS_ONLY for a marketplace owner reaching for the
 * units, OWNER_ONLY for a change by anyone but the owner).
 */
export async function requireCompanyRole(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
	need: CompanyNeed,
): Promise<CompanyRole> {
	const role = await companyRoleOf(db, profileId, companyId)
	if (!role) throw notFound('No company of yours has this id.')
	if (need === 'units' && !maySeeCompanyUnits(role)) {
		throw notFound(
			'Only the people who work in a company see its units and collaborators.',
			'MEMBERS_ONLY',
		)
	}
	if (need === 'manage' && !mayManageCompany(role)) {
		throw notFound("Only the company's owner can change it.", 'OWNER_ONLY')
	}
	return role
}

/**
 * A unit of a company, for a caller whose role on the company allows `need` (see
 * requireCompanyRole): a unit that is not in this company is a 404, wherever else it is.
 */
export async function requireCompanyUnit(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
	unitId: string,
	need: Exclude<CompanyNeed, 'see'>,
): Promise<UnitView> {
	await requireCompanyRole(db, profileId, companyId, need)
	const unit = await findVisibleUnit(db, profileId, unitId)
	if (!unit || unit.unit.company_id !== companyId) {
		throw notFound('The company has no unit with this id.')
	}
	return unit
}

/**
 * `POST /companies` (alone) and `POST /marketplaces/{id}/companies` (in a marketplace the caller
 * owns): a company owned by the caller. A marketplace that is not the caller's is a 404.
 */
export async function createCompany(
	db: Kysely<Database>,
	ownerProfileId: string,
	body: { name: string; document: string | null },
	marketplaceId: string | null,
	now: number,
): Promise<CompanyView> {
	return writeTransaction(db, async (trx) => {
		if (marketplaceId && !(await ownsMarketplace(trx, ownerProfileId, marketplaceId))) {
			throw notFound('No marketplace of yours has this id.')
		}
		const company = await insertCompany(
			trx,
			{ name: body.name, document: body.document, ownerProfileId, marketplaceId },
			now,
		)
		const marketplace = marketplaceId
			? await trx
					.selectFrom('marketplaces')
					.select('name')
					.where('id', '=', marketplaceId)
					.executeTakeFirstOrThrow()
			: undefined
		return { company, marketplaceName: marketplace?.name ?? null, role: 'OWNER' }
	})
}

export interface CompanyUnitAdded {
	unit: UnitView
	/** A new unit (201) rather than one of the owner's moved in (200). */
	created: boolean
}

/**
 * `POST /companies/{id}/units`, owner only. With `unitId`: one of the caller's own units moves
 * into the company (from none, or from another company of theirs); someone else's unit is refused
 * on `unitId`, since the company's owner must own every unit of it (access.ts gives them OWNER on
 * each). Otherwise a new unit, made as the quick start makes one — its currency and zone from the
 * country unless given, its default categories in the owner's language — and, when
 * `cashierName` is given, its first cashier opening today with nothing in it. All in one
 * transaction.
 */
export async function addCompanyUnit(
	db: Kysely<Database>,
	owner: { id: string; language: Language },
	companyId: string,
	body: CompanyUnitBody,
	now: number,
): Promise<CompanyUnitAdded> {
	return writeTransaction(db, async (trx) => {
		await requireCompanyRole(trx, owner.id, companyId, 'manage')
		if (body.unitId) {
			const unit = await attachUnit(trx, companyId, body.unitId, owner.id)
			if (!unit) {
				throw invalid([{ path: 'unitId', message: 'Only a unit you own can join your company.' }])
			}
			return { unit: { unit, role: 'OWNER' }, created: false }
		}
		// The contract's refinement made sure a new unit has both.
		const name = body.name ?? ''
		const country = body.country ?? ''
		const settings = unitSettings({ country, currency: body.currency, timezone: body.timezone })
		const inserted = await insertUnit(
			trx,
			{ name, country, ...settings, ownerProfileId: owner.id },
			now,
		)
		const unit = await trx
			.updateTable('units')
			.set({ company_id: companyId })
			.where('id', '=', inserted.id)
			.returningAll()
			.executeTakeFirstOrThrow()
		await insertCategories(trx, unit.id, defaultCategoriesIn(owner.language), now)
		if (body.cashierName) {
			await insertCashier(
				trx,
				{
					unitId: unit.id,
					name: body.cashierName,
					openingBalance: 0,
					openingDate: defaultOpeningDate(now, unit.timezone),
					createdByProfileId: owner.id,
				},
				now,
			)
		}
		return { unit: { unit, role: 'OWNER' }, created: true }
	})
}

/** `PUT /companies/{companyId}`: its name and document, for its owner. */
export function editCompany(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
	changes: { name: string; document: string | null },
): Promise<CompanyView> {
	return writeTransaction(db, async (trx) => {
		await requireCompanyRole(trx, profileId, companyId, 'manage')
		await updateCompany(trx, companyId, changes)
		return visibleCompanyOrFail(trx, profileId, companyId)
	})
}

/**
 * `PUT /companies/{companyId}/photo`: a photo the caller uploaded becomes the company's, for its
 * owner. A multimedia that is missing or someone else's is a 404, as for the profile's photo.
 */
export function changeCompanyPhoto(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
	multimediaId: string,
): Promise<CompanyView> {
	return writeTransaction(db, async (trx) => {
		await requireCompanyRole(trx, profileId, companyId, 'manage')
		const updated = await setCompanyPhoto(trx, companyId, profileId, multimediaId)
		if (!updated) throw notFound('No such photo among yours.')
		return visibleCompanyOrFail(trx, profileId, companyId)
	})
}

/**
 * `DELETE /companies/{companyId}/units/{unitId}`: the unit leaves the company, for its owner; it
 * stays the owner's, with its cashiers and books.
 */
export function detachCompanyUnit(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
	unitId: string,
): Promise<void> {
	return writeTransaction(db, async (trx) => {
		await requireCompanyUnit(trx, profileId, companyId, unitId, 'manage')
		if (!(await detachUnit(trx, companyId, unitId))) {
			throw notFound('The company has no unit with this id.')
		}
	})
}

async function visibleCompanyOrFail(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
): Promise<CompanyView> {
	const company = await findVisibleCompany(db, profileId, companyId)
	if (!company) throw notFound('No company of yours has this id.')
	return company
}
