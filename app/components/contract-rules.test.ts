import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing/api'
import { formErrorMap } from '~/components/form-errors'
import { clientOrSupplierFormSchema } from '~/components/master-data/client-or-supplier-validation'
import { productFormSchema } from '~/components/master-data/product-validation'
import { partialPaymentSchema } from '~/components/payment/payment-forms'
import { recordFormSchema } from '~/components/record-form/schema'
import { createCashierSchema } from '~/components/unit-schemas'
import { unitDetailsSchema } from '~/routes/_inside.unit.$unitId.edit/unit-validation'

// The web's forms and the API refuse the same inputs, because the forms are built from the API's
// own body schemas: each input below goes through a form's schema as a plain post would, and to
// the real API in process; the form refuses it exactly when the API answers 422 on that field.
// (The API's business refusals — a 409 for paying more than remains — are not the form's.)

const t = (key: string) => key
const api = useTestApi({ cast: true })

/** Whether the form refuses `field` of this post (Conform leaves an empty input out). */
function formRefuses(
	schema: Parameters<typeof parseWithZod>[1]['schema'],
	fields: Record<string, string>,
	field: string,
): boolean {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	const submission = parseWithZod(body, { schema, error: formErrorMap(t) })
	if (submission.status !== 'error') return false
	return Boolean((submission.error as Record<string, string[] | null>)[field]?.length)
}

/** Whether the API answers 422 naming `field`. */
async function apiRefuses(response: Response, field: string): Promise<boolean> {
	if (response.status !== 422) return false
	const problem = (await response.json()) as { errors?: Array<{ path: string }> }
	return Boolean(problem.errors?.some((error) => error.path === field))
}

/** Each input's two verdicts, to compare at once (the failure names the input). */
async function verdicts<T>(
	inputs: readonly T[],
	form: (input: T) => boolean,
	apiCall: (input: T) => Promise<boolean>,
) {
	const results = []
	for (const input of inputs) results.push({ input, form: form(input), api: await apiCall(input) })
	return results
}

function expectSameVerdicts(results: Array<{ input: unknown; form: boolean; api: boolean }>) {
	for (const { input, form, api } of results) {
		expect({ input, formRefuses: form }).toEqual({ input, formRefuses: api })
	}
	// Both sides of every rule were exercised: something accepted, something refused.
	expect(new Set(results.map((result) => result.api))).toEqual(new Set([true, false]))
}

describe("the unit's details form and PUT /units/{unitId}", () => {
	const details = {
		intent: 'details',
		name: 'Padaria Central',
		country: 'BRAZIL',
		currency: 'BRL',
		timezone: 'America/Sao_Paulo',
	}
	const put = (body: Record<string, string>) =>
		api.put(`/units/${api.cast.unit.id}`, body, api.cast.owner.headers)

	it('refuse the same phones', async () => {
		const phones = [
			'+55 11 3333-4444',
			'(11) 3333-4444',
			'11.3333.4444',
			'5',
			'55',
			'call me',
			'+',
			'+-11',
			'-11 3333',
			'11 3333-',
			'11 3333 4444 ext 5',
			'1'.repeat(30),
			'1'.repeat(31),
			' 1'.repeat(15),
		]
		expectSameVerdicts(
			await verdicts(
				phones,
				(phone) => formRefuses(unitDetailsSchema, { ...details, phone }, 'phone'),
				async (phone) => apiRefuses(await put({ phone }), 'phone'),
			),
		)
	})

	it('refuse the same lengths and e-mails', async () => {
		const cases = [
			...[80, 81].map((length) => ({ field: 'name', value: 'n'.repeat(length) })),
			...[40, 41].map((length) => ({ field: 'document', value: 'd'.repeat(length) })),
			...[300, 301].map((length) => ({ field: 'address', value: 'a'.repeat(length) })),
			{ field: 'email', value: `${'e'.repeat(242)}@example.com` },
			{ field: 'email', value: `${'e'.repeat(243)}@example.com` },
			{ field: 'email', value: 'not an address' },
			{ field: 'email', value: 'shop@example.com' },
			{ field: 'currency', value: 'brl' },
			{ field: 'country', value: 'ATLANTIS' },
			{ field: 'country', value: 'PORTUGAL' },
		]
		expectSameVerdicts(
			await verdicts(
				cases,
				({ field, value }) => formRefuses(unitDetailsSchema, { ...details, [field]: value }, field),
				async ({ field, value }) => apiRefuses(await put({ [field]: value }), field),
			),
		)
	})
})

describe("a client's or supplier's form and POST /units/{unitId}/clients-or-suppliers", () => {
	it('refuse the same lengths, phones and e-mails', async () => {
		const cases = [
			...[80, 81].map((length) => ({ field: 'name', value: 'n'.repeat(length) })),
			...[40, 41].map((length) => ({ field: 'phone', value: '9'.repeat(length) })),
			{ field: 'email', value: 'not an address' },
			{ field: 'email', value: 'buyer@example.com' },
		]
		const schema = clientOrSupplierFormSchema(t, 'BRAZIL')
		expectSameVerdicts(
			await verdicts(
				cases,
				({ field, value }) =>
					formRefuses(schema, { name: 'Maria', kind: 'CLIENT', [field]: value }, field),
				async ({ field, value }) =>
					apiRefuses(
						await api.post(
							`/units/${api.cast.unit.id}/clients-or-suppliers`,
							{ name: 'Maria', kind: 'CLIENT', [field]: value },
							api.cast.owner.headers,
						),
						field,
					),
			),
		)
	})
})

