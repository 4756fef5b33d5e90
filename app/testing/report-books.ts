import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import type * as CaixaServer from '~/server/caixa.server'

// The report pages' loader tests run the real API in process over a database of their own, and
// keep the same small book: Ana's ice-cream shop (Sorveteria, its till Balcão, in Brazil), a
// stranger to it, and this month's sale and rent. Written once here.

type Call = typeof CaixaServer.caixaCall
type RecordCall = typeof CaixaServer.caixaCall<typeof endpoints.cashiers.inventories.create>
type RecordBody = Parameters<RecordCall>[1]['body']

/**
 * A data directory of the test's own for the API the web app runs in process (no
 * CAIXA_API_URL), set before anything of the app is imported: import the routes after this.
 */
export async function inProcessApi(prefix: string) {
	const dataDir = await mkdtemp(path.join(tmpdir(), prefix))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	const call: Call = (await import('~/server/caixa.server')).caixaCall
	return { call, remove: () => rm(dataDir, { recursive: true, force: true }) }
}

export type Shop = {
	owner: MintedSession
	stranger: MintedSession
	unitId: string
	cashierId: string
	/** The unit's today. */
	today: string
	/** A category of the unit, by name, kind and DRE group: its id. */
	category: (name: string, kind: 'INCOME' | 'EXPENSE', group: string) => Promise<string>
	/** A record in Balcão, by Ana. */
	record: (body: RecordBody) => ReturnType<RecordCall>
}

/** Ana's Sorveteria with its till Balcão, and Edu, a stranger to it. */
export async function iceCreamShop(call: Call): Promise<Shop> {
	const owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	const stranger = await mintSession({ name: 'Edu', surname: 'Lima', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	const unitId = cashier.unit.id
	return {
		owner,
		stranger,
		unitId,
		cashierId: cashier.id,
		today: calendarDateIn(Date.now(), cashier.unit.timezone),
		category: async (name, kind, group) =>
			(
				await call(endpoints.units.categories.create, {
					params: { unitId },
					token: owner.token,
					body: { name, kind, group: group as 'REVENUE' },
				})
			).data.id,
		record: (body) =>
			call(endpoints.cashiers.inventories.create, {
				params: { id: cashier.id },
				token: owner.token,
				body,
			}),
	}
}

/**
 * This month's book the income statement and the cash flow read: a sale of 120,00 (Sorvetes)
 * paid half today, the other half due today; rent of 80,00 (Aluguel) due today, open.
 */
export async function saleAndRent(shop: Shop) {
	const salesId = await shop.category('Sorvetes', 'INCOME', 'REVENUE')
	const rentId = await shop.category('Aluguel', 'EXPENSE', 'OPERATING_EXPENSE')
	await shop.record({
		input: true,
		issuedOn: shop.today,
		categoryId: salesId,
		total: 12_000,
		payments: [
			{ dueDate: shop.today, amount: 6_000, paid: true },
			{ dueDate: shop.today, amount: 6_000 },
		],
	})
	await shop.record({ input: false, issuedOn: shop.today, categoryId: rentId, total: 8_000 })
	return { salesId, rentId }
}

/** A loader's request of `url` by `session`, with the unit (and any other params) it names. */
export async function loaderArgs(
	session: MintedSession,
	url: string,
	params: Record<string, string>,
) {
	return { request: await signedInRequest(session, url), params, context: {} }
}

/** Where a page without a period is sent: its canonical URL. */
export async function canonicalOf(answer: Promise<unknown>) {
	const redirect = await thrownResponse(answer)
	expect(redirect.status).toBe(302)
	return new URL(redirect.headers.get('Location') ?? '', 'http://localhost')
}
