import { type Kysely } from 'kysely'
import { addCashierAuditor } from '@caixa/db/collaborators'
import { type Database } from '@caixa/db/database'
import { addDays } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { API_BASE } from '@caixa/http/paths'

// The portal overview's books (GET /overview, contract/overview.ts), written through the API as
// their owners would, due dates counted from each unit's own today: the API tests run them on a
// pinned moment where São Paulo and Lisbon are a day apart, the e2e suite on the stub's pinned
// moment or the real clock. Only the accepted auditor is written with the API's db function (the
// invite handshake is a flow of its own, as e2e/stub-api/seed-portal.ts says).
//
// The reader owns Padaria (BRL, São Paulo: Till, Bank account) and Lisboa (EUR, Lisbon: Caixa
// Lisboa), collaborates on Shared drawer of another owner's Loja Vizinha (BRL) and audits its
// Audited till; an archived cashier of Padaria keeps an open record. Day d is the unit's today
// + d. What the overview then shows:
//
//                          balance  overdue in  overdue out  soon in  soon out
//   BRL  Till               -300      1000         500        2000      700
//        Bank account      53000      5000           0           0        0
//        Shared drawer         0         0         250        1500        0
//        (total, 3)        52700      6000         750        3500      700
//   EUR  Caixa Lisboa        250       600           0           0      400
//
// Left out: Audited till (audited only; 9999 overdue in, 8888 soon out) and Old drawer
// (archived; 7777 overdue in); due at d + 7 (Till's 4000 in, Caixa Lisboa's 100 out: past the
// seven days) and paid installments (Till's 300 out, Caixa Lisboa's 250 in: balances only).

/** Where the API answers: an app in process (its fetch) or a server over HTTP. */
export interface OverviewApiTarget {
	fetch(request: Request): Response | Promise<Response>
}

export const OVERVIEW_UNITS = {
	padaria: {
		name: 'Padaria Overview',
		country: 'BRAZIL',
		currency: 'BRL',
		timezone: 'America/Sao_Paulo',
	},
	lisboa: {
		name: 'Lisboa Overview',
		country: 'PORTUGAL',
		currency: 'EUR',
		timezone: 'Europe/Lisbon',
	},
	vizinha: {
		name: 'Loja Vizinha',
		country: 'BRAZIL',
		currency: 'BRL',
		timezone: 'America/Sao_Paulo',
	},
} as const

/** The figures the table above says, as GET /overview answers them (cashiers by name). */
export const OVERVIEW_EXPECTED = {
	BRL: {
		cashierCount: 3,
		balance: 52_700,
		overdueToReceive: 6_000,
		overdueToPay: 750,
		dueSoonToReceive: 3_500,
		dueSoonToPay: 700,
		cashiers: {
			'Bank account': {
				balance: 53_000,
				overdueToReceive: 5_000,
				overdueToPay: 0,
				dueSoonToReceive: 0,
				dueSoonToPay: 0,
			},
			'Shared drawer': {
				balance: 0,
				overdueToReceive: 0,
				overdueToPay: 250,
				dueSoonToReceive: 1_500,
				dueSoonToPay: 0,
			},
			Till: {
				balance: -300,
				overdueToReceive: 1_000,
				overdueToPay: 500,
				dueSoonToReceive: 2_000,
				dueSoonToPay: 700,
			},
		},
	},
	EUR: {
		cashierCount: 1,
		balance: 250,
		overdueToReceive: 600,
		overdueToPay: 0,
		dueSoonToReceive: 0,
		dueSoonToPay: 400,
		cashiers: {
			'Caixa Lisboa': {
				balance: 250,
				overdueToReceive: 600,
				overdueToPay: 0,
				dueSoonToReceive: 0,
				dueSoonToPay: 400,
			},
		},
	},
} as const

export interface OverviewPerson {
	token: string
	profileId: string
}

export interface OverviewBooks {
	/** Cashier ids by name. */
	cashiers: Record<string, string>
	units: Record<keyof typeof OVERVIEW_UNITS, string>
}

/** Before every record: a cashier's opening date bounds its records' dates. */
const OPENED_ON = '2020-01-01'

type Installment = { day: number; amount: number; paid?: boolean; partly?: number }

