import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { accountBodySchema } from '@caixa/contract/account'
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

	test('speaks the reader’s language', () => {
		expect(errorsOf(account, { email: 'ana@example.com' }, 'pt-BR')).toEqual([
			'Preencha este campo.',
		])
	})
})