describe('the create-cashier form and the quick start, POST /publics/units', () => {
	it('refuse the same names and countries', async () => {
		const quickStart = { unitName: 'Padaria', cashierName: 'Balcão', country: 'BRAZIL' }
		const cases = [
			...[80, 81].map((length) => ({ field: 'unitName', value: 'u'.repeat(length) })),
			...[80, 81].map((length) => ({ field: 'cashierName', value: 'c'.repeat(length) })),
			{ field: 'country', value: 'ATLANTIS' },
			{ field: 'country', value: 'brazil' },
			{ field: 'country', value: 'PORTUGAL' },
			{ field: 'currency', value: 'EURO' },
			{ field: 'timezone', value: 'Europe/Lisbon' },
		]
		expectSameVerdicts(
			await verdicts(
				cases,
				({ field, value }) =>
					formRefuses(createCashierSchema, { ...quickStart, [field]: value }, field),
				async ({ field, value }) =>
					apiRefuses(
						await api.post(
							'/publics/units',
							{ ...quickStart, [field]: value },
							api.cast.stranger.headers,
						),
						field,
					),
			),
		)
	})
})

// Money is typed as text in a form and sent as minor units to the API: each case is the text a
// person types and the amount they mean by it.
describe('money fields and the API', () => {
	it("a product's price: the same limits as POST /units/{unitId}/products", async () => {
		const prices = [
			{ text: '0', minorUnits: 0 },
			{ text: '12,50', minorUnits: 1250 },
			{ text: '-0,01', minorUnits: -1 },
			{ text: '90.071.992.547.409,91', minorUnits: Number.MAX_SAFE_INTEGER },
		]
		const schema = productFormSchema('BRL', t)
		expectSameVerdicts(
			await verdicts(
				prices,
				({ text }) =>
					formRefuses(schema, { name: 'Bolo', kind: 'PRODUCT', unitPrice: text }, 'unitPrice'),
				async ({ minorUnits }) =>
					apiRefuses(
						await api.post(
							`/units/${api.cast.unit.id}/products`,
							{ name: 'Bolo', kind: 'PRODUCT', unitPrice: minorUnits },
							api.cast.owner.headers,
						),
						'unitPrice',
					),
			),
		)
	})

	it("a record's total: the same limits as POST /cashiers/{id}/inventories", async () => {
		const totals = [
			{ text: '-5', minorUnits: -500 },
			{ text: '0', minorUnits: 0 },
			{ text: '0,01', minorUnits: 1 },
			{ text: '100.000.000.000,00', minorUnits: 10 ** 13 },
			{ text: '100.000.000.000,01', minorUnits: 10 ** 13 + 1 },
		]
		const schema = recordFormSchema('BRL', t)
		const record = { idempotencyKey: 'rules', issuedOn: '2025-01-15', settlement: 'PAID_NOW' }
		expectSameVerdicts(
			await verdicts(
				totals,
				({ text }) => formRefuses(schema, { ...record, total: text }, 'total'),
				async ({ minorUnits }) =>
					apiRefuses(
						await api.post(
							`/cashiers/${api.cast.cashier.id}/inventories`,
							{ input: true, issuedOn: '2025-01-15', total: minorUnits },
							api.cast.owner.headers,
						),
						'total',
					),
			),
		)
	})

	it('a partial payment: the same limits as POST …/payments/{id}/partial-payment', async () => {
		const recorded = await api.post(
			`/cashiers/${api.cast.cashier.id}/inventories`,
			{ input: true, issuedOn: '2025-01-15', total: 10_000 },
			api.cast.owner.headers,
		)
		expect(recorded.status).toBe(201)
		const record = (await recorded.json()) as { payments: Array<{ id: string }> }
		const paymentId = record.payments[0]?.id
		const amounts = [
			{ text: '0', minorUnits: 0 },
			{ text: '0,01', minorUnits: 1 },
			{ text: '-5', minorUnits: -500 },
			// 10^13 minor units is the most the ledger takes (more than remains: a 409, not a 422).
			{ text: '100.000.000.000,00', minorUnits: 10 ** 13 },
			{ text: '100.000.000.000,01', minorUnits: 10 ** 13 + 1 },
		]
		const schema = partialPaymentSchema('BRL', t)
		expectSameVerdicts(
			await verdicts(
				amounts,
				({ text }) => formRefuses(schema, { amount: text }, 'amount'),
				async ({ minorUnits }) =>
					apiRefuses(
						await api.post(
							`/cashiers/${api.cast.cashier.id}/payments/${paymentId}/partial-payment`,
							{ amount: minorUnits },
							api.cast.owner.headers,
						),
						'amount',
					),
			),
		)
	})
})
