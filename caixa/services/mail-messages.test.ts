import { describe, expect, it } from 'vitest'
import { languages } from '@caixa/contract/enums'
import { firstLink } from './mail'
import {
	alreadyHaveAccountMail,
	auditRequestMail,
	friendInviteMail,
	noAccountMail,
	signInMail,
	welcomeMail,
} from './mail-messages'

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
			expect(mail.html).toContain('href="https://caixa.app/access/tok?redirect=%2Funit&#38;x=1"')
		}
	})

	it('say how long a link lives', () => {
		expect(signInMail('en-US', link, 15).text).toContain('within 15 minutes')
		expect(signInMail('pt-BR', link, 10).text).toContain('por 10 minutos')
		expect(welcomeMail('es', link, 5).text).toContain('durante 5 minutos')
	})
})

describe('the invitation of a friend', () => {
	const createAccount = 'https://caixa.app/authentication/create-account?email=bia%40example.com'

	it('exists in every language, naming the inviter in the subject and the text', () => {
		const subjects = languages.map((language) => {
			const mail = friendInviteMail(language, 'Ana Souza', createAccount)
			expect(mail.subject).toContain('Ana Souza')
			expect(mail.text).toContain('Ana Souza')
			expect(mail.html).toContain(`<html lang="${language}">`)
			expect(firstLink(mail.text)).toBe(createAccount)
			return mail.subject
		})
		expect(subjects).toEqual([
			'Ana Souza invites you to Caixa',
			'Ana Souza convida você para o Caixa',
			'Ana Souza te invita a Caixa',
		])
	})

	it('says why it came, and that ignoring it is safe', () => {
		const mail = friendInviteMail('en-US', 'Ana Souza', createAccount)
		expect(mail.text).toContain('because Ana Souza typed your address')
		expect(mail.text).toContain('nothing happens unless you create an account')
	})

	it('escapes the name and the link in HTML', () => {
		const mail = friendInviteMail('es', '<i>Ana</i> & co', createAccount)
		expect(mail.html).toContain('&#60;i&#62;Ana&#60;/i&#62; &#38; co')
		expect(mail.html).toContain(`href="${createAccount}"`)
	})
})

describe('a request to audit a cashier', () => {
	const setting = 'https://caixa.app/cashier/5b0c/setting'
	const request = { requester: 'Célia Lima', cashier: 'Main till', unit: 'Padaria Central' }

	it('exists in every language, naming who asks, the cashier and its unit', () => {
		const subjects = languages.map((language) => {
			const mail = auditRequestMail(language, request, setting)
			expect(mail.text).toContain('Célia Lima')
			expect(mail.text).toContain('Padaria Central')
			expect(mail.html).toContain(`<html lang="${language}">`)
			expect(firstLink(mail.text)).toBe(setting)
			return mail.subject
		})
		expect(subjects).toEqual([
			'Célia Lima asks to audit Main till',
			'Célia Lima pede para auditar Main till',
			'Célia Lima pide auditar Main till',
		])
	})

	it('escapes the names in HTML: the requester typed theirs', () => {
		const mail = auditRequestMail(
			'pt-BR',
			{ ...request, requester: '<b>Eve</b> & co', cashier: '"Caixa"' },
			setting,
		)
		expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62; &#38; co')
		expect(mail.html).toContain('&#34;Caixa&#34;')
		expect(mail.html).not.toContain('<b>Eve')
	})
})
