import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { recordFormSchema, validateRecordForm } from './record-form-validation'

// What the record form says of each bad value, in the reader's words. The browser
// (Conform's onValidate) and the action (record-form.server.ts) read the form with this one schema
// and error map, so these are the words with JavaScript on and off alike.

const i18n = i18next.createInstance()
await i18n.init({ ...i18nConfig, lng: 'en-US' })

const base = {
	idempotencyKey: 'key-1',
	issuedOn: '2025-03-10',
	settlement: 'PAID_NOW',
	total: '10,00',
}

function errorsOf(entries: Record<string, string>, language = 'en-US') {
	const t = i18n.getFixedT(language)
	const formData = new FormData()
	for (const [name, value] of Object.entries({ ...base, ...entries })) formData.append(name, value)
	const submission = validateRecordForm(formData, recordFormSchema('BRL', t), t)
	return submission.reply().error ?? {}
}

const installments = (count: string) => ({
	settlement: 'INSTALLMENTS',
	installmentCount: count,
	firstDueDate: '2025-04-10',
})

describe('the record form words each refusal', () => {
	test.each([
		['text that is no number', 'abc', 'Enter an amount like 12.50 or 12,50.'],
		['a negative amount', '-5', 'Enter an amount above 0.'],
		['zero', '0', 'Enter an amount above 0.'],
		['nothing', '', 'Fill this in.'],
		['a fraction of a cent', '1,2345', 'Amounts in BRL have at most 2 decimals.'],
	])('the total: %s', (_, total, words) => {
		expect(errorsOf({ total })).toEqual({ total: [words] })
	})

	test.each([
		[
			'one',
			'1',
			'At least 2 installments: for a single payment, choose “One payment due on a date”.',
		],
		['more than the API takes', '361', 'At most 360 installments.'],
		['a fraction', '2.5', 'Enter a whole number.'],
		// What a number input sends of "1e": nothing, as if left empty.
		['nothing', '', 'Fill this in.'],
	])('the installments: %s', (_, count, words) => {
		expect(errorsOf(installments(count))).toEqual({ installmentCount: [words] })
	})

	test('a date not on the calendar', () => {
		expect(errorsOf({ issuedOn: '2025-02-30' })).toEqual({
			issuedOn: ['Enter a date that is on the calendar.'],
		})
	})

	test('a description past the API’s limit', () => {
		expect(errorsOf({ description: 'd'.repeat(501) })).toEqual({
			description: ['Use at most 500 characters.'],
		})
	})

	test('in Portuguese', () => {
		expect(errorsOf({ total: 'abc' }, 'pt-BR')).toEqual({
			total: ['Digite um valor como 12,50 ou 12.50.'],
		})
		expect(errorsOf({ total: '-5' }, 'pt-BR')).toEqual({ total: ['Digite um valor acima de 0.'] })
		expect(errorsOf({ total: '0' }, 'pt-BR')).toEqual({ total: ['Digite um valor acima de 0.'] })
		expect(errorsOf(installments('1'), 'pt-BR')).toEqual({
			installmentCount: [
				'Pelo menos 2 parcelas: para um só pagamento, escolha “Um pagamento com vencimento”.',
			],
		})
	})

	test('a good record is taken', () => {
		expect(errorsOf(installments('2'))).toEqual({})
	})
})
