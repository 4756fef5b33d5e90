import { type Kysely } from 'kysely'
import { type NewCashierBody } from '@caixa/contract/cashier'
import { type QuickStartBody } from '@caixa/contract/quick-start'
import { type Language } from '@caixa/contract/enums'
import { unitRoleOf } from '@caixa/db/access'
import { cashierTotalsOf } from '@caixa/db/cashier-totals'
import { type CashierView, insertCashier } from '@caixa/db/cashiers'
import { insertCategories } from '@caixa/db/categories'
import { type CashierRow, type Database, type UnitRow } from '@caixa/db/database'
import { insertUnit } from '@caixa/db/units'
import { writeTransaction } from '@caixa/db/transaction'
import { defaultCategoriesIn } from '@caixa/domain/default-categories'
import { notFound } from '@caixa/domain/errors'
import { openingVolume } from '@caixa/domain/ledger-bounds'
import { mayAddCashier } from '@caixa/domain/roles'
import { defaultOpeningDate, unitSettings } from '@caixa/domain/unit-settings'
import { requireLedgerRoom } from './ledger-volume'

export type { CashierView }
export { findVisibleCashier, listUnitCashiers, listVisibleCashiers } from '@caixa/db/cashiers'

// Making cash books: a new unit with its first cashier (the quick start), or one more cashier in
// a unit. Each is one transaction: no unit without its categories and cashier, half-made.

export interface QuickStarted {
	unit: UnitRow
	cashier: CashierView
}

/**
 * `POST /publics/units`: a unit owned by `owner`, its default categories (in the owner's
 * language) and its first cashier, opening today in the unit's zone with nothing in it.
 */
export async function quickStart(
	db: Kysely<Database>,
	owner: { id: string; language: Language },
	body: QuickStartBody,
	now: number,
): Promise<QuickStarted> {
	const settings = unitSettings(body)
	return writeTransaction(db, async (trx) => {
		const unit = await insertUnit(
			trx,
			{ name: body.unitName, country: body.country, ...settings, ownerProfileId: owner.id },
			now,
		)
		await insertCategories(trx, unit.id, defaultCategoriesIn(owner.language), now)
		const cashier = await insertCashier(
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
		return { unit, cashier: viewOf(cashier, unit, 'OWNER') }
	})
}

/**
 * `POST /units/{unitId}/cashiers`: one more cashier in a unit, for its owner only (see
 * mayAddCashier). Someone who cannot see the unit gets the 404 of a unit that does not exist; a
 * collaborator, who knows it exists, gets a 404 that says why (code OWNER_ONLY) — the API has no
 * 403, so that a refusal never tells a stranger more than absence would.
 */
export async function addCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	body: NewCashierBody,
	now: number,
): Promise<CashierView> {
	return writeTransaction(db, async (trx) => {
		const role = await unitRoleOf(trx, profileId, unitId)
		if (!role) throw notFound('No unit of yours has this id.')
		if (!mayAddCashier(role)) {
			throw notFound("Only the unit's owner can add cashiers to it.", 'OWNER_ONLY')
		}
		const unit = await trx
			.selectFrom('units')
			.selectAll()
			.where('id', '=', unitId)
			.executeTakeFirstOrThrow()
		const cashier = await insertCashier(
			trx,
			{
				unitId,
				name: body.name,
				openingBalance: body.openingBalance ?? 0,
				openingDate: body.openingDate ?? defaultOpeningDate(now, unit.timezone),
				createdByProfileId: profileId,
			},
			now,
		)
		// Its opening balance takes room in the unit's ledger volume (domain/ledger-bounds.ts).
		await requireLedgerRoom(trx, unitId, openingVolume(cashier.opening_balance), 'openingBalance')
		return viewOf(cashier, unit, role)
	})
}

function viewOf(cashier: CashierRow, unit: UnitRow, role: CashierView['role']): CashierView {
	return {
		id: cashier.id,
		name: cashier.name,
		openingBalance: cashier.opening_balance,
		openingDate: cashier.opening_date,
		balance: cashier.balance,
		unitId: unit.id,
		unitName: unit.name,
		unitPhotoMultimediaId: unit.photo_multimedia_id,
		unitTimezone: unit.timezone,
		currency: unit.currency,
		role,
		archived: cashier.archived_at !== null,
		totals: cashierTotalsOf(cashier),
	}
}
