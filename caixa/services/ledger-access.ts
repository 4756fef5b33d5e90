import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { findLedgerCashier, type LedgerCashier } from '@caixa/db/ledger-cashier'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { DomainError, invalid, notFound } from '@caixa/domain/errors'
import { financialInstitutionById } from '@caixa/domain/financial-institutions'

export type { LedgerCashier }

/** The cashier whose records the profile reads and writes, or a 404 (ids leak nothing). */
export async function requireLedgerCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<LedgerCashier> {
	const cashier = await findLedgerCashier(db, profileId, cashierId)
	if (!cashier) throw notFound('No cashier of yours has this id.')
	return cashier
}

/**
 * The same, for a change of its books: an archived cashier keeps its books readable but takes no
 * new money (bring it back first) — 409 CASHIER_ARCHIVED.
 */
export async function requireWritableCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<LedgerCashier> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	if (cashier.archived) {
		throw new DomainError('conflict', 'This cashier is archived: bring it back to record in it.', {
			code: 'CASHIER_ARCHIVED',
		})
	}
	return cashier
}

/** Today in the unit's zone: what OVERDUE is measured against. */
export function todayOf(cashier: Pick<LedgerCashier, 'timezone'>, now: number): string {
	return calendarDateIn(now, cashier.timezone)
}

/** A millisecond instant of a list filter as the unit's calendar date (API.md "Lists"). */
export function filterDate(
	instant: number | undefined,
	cashier: Pick<LedgerCashier, 'timezone'>,
	zone: string | undefined,
): string | undefined {
	if (instant === undefined) return undefined
	try {
		return calendarDateIn(instant, zone ?? cashier.timezone)
	} catch {
		// An unknown zone or an instant out of range is the caller's input, not our failure.
		throw new DomainError('invalid', 'A date filter is not valid.', {
			fieldErrors: [{ path: 'zone', message: 'Not a time zone or instant we know' }],
		})
	}
}

/**
 * A financial institution id as a body names it: one of the unit's country's (or cash), else a
 * 422 on `path`. Absent stays absent (null).
 */
export function requireInstitution(
	cashier: Pick<LedgerCashier, 'country'>,
	id: string | null | undefined,
	path = 'financialInstitutionId',
): string | null {
	if (id === undefined || id === null) return null
	if (!financialInstitutionById(cashier.country, 'en-US', id)) {
		throw invalid([{ path, message: 'No financial institution of the unit’s country has this id' }])
	}
	return id
}
