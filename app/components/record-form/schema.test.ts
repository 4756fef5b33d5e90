import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { lineTotal, parseQuantity, typedLinesTotal } from './quantity'
import { formPathOf, recordBody, recordFormSchema } from './schema'
import { previewPlan } from './settlement'

// Keys come back as themselves, so the tests read which message a field got.
const t = (key: string) => key

function form(entries: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(entries)) formData.append(name, value)
	return parseWithZod(formData, { schema: recordFormSchema('BRL', t) })
}

function errorsOf(submission: ReturnType<typeof form>) {
	return submission.reply().error
}

const base = {
	idempotencyKey: 'key-1',
	issuedOn: '2025-03-10',
	settlement: 'PAID_NOW',
}
const product = '0b6c4a55-3f43-4c55-8a0e-2f0d0c6f6e01'

describe('quantities', () => {
	test('are typed with a comma or a dot, up to three decimals', () => {
		expect(parseQuantity('1,5')).toEqual({ ok: true, quantity: 1.5, milli: 1500 })
		expect(parseQuantity('1.5')).toEqual({ ok: true, quantity: 1.5, milli: 1500 })
		expect(parseQuantity(' 2 ')).toEqual({ ok: true, quantity: 2, milli: 2000 })
		expect(parseQuantity('0,125')).toEqual({ ok: true, quantity: 0.125, milli: 125 })
	})

	test('refuse what is not one', () => {
		expect(parseQuantity('')).toEqual({ ok: false, reason: 'EMPTY' })
		expect(parseQuantity('1,2345')).toEqual({ ok: false, reason: 'DECIMALS' })
		expect(parseQuantity('0')).toEqual({ ok: false, reason: 'NOT_POSITIVE' })
		expect(parseQuantity('1.234,5')).toEqual({ ok: false, reason: 'FORMAT' })
		expect(parseQuantity('abc')).toEqual({ ok: false, reason: 'FORMAT' })
		expect(parseQuantity('-1')).toEqual({ ok: false, reason: 'FORMAT' })
	})

	test('a line total is rounded half-up once, as the API does', () => {
		expect(lineTotal(1500, 333)).toBe(500) // 499.5 → 500
		expect(lineTotal(3000, 1999)).toBe(5997)
	})

	test('the live total uses the product price when none is typed, and waits on a half-typed line', () => {
		const prices = (id: string) => (id === product ? 1000 : undefined)
		expect(
			typedLinesTotal(
				[
					{ productId: product, quantity: '2' },
					{ quantity: '1,5', unitPrice: '3,00' },
				],
				'BRL',
				prices,
			),
		).toBe(2450)
		expect(typedLinesTotal([{ quantity: '1' }], 'BRL', prices)).toBeNull()
	})
})

describe('the record form schema', () => {
	test('a record without lines needs its total', () => {
		const submission = form(base)
		expect(submission.status).toBe('error')
		expect(errorsOf(submission)?.total).toEqual(['common:form.errors.required'])
	})

	test('a line needs a product or a name, and a price unless it has a product', () => {
		const submission = form({ ...base, 'items[0].quantity': '1' })
		expect(errorsOf(submission)?.['items[0].name']).toEqual(['record:errors.lineNeedsName'])
		expect(errorsOf(submission)?.['items[0].unitPrice']).toEqual(['common:form.errors.required'])
		const ok = form({ ...base, 'items[0].productId': product, 'items[0].quantity': '1,5' })
		expect(ok.status).toBe('success')
	})

	test('installments need their count and first due date', () => {
		const submission = form({ ...base, total: '100', settlement: 'INSTALLMENTS' })
		expect(errorsOf(submission)?.installmentCount).toEqual(['common:form.errors.required'])
		expect(errorsOf(submission)?.firstDueDate).toEqual(['common:form.errors.required'])
	})

	test('paid now is one payment, paid; lines send no total', () => {
		const submission = form({
			...base,
			'items[0].productId': product,
			'items[0].quantity': '2',
			'items[1].name': 'Delivery',
			'items[1].quantity': '1',
			'items[1].unitPrice': '5,00',
			orderReferenceNumber: 'A-7',
		})
		if (submission.status !== 'success') throw new Error('expected success')
		expect(recordBody(submission.value, true, () => 1250)).toEqual({
			input: true,
			issuedOn: '2025-03-10',
			orderReferenceNumber: 'A-7',
			items: [
				{ productId: product, name: undefined, quantity: 2, unitPrice: 1250 },
				{ productId: undefined, name: 'Delivery', quantity: 1, unitPrice: 500 },
			],
			paid: true,
		})
	})

	test('installments and one payment due become the API’s installments', () => {
		const many = form({
			...base,
			total: '1.000,00',
			settlement: 'INSTALLMENTS',
			installmentCount: '3',
			firstDueDate: '2025-04-10',
			every: 'WEEK',
			method: 'PIX',
		})
		if (many.status !== 'success') throw new Error('expected success')
		expect(recordBody(many.value, false, () => undefined)).toMatchObject({
			input: false,
			total: 100000,
			installments: { count: 3, firstDueDate: '2025-04-10', every: 'WEEK' },
			method: 'PIX',
		})
		const one = form({ ...base, total: '50', settlement: 'ONE_DUE', dueDate: '2025-05-01' })
		if (one.status !== 'success') throw new Error('expected success')
		expect(recordBody(one.value, true, () => undefined)).toMatchObject({
			total: 5000,
			installments: { count: 1, firstDueDate: '2025-05-01', every: 'MONTH' },
		})
	})

	test('the API’s paths land on the form’s fields', () => {
		expect(formPathOf('installments.count', 'INSTALLMENTS')).toBe('installmentCount')
		expect(formPathOf('installments.firstDueDate', 'ONE_DUE')).toBe('dueDate')
		expect(formPathOf('items[0].quantity', 'PAID_NOW')).toBe('items[0].quantity')
	})
})

describe('the split preview', () => {
	test('is the API’s plan: the remainder on the last installment', () => {
		const plan = previewPlan({
			total: 10000,
			count: '3',
			firstDueDate: '2025-01-31',
			every: 'MONTH',
		})
		expect(plan?.map((installment) => [installment.dueDate, installment.amount])).toEqual([
			['2025-01-31', 3333],
			['2025-02-28', 3333],
			['2025-03-31', 3334],
		])
	})

	test('waits for a total, a count and a date', () => {
		expect(
			previewPlan({ total: null, count: '3', firstDueDate: '2025-01-31', every: 'MONTH' }),
		).toBeNull()
		expect(
			previewPlan({ total: 100, count: '', firstDueDate: '2025-01-31', every: 'MONTH' }),
		).toBeNull()
		expect(
			previewPlan({ total: 100, count: '3', firstDueDate: '2025-02-30', every: 'MONTH' }),
		).toBeNull()
	})
})
