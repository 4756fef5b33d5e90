import { type BrowserContext, type TestInfo } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { createLedgerCashier } from './support/ledger-list'
import { whenHydrated } from './support/page-checks'
import { modeOf, signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// The record form says what is wrong with each bad value — text that is no
// number, an amount not above zero, one installment — in the reader's language, with the same
// words whether Conform checks it in the browser or the action does without JavaScript. Stub API
// (Iris's Shop till, where nothing is ever saved) and real API (a cashier of the test's own).

const WORDS = {
	'en-US': {
		heading: 'Money in',
		total: 'Total in BRL',
		save: 'Save money in',
		installments: 'In installments',
		count: 'Number of installments',
		notANumber: 'Enter an amount like 12.50 or 12,50.',
		aboveZero: 'Enter an amount above 0.',
		twoOrMore: 'At least 2 installments: for a single payment, choose “One payment due on a date”.',
	},
	'pt-BR': {
		heading: 'Entrada',
		total: 'Total em BRL',
		save: 'Salvar entrada',
		installments: 'Parcelado',
		count: 'Número de parcelas',
		notANumber: 'Digite um valor como 12,50 ou 12.50.',
		aboveZero: 'Digite um valor acima de 0.',
		twoOrMore:
			'Pelo menos 2 parcelas: para um só pagamento, escolha “Um pagamento com vencimento”.',
	},
} as const

type Words = (typeof WORDS)[keyof typeof WORDS]

/** The money-in form of a cashier the signed-in person writes. */
async function openRecordForm(
	page: Page,
	context: BrowserContext,
	testInfo: TestInfo,
	javaScriptEnabled: boolean,
	words: Words,
) {
	let cashierId: string
	if (modeOf(testInfo) === 'stub') {
		await signIn(context, testInfo, 'iris')
		cashierId = stubRow('shopTill')
	} else {
		const { token } = await signIn(context, testInfo, 'olivia')
		cashierId = await createLedgerCashier(token, `Validação ${testInfo.project.name}`)
	}
	await page.goto(`/cashier/${cashierId}/input`)
	await expect(page.getByRole('heading', { name: words.heading })).toBeVisible()
	await whenHydrated(page, javaScriptEnabled)
}

/** Saves, and expects the field refused with exactly these words and what was typed kept. */
async function expectRefused(page: Page, words: Words, label: string, typed: string, said: string) {
	await page.getByRole('button', { name: words.save }).click()
	const field = page.getByLabel(label, { exact: true })
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	await expect(field).toHaveAccessibleDescription(new RegExp(escaped(said)))
	await expect(page.getByText(said, { exact: true })).toHaveCount(1)
	await expect(field).toHaveValue(typed)
	await expect(page.getByRole('heading', { name: words.heading })).toBeVisible()
}

function escaped(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function saysWhatIsWrong(page: Page, javaScriptEnabled: boolean, words: Words) {
	const total = page.getByLabel(words.total, { exact: true })
	// Text with no number in it is not one, and is said so (not read as an empty field, "Fill this
	// in.").
	await total.fill('abc')
	await expectRefused(page, words, words.total, 'abc', words.notANumber)
	// Below zero and zero break one rule, the API's: an amount above 0.
	await total.fill('-5')
	await expectRefused(page, words, words.total, '-5', words.aboveZero)
	await total.fill('0')
	await expectRefused(page, words, words.total, '0', words.aboveZero)

	// One installment is the form's "one payment due", not a split.
	await total.fill('10,00')
	await page.getByRole('radio', { name: words.installments }).check()
	await page.getByLabel(words.count, { exact: true }).fill('1')
	await expectRefused(page, words, words.count, '1', words.twoOrMore)
	await expect(total).not.toHaveAttribute('aria-invalid', 'true')
	// The refused form as a screen reader meets it (as served, without JavaScript, it is a post's
	// answer, which axe's fresh copy of the page cannot have).
	if (javaScriptEnabled) await expectNoAxeViolations(page, true)
}

test('the record form says what is wrong with a total and the installments', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await openRecordForm(page, context, testInfo, javaScriptEnabled, WORDS['en-US'])
	await saysWhatIsWrong(page, javaScriptEnabled, WORDS['en-US'])
})

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' })

	test('o formulário de lançamento diz o que está errado no total e nas parcelas', async ({
		page,
		context,
		javaScriptEnabled,
	}, testInfo) => {
		await openRecordForm(page, context, testInfo, javaScriptEnabled, WORDS['pt-BR'])
		await saysWhatIsWrong(page, javaScriptEnabled, WORDS['pt-BR'])
	})
})
