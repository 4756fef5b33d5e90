import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import { type Inventory, inventoryRowListSchema, inventorySchema } from '@caixa/contract/inventory'
import { paymentListSchema, paymentSchema } from '@caixa/contract/payment'
import { unitCashierListSchema } from '@caixa/contract/unit-cashier'
import { unitFullSchema } from '@caixa/contract/unit-details'
import { MAX_LEDGER_AMOUNT, MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import {
	type Cast,
	categoryOfKind,
	createCast,
	expectBalanceInvariant,
	expectBooksBalanced,
	expectLedgerVolumeInvariant,
	type Member,
	useTestApi,
} from '@caixa/testing'

// The money bounds (domain/ledger-bounds.ts): one amount at most 10^13, a unit's books at
// most 2^53 − 1 in all, so no balance or sum is ever rounded and no read answers 500. Every
// sequence the issue found is replayed here, and after each: 4xx, the books balanced (balance =
// opening + in − out), the stored volume what the books hold, and every read that shows money 200.

const E13 = MAX_LEDGER_AMOUNT
/** What is left of the bound once 900 records of 10^13 are in: 7 199 254 740 991. */
const REST = MAX_LEDGER_VOLUME - 900 * E13

describe('money bounds on every write path', () => {
	const api = useTestApi()
	let cast: Cast
	let income: string

	const record = (
		body: Record<string, unknown>,
		member: Member = cast.owner,
		cashierId = cast.cashier.id,
	) =>
		api.post(
			`/cashiers/${cashierId}/inventories`,
			{ input: true, issuedOn: '2025-01-10', categoryId: income, ...body },
			member.headers,
		)
	const created = async (response: Response): Promise<Inventory> => {
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json())
	}
	const refused = async (response: Response, status: number, code: string, path?: string) => {
		expect(response.status, await response.clone().text()).toBe(status)
		const problem = (await response.json()) as { code?: string; errors?: Array<{ path: string }> }
		expect(problem.code).toBe(code)
		if (path) expect(problem.errors?.map((error) => error.path)).toContain(path)
	}
	const setOpening = (openingBalance: number) =>
		api.put(
			`/units/${cast.unit.id}/cashiers/${cast.cashier.id}`,
			{ name: 'Main till', openingBalance, openingDate: '2025-01-01' },
			cast.owner.headers,
		)
	const paymentPath = (paymentId: string) => `/cashiers/${cast.cashier.id}/payments/${paymentId}`

	/** Every read that shows this unit's money answers 200, with the figures exact. */
	const expectReadsWhole = async () => {
		const headers = cast.owner.headers
		const cashier = await api.getOk(`/cashiers/${cast.cashier.id}`, cashierSchema, headers)
		const other = await api.getOk(`/cashiers/${cast.otherCashier.id}`, cashierSchema, headers)
		const portal = await api.getOk('/cashiers?size=100', cashierListSchema, headers)
		expect(portal.find((row) => row.id === cast.cashier.id)?.balance).toBe(cashier.balance)
		const full = await api.getOk(`/units/${cast.unit.id}/full`, unitFullSchema, headers)
		expect(full.figures.balance).toBe(cashier.balance + other.balance)
		const unitCashiers = await api.getOk(
			`/units/${cast.unit.id}/cashiers`,
			unitCashierListSchema,
			headers,
		)
		expect(unitCashiers.find((row) => row.id === cast.cashier.id)?.balance).toBe(cashier.balance)
		await api.getOk(`/cashiers/${cast.cashier.id}/inventories`, inventoryRowListSchema, headers)
		await api.getOk(`/cashiers/${cast.cashier.id}/payments`, paymentListSchema, headers)
		expect(Number.isSafeInteger(cashier.balance)).toBe(true)
		return cashier
	}

	beforeAll(async () => {
		cast = await createCast(api.db, api.clock)
		income = await categoryOfKind(api.db, cast.unit.id, 'INCOME')
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, cast.unit.id)
	})

	it('refuses an opening balance past 10^13 (422), new or edited', async () => {
		const edited = await setOpening(Number.MAX_SAFE_INTEGER)
		expect(edited.status).toBe(422)
		expect(await edited.json()).toMatchObject({ errors: [{ path: 'openingBalance' }] })
		const added = await api.post(
			`/units/${cast.unit.id}/cashiers`,
			{ name: 'Vault', openingBalance: -(E13 + 1) },
			cast.owner.headers,
		)
		expect(added.status).toBe(422)
		expect(await expectBalanceInvariant(api.db, cast.cashier.id)).toBe(0)
	})

	it(
		'takes 900 paid records of 10^13 from a unit collaborator and refuses the 901st (409 LEDGER_LIMIT)',
		{ timeout: 240_000 },
		async () => {
			for (let index = 0; index < 900; index += 1) {
				const response = await record({ total: E13, paid: true }, cast.unitCollaborator)
				expect(response.status, await response.clone().text()).toBe(201)
			}
			await refused(
				await record({ total: E13, paid: true }, cast.unitCollaborator),
				409,
				'LEDGER_LIMIT',
				'total',
			)
			expect(await expectBalanceInvariant(api.db, cast.cashier.id)).toBe(900 * E13)
			expect(await expectLedgerVolumeInvariant(api.db, cast.unit.id)).toBe(900 * E13)
			await expectReadsWhole()
		},
	)

	it('fills the rest with the opening balance, exactly to 2^53 − 1, then refuses paid records of 1', async () => {
		await refused(await setOpening(REST + 1), 409, 'LEDGER_LIMIT', 'openingBalance')
		await refused(await setOpening(-(REST + 1)), 409, 'LEDGER_LIMIT', 'openingBalance')
		expect((await setOpening(REST)).status).toBe(200)
		expect(await expectBalanceInvariant(api.db, cast.cashier.id)).toBe(MAX_LEDGER_VOLUME)
		for (let attempt = 0; attempt < 3; attempt += 1) {
			await refused(await record({ total: 1, paid: true }), 409, 'LEDGER_LIMIT')
		}
		// Money out is refused alike: it too would take the unit's books past what stays exact.
		const expense = await categoryOfKind(api.db, cast.unit.id, 'EXPENSE')
		await refused(
			await record({ input: false, total: 1, paid: true, categoryId: expense }),
			409,
			'LEDGER_LIMIT',
		)
		// Another cashier of the unit shares the bound.
		await refused(await record({ total: 1 }, cast.owner, cast.otherCashier.id), 409, 'LEDGER_LIMIT')
		await refused(
			await api.post(
				`/units/${cast.unit.id}/cashiers`,
				{ name: 'Vault', openingBalance: 1 },
				cast.owner.headers,
			),
			409,
			'LEDGER_LIMIT',
			'openingBalance',
		)
		const cashier = await expectReadsWhole()
		expect(cashier).toMatchObject({ openingBalance: REST, balance: MAX_LEDGER_VOLUME })
	})

	it('frees room on delete; interest and late fees past it are refused; paying never is, and stays exact', async () => {
		const rows = await api.getOk(
			`/cashiers/${cast.cashier.id}/inventories?size=1`,
			inventoryRowListSchema,
			cast.owner.headers,
		)
		const first = rows[0]
		if (!first) throw new Error('no record')
		const deleted = await api.app.request(
			`/caixa/api/cashiers/${cast.cashier.id}/inventories/${first.id}`,
			{ method: 'DELETE', headers: cast.owner.headers },
		)
		expect(deleted.status).toBe(204)
		expect(await expectBalanceInvariant(api.db, cast.cashier.id)).toBe(MAX_LEDGER_VOLUME - E13)

		// A pending record that leaves room for 5.
		const pending = await created(await record({ total: E13 - 5 }))
		const installment = pending.payments[0]
		if (!installment) throw new Error('no installment')
		const charges = `${paymentPath(installment.id)}/interest-and-late-fee`
		await refused(
			await api.post(charges, { interest: 4, lateFee: 2 }, cast.owner.headers),
			409,
			'LEDGER_LIMIT',
			'interest',
		)
		// From rates: 1 % a month on ~10^13, a month and more late, is far past the room left.
		await refused(
			await api.post(
				charges,
				{ monthlyInterestRate: 1, lateFeeRate: 2, asOf: '2025-03-01' },
				cast.owner.headers,
			),
			409,
			'LEDGER_LIMIT',
		)
		expect((await api.post(charges, { interest: 3, lateFee: 2 }, cast.owner.headers)).status).toBe(
			200,
		)
		expect(await expectLedgerVolumeInvariant(api.db, cast.unit.id)).toBe(MAX_LEDGER_VOLUME)

		// Paying, in part and then in full, moves cash the books already counted: never refused.
		const part = await api.post(
			`${paymentPath(installment.id)}/partial-payment`,
			{ amount: E13 / 2 },
			cast.owner.headers,
		)
		expect(part.status, await part.clone().text()).toBe(201)
		const over = await api.post(
			`${paymentPath(installment.id)}/partial-payment`,
			{ amount: E13 },
			cast.owner.headers,
		)
		await refused(over, 409, 'EXCEEDS_REMAINING')
		const rest = await api.put(paymentPath(installment.id), { paid: true }, cast.owner.headers)
		expect(rest.status, await rest.clone().text()).toBe(200)
		expect(await expectBalanceInvariant(api.db, cast.cashier.id)).toBe(MAX_LEDGER_VOLUME)
		const cashier = await expectReadsWhole()
		expect(cashier.balance).toBe(MAX_LEDGER_VOLUME)
	})

	it('refuses a raised installment amount past the room, and takes a lowered one', async () => {
		// A smaller opening balance frees 10; a record of two installments of 5 takes it.
		expect((await setOpening(REST - 10)).status).toBe(200)
		const split = await created(
			await record({
				total: 10,
				installments: { count: 2, firstDueDate: '2025-02-10', every: 'MONTH' },
			}),
		)
		const [one] = split.payments
		if (!one) throw new Error('no installment')
		await refused(
			await api.put(paymentPath(one.id), { amount: 6 }, cast.owner.headers),
			409,
			'LEDGER_LIMIT',
			'amount',
		)
		const lowered = await api.put(paymentPath(one.id), { amount: 4 }, cast.owner.headers)
		expect(lowered.status, await lowered.clone().text()).toBe(200)
		expect(await expectLedgerVolumeInvariant(api.db, cast.unit.id)).toBe(MAX_LEDGER_VOLUME - 1)
		await expectReadsWhole()
	})

	it('lets only one of two records racing for the last room in', async () => {
		const room = MAX_LEDGER_VOLUME - (await expectLedgerVolumeInvariant(api.db, cast.unit.id))
		expect((await setOpening(REST - 1_000)).status).toBe(200)
		const last = room + 990
		const answers = await Promise.all([
			record({ total: last, paid: true }),
			record({ total: last, paid: true }, cast.unitCollaborator),
		])
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
		await expectReadsWhole()
	})
})

