import { beforeAll, describe, expect, it } from 'vitest'
import { type Overview, overviewSchema } from '@caixa/contract/overview'
import { paymentListSchema } from '@caixa/contract/payment'
import { type Member, manualClock, useTestApi } from '@caixa/testing'
import {
	OVERVIEW_EXPECTED,
	type OverviewBooks,
	writeOverviewBooks,
} from '@caixa/testing/overview-books'

// GET /overview over testing/overview-books.ts (its table says every figure and why), at a moment
// when São Paulo is still on 18 March and Lisbon already on the 19th: each unit's overdue and due
// soon are counted from its own today. Runs on SQLite, and on PostgreSQL under
// scripts/with-postgres.sh.

const AT = Date.UTC(2025, 2, 19, 1, 30)

describe('GET /caixa/api/overview', () => {
	const api = useTestApi({ clock: manualClock(AT) })
	let reader: Member
	let other: Member
	let books: OverviewBooks
	let answer: Overview

	beforeAll(async () => {
		reader = await api.signIn({ name: 'Rita', surname: 'Reader', email: 'rita@example.com' })
		other = await api.signIn({ name: 'Otto', surname: 'Other', email: 'otto@example.com' })
		books = await writeOverviewBooks(api.app, api.db, reader, other, AT)
		answer = await api.getOk('/overview', overviewSchema, reader.headers)
	}, 60_000)

	it('sums each currency apart, from each unit’s own today, and only what the reader writes', () => {
		expect(answer.currencies.map((block) => block.currency)).toEqual(['BRL', 'EUR'])
		for (const block of answer.currencies) {
			const expected = OVERVIEW_EXPECTED[block.currency as keyof typeof OVERVIEW_EXPECTED]
			const { cashiers, ...figures } = expected
			expect(block).toMatchObject(figures)
			// By name; the audited and the archived cashiers are not there.
			expect(block.cashiers.map((cashier) => cashier.name)).toEqual(Object.keys(cashiers))
			for (const cashier of block.cashiers) {
				expect(cashier, cashier.name).toMatchObject(cashiers[cashier.name as keyof typeof cashiers])
			}
		}
	})

	it('says each cashier’s today and the last of its seven days, in its unit’s zone', () => {
		const days = Object.fromEntries(
			answer.currencies.flatMap((block) =>
				block.cashiers.map((cashier) => [cashier.name, [cashier.today, cashier.dueSoonTo]]),
			),
		)
		expect(days).toEqual({
			'Bank account': ['2025-03-18', '2025-03-24'],
			'Shared drawer': ['2025-03-18', '2025-03-24'],
			Till: ['2025-03-18', '2025-03-24'],
			'Caixa Lisboa': ['2025-03-19', '2025-03-25'],
		})
	})

	it('adds up: each block is the sum of its cashiers', () => {
		for (const block of answer.currencies) {
			for (const key of [
				'overdueToReceive',
				'overdueToPay',
				'dueSoonToReceive',
				'dueSoonToPay',
			] as const) {
				const sum = block.cashiers.reduce((total, cashier) => total + cashier[key], 0)
				expect(sum, `${block.currency} ${key}`).toBe(block[key])
			}
		}
	})

	it('each figure is what the cashier’s payments list answers with the same filters', async () => {
		const remaining = async (cashierId: string, query: string) => {
			const rows = await api.getOk(
				`/cashiers/${cashierId}/payments?size=100&${query}`,
				paymentListSchema,
				reader.headers,
			)
			return rows.reduce((total, row) => total + row.remaining, 0)
		}
		const noon = (day: string) => Date.parse(`${day}T12:00:00Z`)
		let checked = 0
		for (const cashier of answer.currencies.flatMap((block) => block.cashiers)) {
			const soon = `status=PENDING&status=PARTIALLY_PAID&zone=UTC&dueFrom=${noon(cashier.today)}&dueTo=${noon(cashier.dueSoonTo)}`
			for (const [input, overdue, dueSoon] of [
				[true, cashier.overdueToReceive, cashier.dueSoonToReceive],
				[false, cashier.overdueToPay, cashier.dueSoonToPay],
			] as const) {
				expect(await remaining(cashier.id, `status=OVERDUE&input=${input}`), cashier.name).toBe(
					overdue,
				)
				expect(await remaining(cashier.id, `${soon}&input=${input}`), cashier.name).toBe(dueSoon)
				checked += 1
			}
		}
		expect(checked).toBe(8)
		expect(books.cashiers['Audited till']).toBeDefined()
	})

	it('moves with the clock: a day later in both zones, the due-today installments are overdue', async () => {
		api.clock.set(AT + 86_400_000)
		try {
			const later = await api.getOk('/overview', overviewSchema, reader.headers)
			const brl = later.currencies.find((block) => block.currency === 'BRL')
			// Till's 2000 due on the 18th is now overdue; its 4000 due on the 25th comes into the seven.
			expect(brl).toMatchObject({
				overdueToReceive: 8_000,
				dueSoonToReceive: 1_500 + 4_000,
			})
		} finally {
			api.clock.set(AT)
		}
	})

	it('is empty for someone who writes no cashier, auditors included', async () => {
		const auditor = await api.signIn({
			name: 'Ana',
			surname: 'Auditor',
			email: 'ana.auditor@example.com',
		})
		const { addAuditor } = await import('@caixa/testing')
		await addAuditor(api.db, books.cashiers['Audited till'] ?? '', auditor.profileId, { now: AT })
		expect(await api.getOk('/overview', overviewSchema, auditor.headers)).toEqual({
			currencies: [],
		})
	})

	it('answers 401 without a session', async () => {
		const response = await api.get('/overview')
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toContain('application/problem+json')
	})
})
