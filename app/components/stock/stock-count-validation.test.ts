import { describe, expect, test } from 'vitest'
import { parseStockQuantity } from './stock-quantity'
import { stockCountFieldsSchema, validateStockCount } from './stock-count-validation'
import { formConstraint } from '~/components/form-constraint'

// The count form's reading of what was typed, the same in the browser and the action.

const t = (key: string) => key
const PRODUCT = '7f1c6a52-3f7e-4c4a-9a53-2a8f4f1f0a11'

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [key, value] of Object.entries(fields)) data.set(key, value)
	return data
}

/** A refused submission's errors by field; none for one that passed. */
function errorsOf(submission: ReturnType<typeof validateStockCount>) {
	return submission.status === 'error' ? submission.error : undefined
}

describe('parseStockQuantity', () => {
	test('a count is 0 or more, up to three decimals, either separator', () => {
		expect(parseStockQuantity('14', false)).toEqual({ ok: true, quantity: 14 })
		expect(parseStockQuantity('1,5', false)).toEqual({ ok: true, quantity: 1.5 })
		expect(parseStockQuantity('0', false)).toEqual({ ok: true, quantity: 0 })
		expect(parseStockQuantity('-1', false)).toEqual({ ok: false, reason: 'NEGATIVE' })
		expect(parseStockQuantity('1,2345', false)).toEqual({ ok: false, reason: 'DECIMALS' })
		expect(parseStockQuantity('abc', false)).toEqual({ ok: false, reason: 'FORMAT' })
	})

	test('a difference is signed and never 0', () => {
		expect(parseStockQuantity('-2', true)).toEqual({ ok: true, quantity: -2 })
		expect(parseStockQuantity('\u22120,25', true)).toEqual({ ok: true, quantity: -0.25 })
		expect(parseStockQuantity('+3', true)).toEqual({ ok: true, quantity: 3 })
		expect(parseStockQuantity('0', true)).toEqual({ ok: false, reason: 'ZERO' })
	})
})

describe('validateStockCount', () => {
	test('a count sends countedQuantity, a difference sends difference', () => {
		const counted = validateStockCount(
			form({ productId: PRODUCT, mode: 'COUNT', quantity: '14', reason: 'LOSS' }),
			t,
		)
		expect(counted.status).toBe('success')
		if (counted.status === 'success') {
			expect(counted.value).toEqual({
				productId: PRODUCT,
				reason: 'LOSS',
				occurredOn: undefined,
				countedQuantity: 14,
			})
		}
		const difference = validateStockCount(
			form({ productId: PRODUCT, mode: 'DIFFERENCE', quantity: '-1', reason: 'DAMAGE' }),
			t,
		)
		expect(difference.status === 'success' && difference.value).toMatchObject({ difference: -1 })
	})

	test('what cannot be sent is said on its field', () => {
		const refused = validateStockCount(
			form({ productId: '', mode: 'DIFFERENCE', quantity: '0', reason: 'OTHER' }),
			t,
		)
		expect(refused.status).toBe('error')
		expect(errorsOf(refused)).toMatchObject({
			productId: ['stock:count.errors.product'],
		})
		const zero = validateStockCount(
			form({ productId: PRODUCT, mode: 'DIFFERENCE', quantity: '0', reason: 'OTHER' }),
			t,
		)
		expect(errorsOf(zero)).toMatchObject({ quantity: ['stock:count.errors.zeroDifference'] })
	})
})

test('the HTML constraints the page sends come from the fields as typed', () => {
	expect(formConstraint(stockCountFieldsSchema(t))).toMatchObject({
		productId: { required: true },
		quantity: { required: true },
		reason: { required: true },
		occurredOn: { required: false },
	})
})
