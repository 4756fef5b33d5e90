import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, test } from './support/test'

// A unit's default categories are shown in the reader's language until renamed.
// Its owner made it in English; read in Portuguese (the language cookie the switch sets), the
// categories page and the record form's picker name the defaults in Portuguese.

/** A unit and its first cashier, made through the real API in the person's own language. */
async function createCashier(token: string, unitName: string) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api/publics/units`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ unitName, cashierName: 'Main till', country: 'BRAZIL' }),
	})
	if (response.status !== 201) throw new Error(`The unit was not made: ${response.status}`)
	return (await response.json()) as { id: string; unit: { id: string } }
}

/** The language cookie as /language writes it (remix's unsigned cookie: base64 of the JSON). */
function languageCookie(language: string) {
	return encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))
}

test(
	'an English unit read in Portuguese names its default categories in Portuguese',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const cashier = await createCashier(owner.token, `Loja ${testInfo.project.name}`)
		const unitId = cashier.unit.id

		await page.goto(`/unit/${unitId}/category`)
		const englishList = page.getByRole('list', { name: /^Categories of Loja/ })
		await expect(englishList.getByRole('listitem').first()).toContainText('Bank and card fees')

		await context.addCookies([
			{ name: 'lng', value: languageCookie('pt-BR'), url: testInfo.project.use.baseURL! },
		])
		await page.goto(`/unit/${unitId}/category`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
		const list = page.getByRole('list', { name: /^Categorias de Loja/ })
		await expect(list.getByRole('listitem')).toHaveCount(16)
		// By the name shown: "Água, luz e internet" first, not the stored "Bank and card fees".
		await expect(list.getByRole('listitem').first()).toContainText('Água, luz e internet')
		await expect(list).toContainText('Venda de mercadorias')
		await expect(list).not.toContainText('Sales of goods')
		await expectFits360(page)

		await page.goto(`/cashier/${cashier.id}/input`)
		await whenHydrated(page, javaScriptEnabled)
		if (javaScriptEnabled) {
			const picker = page.getByRole('combobox', { name: 'Categoria' })
			await picker.fill('merca')
			await expect(
				page.getByRole('listbox').getByRole('option', { name: 'Venda de mercadorias' }),
			).toBeVisible()
		} else {
			const picker = page.getByLabel('Categoria', { exact: true })
			await expect(picker.getByRole('option', { name: 'Venda de mercadorias' })).toHaveCount(1)
			await expect(picker.getByRole('option', { name: 'Sales of goods' })).toHaveCount(0)
		}
	},
)
