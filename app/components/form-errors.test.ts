import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { accountBodySchema } from '@caixa/contract/account'
import { calendarDateSchema } from '@caixa/contract/primitives'
import { phoneSchema } from '@caixa/contract/unit-details'
import { i18nConfig } from '~/i18n/config'
import { formErrorMap } from './form-errors'

// The contract's schemas carry no messages; the map words their issues for the reader.
const i18n = i18next.createInstance()
await i18n.init({ ...i18nConfig, lng: 'en-US' })

function errorsOf(schema: z.ZodType, value: unknown, lng = 'en-US') {
	const result = schema.safeParse(value, { error: formErrorMap(i18n.getFixedT(lng)) })
	return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const account = accountBodySchema.pick({ name: true, email: true })

describe('formErrorMap', () => {
	test('a missing field is required', () => {
		expect(errorsOf(account, { email: 'ana@example.com' })).toEqual(['Fill this in.'])
	})

	test('an address that is not one says what one looks like', () => {
		expect(errorsOf(account, { name: 'Ana', email: 'ana' })).toEqual([
			'Enter an e-mail address, like name@example.com.',
		])
	})

	test('a text too long says the limit', () => {
		expect(errorsOf(account, { name: 'x'.repeat(81), email: 'ana@example.com' })).toEqual([
			'Use at most 80 characters.',
		])
	})

	test('a file too large says the limit in megabytes', () => {
		const file = new File([new Uint8Array(2 * 1024 * 1024)], 'photo.png')
		expect(errorsOf(z.file().max(1024 * 1024), file)).toEqual(['The file is over 1 MB.'])
	})

	test('an option not offered asks to choose one', () => {
		expect(errorsOf(z.enum(['en-US', 'pt-BR']), 'xx')).toEqual(['Choose one of the options.'])
	})

	// Conform reads a number field's text with Number(): what is no number arrives as NaN.
	const installments = z.object({ count: z.number().int().min(2).max(360) })

	test('text that is no number says so, not that the field is empty', () => {
		expect(errorsOf(installments, { count: Number.NaN })).toEqual(['Enter a number.'])
		expect(errorsOf(installments, {})).toEqual(['Fill this in.'])
	})

	test('a number out of its bounds says the bound, and a fraction asks for a whole number', () => {
		expect(errorsOf(installments, { count: 1 })).toEqual(['Enter 2 or more.'])
		expect(errorsOf(installments, { count: 361 })).toEqual(['Enter 360 or less.'])
		expect(errorsOf(installments, { count: 1.5 })).toEqual(['Enter a whole number.'])
		expect(errorsOf(z.number().positive(), 0)).toEqual(['Enter a number above 0.'])
		expect(errorsOf(z.number().lt(10), 10)).toEqual(['Enter a number below 10.'])
	})

	test('a date not on the calendar says so', () => {
		const day = z.object({ issuedOn: calendarDateSchema })
		expect(errorsOf(day, { issuedOn: '2025-02-30' })).toEqual([
			'Enter a date that is on the calendar.',
		])
		expect(errorsOf(day, { issuedOn: 'tomorrow' })).toEqual([
			'Enter a date that is on the calendar.',
		])
	})

	test('an id no option has asks to choose one', () => {
		expect(errorsOf(z.object({ categoryId: z.uuid() }), { categoryId: 'x' })).toEqual([
			'Choose one of the options.',
		])
	})

	test('a phone that is not one shows what one looks like', () => {
		expect(errorsOf(z.object({ phone: phoneSchema }), { phone: 'call me' })).toEqual([
			'Enter a phone number, like +55 11 3333-4444.',
		])
		expect(errorsOf(z.object({ code: z.string().regex(/^[A-Z]+$/) }), { code: 'a1' })).toEqual([
			'This value is not valid.',
		])
	})

	test('a list says how many it takes', () => {
		expect(errorsOf(z.array(z.string()).min(1), [])).toEqual(['Add at least 1.'])
		expect(errorsOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['Keep at most 2.'])
	})

	test('speaks the reader’s language', () => {
		expect(errorsOf(installments, { count: Number.NaN }, 'pt-BR')).toEqual(['Digite um número.'])
		expect(errorsOf(installments, { count: 1 }, 'pt-BR')).toEqual(['Digite 2 ou mais.'])
		expect(errorsOf(z.object({ day: calendarDateSchema }), { day: 'x' }, 'pt-BR')).toEqual([
			'Informe uma data que exista no calendário.',
		])
		expect(errorsOf(account, { email: 'ana@example.com' }, 'pt-BR')).toEqual([
			'Preencha este campo.',
		])
	})
})
