import { type Kysely } from 'kysely'
import {
	type Overview,
	type OverviewCashier,
	type OverviewCurrency,
} from '@caixa/contract/overview'
import { type Database } from '@caixa/db/database'
import { openFiguresOf, type UnitDays, writtenCashiers } from '@caixa/db/overview'
import { addDays } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'

/** Due soon: today and the 6 days after it, seven calendar days in the unit's zone. */
export const DUE_SOON_DAYS = 7

/**
 * `GET /overview` (contract/overview.ts says what each figure is): the cashiers the profile
 * writes, then what is open on them from their earliest open due date on, each unit's days read
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
	const owing = cashiers.filter((cashier) => cashier.oldestOpenDue !== null)
	const from = owing.reduce(
		(oldest, cashier) =>
			cashier.oldestOpenDue !== null && cashier.oldestOpenDue < oldest
				? cashier.oldestOpenDue
				: oldest,
		'9999-12-31',
	)
	const open = await openFiguresOf(
		db,
		[...units.values()].filter((unit) => owing.some((cashier) => cashier.unitId === unit.unitId)),
		owing.map((cashier) => cashier.id),
		from,
	)
	const openOf = new Map<string, (typeof open)[number][]>()
	for (const row of open) openOf.set(row.cashierId, [...(openOf.get(row.cashierId) ?? []), row])

	const currencies = new Map<string, OverviewCurrency>()
	for (const cashier of cashiers) {
		const days = units.get(cashier.unitId) as UnitDays
		const rows = openOf.get(cashier.id) ?? []
		const sum = (input: boolean, key: 'overdue' | 'dueSoon') =>
			rows.filter((row) => row.input === input).reduce((total, row) => total + row[key], 0)
		const figures: OverviewCashier = {
			id: cashier.id,
			name: cashier.name,
			unit: { id: cashier.unitId, name: cashier.unitName, timezone: cashier.timezone },
			balance: cashier.balance,
			today: days.today,
			dueSoonTo: days.dueSoonTo,
			overdueToReceive: sum(true, 'overdue'),
			overdueToPay: sum(false, 'overdue'),
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
