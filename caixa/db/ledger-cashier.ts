import { type Kysely } from 'kysely'
import { type CashierRole } from '@caixa/contract/cashier'
import { type Database } from './database'
import { findRecordsCashier } from './master-data-scope'

/** A cashier as the ledger needs it: who may write it, and its unit's money and calendar. */
export interface LedgerCashier {
	id: string
	unitId: string
	role: CashierRole
	archived: boolean
	country: string
	currency: string
	timezone: string
	monthlyInterestBasisPoints: number
	lateFeeBasisPoints: number
}

/**
 * The cashier when the profile may read and write its records (DOMAIN.md: its unit's owners and
 * collaborators, and its own collaborators), else undefined — missing and not theirs look alike.
 * Auditors read through the auditor API and are not found here.
 */
export async function findLedgerCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<LedgerCashier | undefined> {
	const found = await findRecordsCashier(db, profileId, cashierId)
	if (!found) return undefined
	const { unit, role, archived } = found
	return {
		id: cashierId,
		unitId: unit.id,
		role,
		archived,
		country: unit.country,
		currency: unit.currency,
		timezone: unit.timezone,
		monthlyInterestBasisPoints: unit.monthly_interest_basis_points,
		lateFeeBasisPoints: unit.late_fee_basis_points,
	}
}

/** Moves the cashier's running balance by `delta`, in the transaction that moved the cash. */
export async function moveBalance(
	db: Kysely<Database>,
	cashierId: string,
	delta: number,
): Promise<void> {
	if (delta === 0) return
	await db
		.updateTable('cashiers')
		.set((eb) => ({ balance: eb('balance', '+', delta) }))
		.where('id', '=', cashierId)
		.execute()
}

/** The signed effect of cash moved on a record of this direction: in adds, out takes away. */
export function signedCash(input: boolean | 0 | 1, cash: number): number {
	return input ? cash : -cash
}
