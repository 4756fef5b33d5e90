import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('the API environment', () => {
	it('has defaults that run on a laptop', () => {
		const env = readEnv({})
		expect(env).toMatchObject({
			DATA_DIR: path.resolve('./data'),
			MAIL_FROM: 'Caixa <no-reply@caixa.local>',
			APP_URL: 'http://localhost:3000',
			SESSION_MAX_AGE_DAYS: 30,
			SESSION_IDLE_DAYS: 7,
		})
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.SMTP_URL).toBeUndefined()
	})

	it('points the links at the web server on this machine when APP_URL is unset', () => {
		expect(readEnv({ PORT: '3101' }).APP_URL).toBe('http://localhost:3101')
		expect(readEnv({ PORT: '3101', APP_URL: 'https://caixa.example' }).APP_URL).toBe(
			'https://caixa.example',
		)
		expect(() => readEnv({ PORT: 'eighty' })).toThrowError(/^ {2}PORT: /m)
	})

	it('treats an empty value as unset', () => {
		expect(readEnv({ DATABASE_URL: '', SESSION_IDLE_DAYS: '' }).SESSION_IDLE_DAYS).toBe(7)
	})

	it('reads numbers and URLs', () => {
		const env = readEnv({
			DATABASE_URL: 'postgres://caixa@db:5432/caixa',
			SMTP_URL: 'smtp://mail:1025',
			SESSION_MAX_AGE_DAYS: '10',
		})
		expect(env.DATABASE_URL).toBe('postgres://caixa@db:5432/caixa')
		expect(env.SESSION_MAX_AGE_DAYS).toBe(10)
	})

	it('fails with one message naming every bad key', () => {
		const read = () =>
			readEnv({ DATABASE_URL: 'mysql://db/caixa', SESSION_IDLE_DAYS: 'soon', APP_URL: 'here' })
		expect(read).toThrowError(/^Invalid environment for the \/caixa API/)
		for (const key of ['DATABASE_URL', 'SESSION_IDLE_DAYS', 'APP_URL']) {
			expect(read).toThrowError(new RegExp(`^  ${key}: `, 'm'))
		}
	})

	it('caps the e-mails sent in an hour at 500 unless MAIL_MAX_PER_HOUR says otherwise', () => {
		expect(readEnv({}).MAIL_MAX_PER_HOUR).toBe(500)
		expect(readEnv({ MAIL_MAX_PER_HOUR: '2000' }).MAIL_MAX_PER_HOUR).toBe(2000)
		// A cap is always there: no 0 for "off", nothing negative or fractional.
		for (const bad of ['0', '-5', '1.5', 'many']) {
			expect(() => readEnv({ MAIL_MAX_PER_HOUR: bad }), bad).toThrowError(/MAIL_MAX_PER_HOUR/)
		}
	})
})