describe('an installment’s amount stays within the record maximum', () => {
	const api = useTestApi({ cast: true })
	let income: string

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
	})

	it('refuses 422 AMOUNT_LIMIT when raising installments would take the total past 10^13', async () => {
		const response = await api.post(
			`/cashiers/${api.cast.cashier.id}/inventories`,
			{
				input: true,
				issuedOn: '2025-01-10',
				categoryId: income,
				total: 2_000,
				installments: { count: 2, firstDueDate: '2025-02-10', every: 'MONTH' },
			},
			api.cast.owner.headers,
		)
		expect(response.status).toBe(201)
		const record = inventorySchema.parse(await response.json())
		const path = (id: string) => `/cashiers/${api.cast.cashier.id}/payments/${id}`
		const [one, two] = record.payments
		if (!one || !two) throw new Error('two installments')
		const raised = await api.put(path(one.id), { amount: E13 }, api.cast.owner.headers)
		expect(raised.status, await raised.clone().text()).toBe(422)
		expect(await raised.json()).toMatchObject({
			code: 'AMOUNT_LIMIT',
			errors: [{ path: 'amount' }],
		})
		// Up to the maximum, exactly, it goes; the other one then cannot follow.
		expect(
			(await api.put(path(one.id), { amount: E13 - 1_000 }, api.cast.owner.headers)).status,
		).toBe(200)
		const second = await api.put(path(two.id), { amount: E13 }, api.cast.owner.headers)
		expect(second.status).toBe(422)
		const after = await api.getOk(
			`/cashiers/${api.cast.cashier.id}/inventories/${record.id}`,
			inventorySchema,
			api.cast.owner.headers,
		)
		expect(after.total).toBe(E13)
		expect(after.payments.map((payment) => payment.amount)).toEqual([E13 - 1_000, 1_000])
	})

	it('refuses computed interest past 10^13 with 422 AMOUNT_LIMIT, never a 500', async () => {
		const response = await api.post(
			`/cashiers/${api.cast.cashier.id}/inventories`,
			{ input: true, issuedOn: '2025-01-01', categoryId: income, total: E13 },
			api.cast.owner.headers,
		)
		const record = inventorySchema.parse(await response.json())
		const installment = record.payments[0]
		if (!installment) throw new Error('no installment')
		const charges = `/cashiers/${api.cast.cashier.id}/payments/${installment.id}/interest-and-late-fee`
		for (const asOf of ['2025-04-15', '2199-12-31']) {
			const answer = await api.post(
				charges,
				{ monthlyInterestRate: 100, lateFeeRate: 2, asOf },
				api.cast.owner.headers,
			)
			expect(answer.status, await answer.clone().text()).toBe(422)
			expect(await answer.json()).toMatchObject({
				code: 'AMOUNT_LIMIT',
				errors: [{ path: 'monthlyInterestRate' }],
			})
		}
		const payment = await api.getOk(
			`/cashiers/${api.cast.cashier.id}/payments/${installment.id}`,
			paymentSchema,
			api.cast.owner.headers,
		)
		expect(payment).toMatchObject({ interest: 0, lateFee: 0 })
	})
})
