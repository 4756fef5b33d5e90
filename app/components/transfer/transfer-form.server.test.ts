import { describe, expect, test } from 'vitest'
import { CaixaProblem } from '~/server/caixa.server'
import { transferRefusal } from './transfer-form.server'
import { validateTransfer } from './transfer-validation'

// The new-transfer form: what it takes as typed, and how the API's refusals land on its fields.

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key

const A = '0b5a4c9e-1f0c-4d6a-9a51-2f1a4c7b8e01'
const B = '6f2d8c1a-3b4e-4f5a-8c9d-0e1f2a3b4c5d'

function formOf(fields: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}

const typed = {
	amount: '1.234,56',
	transferredOn: '2026-05-04',
	fromCashierId: A,
	toCashierId: B,
	description: '  Troco  ',
	idempotencyKey: 'key-1',
}

function problem(status: number, errors: Array<{ path: string; message: string }>, code?: string) {
	return new CaixaProblem({ type: 'about:blank', title: 'Refused', status, code, errors })
}

describe('validateTransfer', () => {
	test('reads the amount as money in the unit’s currency and keeps the key', () => {
		const submission = validateTransfer(formOf(typed), t, 'BRL')
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toEqual({
			amount: 123_456,
			transferredOn: '2026-05-04',
			fromCashierId: A,
			toCashierId: B,
			description: 'Troco',
			idempotencyKey: 'key-1',
		})
	})

	test('refuses a zero amount, a missing cashier and a missing key', () => {
		const submission = validateTransfer(
			formOf({ ...typed, amount: '0', toCashierId: '', idempotencyKey: '' }),
			t,
			'BRL',
		)
		if (submission.status === 'success') throw new Error('taken')
		expect(Object.keys(submission.error ?? {}).sort()).toEqual([
			'amount',
			'idempotencyKey',
			'toCashierId',
		])
	})

	test('leaves two equal cashiers to the API (its 422 lands on the destination)', () => {
		expect(validateTransfer(formOf({ ...typed, toCashierId: A }), t, 'BRL').status).toBe('success')
	})
})

describe('transferRefusal', () => {
	const { fieldErrors, formErrors } = transferRefusal(t)

	test('the same cashier twice is said on the destination', () => {
		const same = problem(422, [{ path: 'toCashierId', message: 'must differ' }])
		expect(fieldErrors?.(same)).toEqual({ toCashierId: ['transfer:errors.sameCashier'] })
	})

	test('a cashier not the caller’s in the unit is said on its field, not as the page’s 404', () => {
		const missing = problem(404, [{ path: 'fromCashierId', message: 'no such cashier' }])
		expect(fieldErrors?.(missing)).toEqual({ fromCashierId: ['transfer:errors.noSuchCashier'] })
	})

	test('an archived cashier and the books’ bound are worded by their code', () => {
		const archived = problem(
			409,
			[{ path: 'toCashierId', message: 'archived' }],
			'CASHIER_ARCHIVED',
		)
		expect(fieldErrors?.(archived)).toEqual({ toCashierId: ['ledger:problem.CASHIER_ARCHIVED'] })
		const bound = problem(409, [{ path: 'amount', message: 'too much' }], 'LEDGER_LIMIT')
		expect(fieldErrors?.(bound)).toEqual({ amount: ['ledger:problem.LEDGER_LIMIT'] })
	})

	test('a 404 without a field (the unit) is left to the page', () => {
		expect(fieldErrors?.(problem(404, []))).toBeUndefined()
		expect(formErrors?.(problem(404, []))).toBeUndefined()
		// A reused key never reaches the refusal: the route shows the form view's "already saved"
		// page for it (transfer.new's action, e2e back-then-save).
	})
})
