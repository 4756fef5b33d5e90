import { type Kysely } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { type UnitUpdateBody } from '@caixa/contract/unit-details'
import { unitRoleOf } from '@caixa/db/access'
import { type Database } from '@caixa/db/database'
import { writeTransaction } from '@caixa/db/transaction'
import { setUnitPhoto, unitHoldsMoney, updateUnit, type UnitView } from '@caixa/db/units'
import { isKnownCurrency } from '@caixa/domain/currency'
import { invalid, notFound } from '@caixa/domain/errors'
import { mayEditUnit } from '@caixa/domain/roles'
import { assertCurrencyChangeAllowed } from '@caixa/domain/unit-currency'

export type { UnitRow } from '@caixa/db/database'
export type { UnitView }
export { countUnitFigures, findVisibleUnit, listVisibleUnits } from '@caixa/db/units'

// A unit's owner edits it: its details, its defaults, its photo (DOMAIN.md "Roles": "edit unit …
// owner"). Each change reads the caller's role and writes in one transaction.

/**
 * The caller's role on a unit they may edit, or a 404: the plain one of a missing unit to whoever
 * cannot see it, and one with `code` OWNER_ONLY to a collaborator, who knows the unit exists (the
 * API has no 403; see addCashier). `what` words the refusal: "Only the unit's owner can …".
 */
export async function requireUnitOwner(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	what: string,
): Promise<UnitRole> {
	const role = await unitRoleOf(db, profileId, unitId)
	if (!role) throw notFound('No unit of yours has this id.')
	if (!mayEditUnit(role)) throw notFound(`Only the unit's owner can ${what}.`, 'OWNER_ONLY')
	return role
}

/**
 * `PUT /units/{unitId}`: the given fields, for the owner. A currency must be one the runtime can
 * format (422 on `currency`), and one that leaves the unit's amounts their value (409
 * CURRENCY_IN_USE, see unit-currency.ts).
 */
export async function editUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	body: UnitUpdateBody,
): Promise<UnitView> {
	return writeTransaction(db, async (trx) => {
		const role = await requireUnitOwner(trx, profileId, unitId, 'edit it')
		if (body.currency !== undefined) {
			if (!isKnownCurrency(body.currency)) {
				throw invalid([
					{ path: 'currency', message: `${body.currency} is not an ISO 4217 currency.` },
				])
			}
			const current = await trx
				.selectFrom('units')
				.select('currency')
				.where('id', '=', unitId)
				.executeTakeFirstOrThrow()
			if (current.currency !== body.currency) {
				assertCurrencyChangeAllowed({
					from: current.currency,
					to: body.currency,
					holdsMoney: await unitHoldsMoney(trx, unitId),
				})
			}
		}
		const { interestDefaults, ...details } = body
		const unit = await updateUnit(trx, unitId, { ...details, ...interestDefaults })
		return { unit, role }
	})
}

/**
 * `PUT /units/{unitId}/photo`: a photo the caller uploaded becomes the unit's, for the owner. A
 * multimedia that is missing or someone else's is a 404, as for the profile's photo.
 */
export async function changeUnitPhoto(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	multimediaId: string,
): Promise<UnitView> {
	return writeTransaction(db, async (trx) => {
		const role = await requireUnitOwner(trx, profileId, unitId, 'change its photo')
		const unit = await setUnitPhoto(trx, unitId, profileId, multimediaId)
		if (!unit) throw notFound('No such photo among yours.')
		return { unit, role }
	})
}
