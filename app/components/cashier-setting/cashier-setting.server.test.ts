import { parseWithZod } from '@conform-to/zod/v4'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { type Translate } from '~/components/form-errors'
import { cashierFormSchema } from '~/components/unit-cashiers/cashier-form'
import { i18nConfig } from '~/i18n/config'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { CaixaProblem } from '~/server/caixa.server'
import { cashierDetailsRefusal } from './cashier-setting.server'

// The cashier's details form (the setting screen, and the unit's new and edit cashier pages) and
// its bounds: an opening balance the unit's books have no room for (409 LEDGER_LIMIT) comes
// back on its field in the reader's words with what was typed; one past 10^13 never leaves the form.

const i18n = i18next.createInstance()
await i18n.init({ ...i18nConfig, lng: 'en-US' })

function submit(t: Translate, openingBalance: string) {
	const body = new FormData()
	body.append('name', 'Caixa da loja')
	body.append('openingBalance', openingBalance)
	body.append('openingDate', '2025-01-01')
	return parseWithZod(body, { schema: cashierFormSchema({ currency: 'BRL', t }) })
}

const ledgerLimit = new CaixaProblem({
	type: 'about:blank',
	title: 'Conflict',
	status: 409,
	detail: "This would take the unit's books past the most Caixa keeps exact.",
	code: 'LEDGER_LIMIT',
	errors: [{ path: 'openingBalance', message: 'The unit’s books have no room for this' }],
})

describe('the cashier details form and the ledger’s bounds', () => {
	it.each([
		['en-US', /^The unit's books have no room for this/],
		['pt-BR', /^Os livros da unidade não comportam isto/],
	])(
		'a LEDGER_LIMIT refusal is on the opening balance, in %s, with what was typed',
		async (lng, words) => {
			const t = i18n.getFixedT(lng) as unknown as Translate
			const submission = submit(t, '70.000.000,00')
			expect(submission.status).toBe('success')
			const answer = await handleCaixaRefusal(
				new Request('http://localhost/cashier/c/setting', { method: 'POST' }),
				submission,
				ledgerLimit,
				cashierDetailsRefusal(t),
			)
			expect(answer.init?.status).toBe(409)
			expect(answer.data.result.error).toEqual({ openingBalance: [expect.stringMatching(words)] })
			expect(answer.data.result.initialValue).toMatchObject({ openingBalance: '70.000.000,00' })
		},
	)

	it('refuses an opening balance past 10^13 in the form itself, either side', () => {
		const t = i18n.getFixedT('en-US') as unknown as Translate
		for (const typed of ['100.000.000.000,01', '-100.000.000.000,01']) {
			const submission = submit(t, typed)
			expect(submission.status).toBe('error')
			expect(submission.reply().error?.openingBalance).toEqual(['That amount is too large.'])
		}
		expect(submit(t, '-100.000.000.000,00').status).toBe('success')
	})
})
