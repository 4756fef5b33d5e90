import { describe, expect, it } from 'vitest'
import enCommon from '~/i18n/locales/en-US/common.json'
import ptCommon from '~/i18n/locales/pt-BR/common.json'
import { refusalPage } from './refusal-page.server'

describe('refusalPage', () => {
	it('says in English that a post from another site was not acted on', () => {
		const html = refusalPage({ kind: 'crossOrigin' }, 'en-US')
		expect(html).toContain('<html lang="en-US">')
		expect(html).toContain(`<h1>${enCommon.refusal.crossOrigin.title}</h1>`)
		expect(html).toContain('This form was sent from another website')
		expect(html).toContain('<a href="/">Go to Caixa</a>')
	})

	it('says it in Portuguese for a Portuguese reader', () => {
		const html = refusalPage({ kind: 'crossOrigin' }, 'pt-BR')
		expect(html).toContain('<html lang="pt-BR">')
		expect(html).toContain(`<h1>${ptCommon.refusal.crossOrigin.title}</h1>`)
	})

	it('names the size limit in megabytes for a body too large', () => {
		const html = refusalPage({ kind: 'tooLarge', limitBytes: 51 * 1024 * 1024 }, 'en-US')
		expect(html).toContain('(51 MB)')
		expect(html).toContain(`<title>${enCommon.refusal.tooLarge.title} | Caixa</title>`)
	})

	it('has no script and no inline style, so the page passes the same policy', () => {
		const html = refusalPage({ kind: 'tooLarge', limitBytes: 1024 * 1024 }, 'pt-BR')
		expect(html).not.toMatch(/<script|<style|style=/)
	})
})
