import { type Kysely } from 'kysely'
import {
	type Overview,
	type OverviewCashier,
	type OverviewCurrency,
} from '@caixa/contract/overview'
import { type Database } from '@caixa/db/database'
import { openFromTodayOf, type UnitDays, writtenCashiers } from '@caixa/db/overview'
import { addDays } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'

/** Due soon: today and the 6 days after it, seven calendar days in the unit's zone. */
export const DUE_SOON_DAYS = 7

/**
 * `GET /overview` (contract/overview.ts says what each figure is): the cashiers the profile
 * writes with what is open on them, then what of it is due from today on, each unit's days read
 * from `now` in its own zone.
 */
export async function overviewOf(
	db: Kysely<Database>,
	profileId: string,
	now: number,
): Promise<Overview> {
	const cashiers = await writtenCashiers(db, profileId)
	const units = new Map<string, UnitDays>()
	for (const cashier of cashiers) {
		if (units.has(cashier.unitId)) continue
		const today = calendarDateIn(now, cashier.timezone)
		units.set(cashier.unitId, {
			unitId: cashier.unitId,
			today,
			dueSoonTo: addDays(today, DUE_SOON_DAYS - 1),
		})
	}
	// Only the cashiers with something open; none: nothing to read.
	const owing = cashiers.filter((cashier) => cashier.openToReceive !== 0 || cashier.openToPay !== 0)
	const ahead = await openFromTodayOf(
		db,
		[...units.values()].filter((unit) => owing.some((cashier) => cashier.unitId === unit.unitId)),
		owing.map((cashier) => cashier.id),
	)
	const aheadOf = new Map<string, (typeof ahead)[number][]>()
	for (const row of ahead) aheadOf.set(row.cashierId, [...(aheadOf.get(row.cashierId) ?? []), row])

	const currencies = new Map<string, OverviewCurrency>()
	for (const cashier of cashiers) {
		const days = units.get(cashier.unitId) as UnitDays
		const rows = aheadOf.get(cashier.id) ?? []
		const sum = (input: boolean, key: 'fromToday' | 'dueSoon') =>
			rows.filter((row) => row.input === input).reduce((total, row) => total + row[key], 0)
		const figures: OverviewCashier = {
			id: cashier.id,
			name: cashier.name,
			unit: { id: cashier.unitId, name: cashier.unitName, timezone: cashier.timezone },
			balance: cashier.balance,
			today: days.today,
			dueSoonTo: days.dueSoonTo,
			// What is open and not due from today on is overdue.
			overdueToReceive: cashier.openToReceive - sum(true, 'fromToday'),
			overdueToPay: cashier.openToPay - sum(false, 'fromToday'),
			dueSoonToReceive: sum(true, 'dueSoon'),
			dueSoonToPay: sum(false, 'dueSoon'),
		}
		let block = currencies.get(cashier.currency)
		if (!block) {
			block = {
				currency: cashier.currency,
				cashierCount: 0,
				balance: 0,
				overdueToReceive: 0,
				overdueToPay: 0,
				dueSoonToReceive: 0,
				dueSoonToPay: 0,
				cashiers: [],
			}
			currencies.set(cashier.currency, block)
		}
		block.cashierCount += 1
		block.balance += figures.balance
		for (const key of OPEN_KEYS) block[key] += figures[key]
		if (OPEN_KEYS.some((key) => figures[key] !== 0)) block.cashiers.push(figures)
	}
	return {
		currencies: [...currencies.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
	}
}

const OPEN_KEYS = ['overdueToReceive', 'overdueToPay', 'dueSoonToReceive', 'dueSoonToPay'] as const
