import { type Kysely } from 'kysely'
import {
	type InventoryTotals,
	type InventoryTotalsQuery,
	type PaymentTotals,
	type PaymentTotalsQuery,
} from '@caixa/contract/ledger-totals'
import { type Database } from '@caixa/db/database'
import { paymentTotals, recordTotals } from '@caixa/db/ledger-totals'
import { filterDate, requireLedgerCashier, todayOf } from './ledger-access'

// Pure sums of a cashier's running totals, which a cashier read alone answers beside itself.
export { paymentTotalsOfCashier, recordTotalsOfCashier } from '@caixa/db/ledger-totals'

// The totals above a cashier's lists (contract/ledger-totals.ts): the same reader and the same
// filter as the list's, dates turned into the unit's calendar as the list turns them.

/** The records' filters the summary rows keep a key for; any other one has no totals. */
const summedRecordFilter = (query: InventoryTotalsQuery) =>
	!query.text &&
	!query.settlement?.length &&
	!query.clientOrSupplierId?.length &&
	query.followed === undefined &&
	query.concern === undefined

export async function cashierRecordTotals(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: InventoryTotalsQuery,
): Promise<InventoryTotals> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	if (!summedRecordFilter(query)) return { totals: null }
	const from = filterDate(query.from, cashier, query.zone)
	const to = filterDate(query.to, cashier, query.zone)
	const totals = await recordTotals(db, {
		unitId: cashier.unitId,
		cashierId,
		...(from ? { from } : {}),
		...(to ? { to } : {}),
		...(query.input !== undefined ? { input: query.input } : {}),
		...(query.categoryId ? { categoryIds: query.categoryId } : {}),
	})
	return { totals }
}

export async function cashierPaymentTotals(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: PaymentTotalsQuery,
	now: number,
): Promise<PaymentTotals> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	// Follows are the caller's and one record's installments a key of no summary row.
	if (query.followed !== undefined || query.inventoryId) return { totals: null }
	const dueFrom = filterDate(query.dueFrom, cashier, query.zone)
	const dueTo = filterDate(query.dueTo, cashier, query.zone)
	const totals = await paymentTotals(db, {
		unitId: cashier.unitId,
		cashierId,
		today: todayOf(cashier, now),
		...(dueFrom ? { dueFrom } : {}),
		...(dueTo ? { dueTo } : {}),
		...(query.input !== undefined ? { input: query.input } : {}),
		...(query.status?.length ? { status: query.status } : {}),
	})
	return { totals }
}
