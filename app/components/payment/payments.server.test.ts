import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseWithZod } from '@conform-to/zod/v4'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import { partialPaymentSchema } from '~/components/payment/payment-forms'
import type * as CaixaRefusal from '~/server/caixa-refusal.server'
import type * as CaixaServer from '~/server/caixa.server'
import type * as CashierPage from '~/components/layouts/cashier-page.server'
import type * as Payments from '~/components/payment/payments.server'

// The payment screens' server half against the real API in process: where the interest form's
// rates start for the owner and for a cashier collaborator (who may not read the unit), the
// institutions offered, and an over-payment's 409 worded on the amount field.

type Module = typeof Payments

const t = (key: string) => key
const request = new Request('http://localhost/cashier/x/payment')

let dataDir: string
let payments: Module
let loadCashierOfPage: typeof CashierPage.loadCashierOfPage
let handleCaixaRefusal: typeof CaixaRefusal.handleCaixaRefusal
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let helper: MintedSession
let unitId: string
let cashierId: string
let paymentId: string

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-payments-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	payments = await import('~/components/payment/payments.server')
	;({ loadCashierOfPage } = await import('~/components/layouts/cashier-page.server'))
	;({ handleCaixaRefusal } = await import('~/server/caixa-refusal.server'))
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	helper = await mintSession({ name: 'Caio', surname: 'Reis', email: 'caio@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Padaria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	;({
		id: cashierId,
		unit: { id: unitId },
	} = cashier)
	await call(endpoints.units.cashiers.collaborators.add, {
		params: { unitId, cashierId },
		token: owner.token,
		body: { profileId: helper.profile.id },
	})
	const { data: record } = await call(endpoints.cashiers.inventories.create, {
		params: { id: cashierId },
		token: owner.token,
		body: { input: true, issuedOn: '2026-01-01', total: 10_000 },
	})
	paymentId = record.payments[0]?.id ?? ''
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('interestStart', () => {
	it("gives the owner the unit's own defaults, and the cashier its unit's zone", async () => {
		await call(endpoints.units.update, {
			params: { unitId },
			token: owner.token,
			body: { interestDefaults: { lateFeeBasisPoints: 150, monthlyInterestBasisPoints: 90 } },
		})
		await expect(
			payments.interestStart({ token: owner.token, request }, unitId, 'BRL'),
		).resolves.toEqual({
			defaults: { lateFeeBasisPoints: 150, monthlyInterestBasisPoints: 90 },
			fromUnit: true,
		})
		const cashier = await loadCashierOfPage({ token: owner.token, request }, cashierId)
		expect(cashier.unit.timezone).toBe('America/Sao_Paulo')
	})

	it("gives a cashier collaborator, who may not read the unit, a BRL unit's starting rates", async () => {
		const caller = { token: helper.token, request }
		await expect(payments.interestStart(caller, unitId, 'BRL')).resolves.toEqual({
			defaults: { lateFeeBasisPoints: 200, monthlyInterestBasisPoints: 100 },
			fromUnit: false,
		})
		await expect(payments.interestStart(caller, unitId, 'EUR')).resolves.toMatchObject({
			defaults: { lateFeeBasisPoints: 0, monthlyInterestBasisPoints: 0 },
		})
		// The cashier itself tells them its unit's zone, which the unit's page would not.
		const cashier = await loadCashierOfPage(caller, cashierId)
		expect(cashier.unit.timezone).toBe('America/Sao_Paulo')
	})
})

describe('institutionOptions', () => {
	it('offers cash first, and a payment’s own bank when it is further down the list', async () => {
		const caller = { token: helper.token, request }
		const options = await payments.institutionOptions(caller, cashierId, null)
		expect(options).toHaveLength(100)
		expect(options[0]?.value).toBe('CASH')
		const far = { id: 'BR-ZZZ', code: 'ZZZ', name: 'Banco Longe' }
		const withFar = await payments.institutionOptions(caller, cashierId, far)
		expect(withFar[0]).toEqual({ value: 'BR-ZZZ', label: 'ZZZ · Banco Longe' })
	})
})

describe('paymentRefusal', () => {
	it('words EXCEEDS_REMAINING on the amount and keeps what was typed', async () => {
		const body = new FormData()
		body.set('amount', '150,00')
		body.set('idempotencyKey', 'view-1')
		const submission = parseWithZod(body, { schema: partialPaymentSchema('BRL', t) })
		let answer: unknown
		try {
			await call(endpoints.cashiers.payments.partial, {
				params: { id: cashierId, paymentId },
				token: helper.token,
				body: { amount: 15_000 },
			})
		} catch (error) {
			answer = await handleCaixaRefusal(
				request,
				submission,
				error,
				payments.paymentRefusal(t, 'amount'),
			)
		}
		const { data, init } = answer as {
			data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
			init: { status: number }
		}
		expect(init.status).toBe(409)
		expect(data.result.error).toEqual({ amount: ['ledger:problem.EXCEEDS_REMAINING'] })
		expect(data.result.initialValue).toMatchObject({ amount: '150,00' })
	})

	it("makes another cashier's payment the page's 404", async () => {
		const stranger = await mintSession({ name: 'Edu', surname: 'Reis', email: 'edu@example.com' })
		const caught = await payments
			.loadPayment({ token: stranger.token, request }, cashierId, paymentId)
			.catch((error: unknown) => error)
		expect(caught).toBeInstanceOf(Response)
		expect((caught as Response).status).toBe(404)
	})
})
