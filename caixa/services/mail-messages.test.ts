import { describe, expect, it } from 'vitest'
import { languages } from '@caixa/contract/enums'
import { firstLink } from './mail'
import { alreadyHaveAccountMail, noAccountMail, signInMail, welcomeMail } from './mail-messages'

const link = 'https://caixa.app/access/tok?redirect=%2Funit&x=1'

describe('sign-in mails', () => {
	const all = languages.flatMap((language) => [
		{ language, mail: signInMail(language, link, 15) },
		{ language, mail: welcomeMail(language, link, 15) },
		{ language, mail: alreadyHaveAccountMail(language, link, 15) },
		{ language, mail: noAccountMail(language, link) },
	])

	it('exist in every language, each with its own words', () => {
		const subjects = new Set(all.map(({ mail }) => mail.subject))
		expect(subjects.size).toBe(4 * languages.length)
		for (const { language, mail } of all) {
			expect(mail.html).toContain(`<html lang="${language}">`)
		}
	})

	it('put the link first in the text, for the outbox log', () => {
		for (const { mail } of all) expect(firstLink(mail.text)).toBe(link)
	})

	it('escape the link in HTML', () => {
		for (const { mail } of all) {
			expect(mail.html).toContain('href="https://caixa.app/access/tok?redirect=%2Funit&amp;x=1"')
		}
	})

	it('say how long a link lives', () => {
		expect(signInMail('en-US', link, 15).text).toContain('within 15 minutes')
		expect(signInMail('pt-BR', link, 10).text).toContain('por 10 minutos')
		expect(welcomeMail('es', link, 5).text).toContain('durante 5 minutos')
	})
})
