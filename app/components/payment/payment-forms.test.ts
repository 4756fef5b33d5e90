import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { formErrorMap } from '~/components/form-errors'
import { editPaymentSchema, interestLateSchema, partialPaymentSchema } from './payment-forms'

// The payment forms read as Conform reads a plain post: empty inputs left out, money and rates
// typed the reader's way, errors worded through t (here it echoes the key).

const t = (key: string) => key

/** A refused submission's errors by field (none when it passed). */
function errorsOf(submission: { status?: 'error' | 'success' | undefined; error?: unknown }) {
	return submission.status === 'error' ? (submission.error as Record<string, string[]>) : null
}

function form(fields: Record<string, string | undefined>) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value)
	return body
}

describe('editPaymentSchema', () => {
	it('reads every field, an empty select or day left out', () => {
		const submission = parseWithZod(
			form({
				dueDate: '2026-03-01',
				amount: '1.234,56',
				discount: '',
				method: 'PIX',
				financialInstitutionId: '',
				paidOn: '',
			}),
			{ schema: editPaymentSchema('BRL', t, false), error: formErrorMap(t) },
		)
		expect(submission.status).toBe('success')
		if (submission.status === 'success') {
			expect(submission.value).toEqual({ dueDate: '2026-03-01', amount: 123_456, method: 'PIX' })
		}
	})

	it('takes no amount once part is paid (its input is disabled, so never sent)', () => {
		const schema = editPaymentSchema('BRL', t, true)
		for (const fields of [{ dueDate: '2026-03-01' }, { dueDate: '2026-03-01', amount: '10' }]) {
			const submission = parseWithZod(form(fields), { schema })
			expect(submission.status === 'success' && submission.value).toEqual({
				dueDate: '2026-03-01',
			})
		}
	})

	it('pays in full on a day', () => {
		const submission = parseWithZod(
			form({ dueDate: '2026-03-01', amount: '10', payInFull: 'on', paidOn: '2026-02-27' }),
			{ schema: editPaymentSchema('BRL', t, false) },
		)
		expect(submission.status === 'success' && submission.value).toMatchObject({
			payInFull: 'on',
			paidOn: '2026-02-27',
		})
	})
})

describe('partialPaymentSchema', () => {
	it('needs an amount, worded by the money parser', () => {
		const submission = parseWithZod(form({ amount: '12,3456' }), {
			schema: partialPaymentSchema('BRL', t),
			error: formErrorMap(t),
		})
		expect(submission.status).toBe('error')
		expect(errorsOf(submission)?.amount).toEqual(['masterData:money.decimals'])
		expect(
			errorsOf(
				parseWithZod(form({ amount: '' }), {
					schema: partialPaymentSchema('BRL', t),
					error: formErrorMap(t),
				}),
			)?.amount,
		).toEqual(['common:form.errors.required'])
	})
})

describe('interestLateSchema', () => {
	const schema = interestLateSchema('BRL', t)

	it('reads rates into basis points and leaves empty amounts out', () => {
		const submission = parseWithZod(
			form({ intent: 'save', monthlyInterestRate: '1,5', lateFeeRate: '2', asOf: '2026-02-10' }),
			{ schema },
		)
		expect(submission.status === 'success' && submission.value).toEqual({
			intent: 'save',
			monthlyInterestRate: 150,
			lateFeeRate: 200,
			asOf: '2026-02-10',
		})
	})

	it('refuses a rate over 100 % or with three decimals, in words', () => {
		const submission = parseWithZod(
			form({
				intent: 'compute',
				monthlyInterestRate: '101',
				lateFeeRate: '0,125',
				asOf: '2026-02-10',
			}),
			{ schema, error: formErrorMap(t) },
		)
		expect(errorsOf(submission)).toMatchObject({
			monthlyInterestRate: ['payment:errors.percent'],
			lateFeeRate: ['payment:errors.percent'],
		})
	})
})