/** The reader's books, and the other owner's cashiers the reader works on or audits. */
export async function writeOverviewBooks(
	target: OverviewApiTarget,
	db: Kysely<Database>,
	reader: OverviewPerson,
	other: OverviewPerson,
	now: number,
): Promise<OverviewBooks> {
	const call = caller(target)
	const cashiers: Record<string, string> = {}
	const units = {} as Record<keyof typeof OVERVIEW_UNITS, string>
	const start = async (person: OverviewPerson, key: keyof typeof OVERVIEW_UNITS, name: string) => {
		const { name: unitName, country, currency, timezone } = OVERVIEW_UNITS[key]
		const cashier = await call<{ id: string; unit: { id: string } }>(
			person,
			'POST',
			'/publics/units',
			{
				unitName,
				cashierName: name,
				country,
				currency,
				timezone,
			},
		)
		units[key] = cashier.unit.id
		cashiers[name] = cashier.id
	}
	const add = async (
		person: OverviewPerson,
		key: keyof typeof OVERVIEW_UNITS,
		name: string,
		openingBalance = 0,
	) => {
		const cashier = await call<{ id: string }>(person, 'POST', `/units/${units[key]}/cashiers`, {
			name,
			openingBalance,
			openingDate: OPENED_ON,
		})
		cashiers[name] = cashier.id
	}
	const record = async (
		person: OverviewPerson,
		key: keyof typeof OVERVIEW_UNITS,
		cashier: string,
		input: boolean,
		installments: Installment[],
	) => {
		const today = calendarDateIn(now, OVERVIEW_UNITS[key].timezone)
		const written = await call<{ payments: { id: string }[] }>(
			person,
			'POST',
			`/cashiers/${cashiers[cashier]}/inventories`,
			{
				input,
				issuedOn: addDays(today, -30),
				total: installments.reduce((sum, each) => sum + each.amount, 0),
				payments: installments.map((each) => ({
					dueDate: addDays(today, each.day),
					amount: each.amount,
					...(each.paid ? { paid: true } : {}),
				})),
			},
		)
		for (const [index, each] of installments.entries()) {
			const payment = written.payments[index]
			if (each.partly && payment) {
				await call(
					person,
					'POST',
					`/cashiers/${cashiers[cashier]}/payments/${payment.id}/partial-payment`,
					{
						amount: each.partly,
					},
				)
			}
		}
	}

	await start(reader, 'padaria', 'Till')
	await add(reader, 'padaria', 'Bank account', 50_000)
	await add(reader, 'padaria', 'Old drawer')
	await start(reader, 'lisboa', 'Caixa Lisboa')
	await start(other, 'vizinha', 'Shared drawer')
	await add(other, 'vizinha', 'Audited till')
	await call(
		other,
		'POST',
		`/units/${units.vizinha}/cashiers/${cashiers['Shared drawer']}/collaborators`,
		{
			profileId: reader.profileId,
		},
	)
	await addCashierAuditor(db, cashiers['Audited till'] ?? '', reader.profileId, now, now)

	// Till: overdue yesterday, due today (soon), due in 7 days (neither); out: overdue, due on the
	// last day of the seven, one paid.
	await record(reader, 'padaria', 'Till', true, [
		{ day: -1, amount: 1_000 },
		{ day: 0, amount: 2_000 },
		{ day: 7, amount: 4_000 },
	])
	await record(reader, 'padaria', 'Till', false, [
		{ day: -8, amount: 500 },
		{ day: 6, amount: 700 },
		{ day: -6, amount: 300, paid: true },
	])
	// Bank account: 8000 overdue, 3000 of it paid: 5000 still owed.
	await record(reader, 'padaria', 'Bank account', true, [
		{ day: -17, amount: 8_000, partly: 3_000 },
	])
	await record(reader, 'padaria', 'Old drawer', true, [{ day: -3, amount: 7_777 }])
	await call(reader, 'PUT', `/units/${units.padaria}/cashiers/${cashiers['Old drawer']}`, {
		name: 'Old drawer',
		openingBalance: 0,
		openingDate: OPENED_ON,
		archived: true,
	})
	// Caixa Lisboa: yesterday in Lisbon (which may still be today in São Paulo), the last day of
	// the seven, the day after it, and one paid.
	await record(reader, 'lisboa', 'Caixa Lisboa', true, [
		{ day: -1, amount: 600 },
		{ day: 0, amount: 250, paid: true },
	])
	await record(reader, 'lisboa', 'Caixa Lisboa', false, [
		{ day: 6, amount: 400 },
		{ day: 7, amount: 100 },
	])
	await record(other, 'vizinha', 'Shared drawer', true, [{ day: 2, amount: 1_500 }])
	await record(other, 'vizinha', 'Shared drawer', false, [{ day: -17, amount: 250 }])
	await record(other, 'vizinha', 'Audited till', true, [{ day: -2, amount: 9_999 }])
	await record(other, 'vizinha', 'Audited till', false, [{ day: 1, amount: 8_888 }])
	return { cashiers, units }
}

function caller(target: OverviewApiTarget) {
	return async function call<T>(
		person: OverviewPerson,
		method: 'POST' | 'PUT',
		path: string,
		body: unknown,
	): Promise<T> {
		const response = await target.fetch(
			new Request(`http://caixa.internal${API_BASE}${path}`, {
				method,
				headers: { Authorization: `Bearer ${person.token}`, 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			}),
		)
		const text = await response.text()
		if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
		return (text ? JSON.parse(text) : undefined) as T
	}
}
