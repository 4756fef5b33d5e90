import { i18nIn, renderStatic } from '~/testing/render-static'
import { describe, expect, test } from 'vitest'
import { PaymentListRow, type PaymentRow, usePaymentRowLabels } from './payment-row'

const row: PaymentRow = {
	id: '6f1c5c1e-0000-4000-8000-000000000001',
	cashierId: '6f1c5c1e-0000-4000-8000-000000000002',
	dueDate: '2024-03-05',
	orderReferenceNumber: '2024-0042',
	clientOrSupplier: { id: '6f1c5c1e-0000-4000-8000-000000000003', name: 'Padaria Sol' },
	number: 2,
	of: 3,
	totalDue: 12345,
	remaining: 2345,
	status: 'PARTIALLY_PAID',
	overdue: true,
	followed: true,
	currency: 'BRL',
	input: true,
}

async function render(language: string, shown: PaymentRow = row): Promise<string> {
	function Row() {
		const labels = usePaymentRowLabels()
		return <PaymentListRow row={shown} labels={labels} />
	}
	return renderStatic(<Row />, { i18n: await i18nIn(language), url: '/cashier/c1/payment' })
}

// The row's words come translated once per list, and its inside is written as a string.
describe('PaymentListRow', () => {
	test('in English', async () => {
		const html = await render('en-US')
		expect(html).toContain('aria-label="Open payment 2024-0042 · 2 of 3"')
		expect(html).toContain(`href="/cashier/${row.cashierId}/payment/${row.id}"`)
		expect(html).toContain('>2024-0042 · 2 of 3</a>')
		expect(html).toContain('Due: </span>')
		expect(html).toContain('Padaria Sol')
		expect(html).toContain('Money in')
		expect(html).toContain('Total due: <span class="book-total">R$123.45</span>')
		expect(html).toContain('Remaining: <span class="book-total">R$23.45</span>')
		// Overdue wins over partly paid: the badge says what the owner must act on.
		expect(html).toContain('badge-late')
		expect(html).toContain('Overdue')
		expect(html).toContain('<span class="sr-only">Followed</span>')
	})

	test('in Portuguese, not followed, no client', async () => {
		const html = await render('pt-BR', {
			...row,
			clientOrSupplier: null,
			overdue: false,
			followed: false,
			input: false,
		})
		expect(html).toContain('aria-label="Abrir pagamento 2024-0042 · 2 de 3"')
		expect(html).toContain('Nenhum')
		expect(html).toContain('Saída')
		expect(html).toContain('badge-part')
		expect(html).not.toContain('Acompanhado')
	})

	test('writes what was typed as text, never as markup', async () => {
		const typed = '"><img src=x onerror=alert(1)>&'
		const html = await render('en-US', {
			...row,
			orderReferenceNumber: typed,
			clientOrSupplier: { id: row.id, name: `<b>${typed}</b>` },
		})
		expect(html).not.toMatch(/<(img|b)\b/)
		expect(html).toContain(
			'aria-label="Open payment &#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38; · 2 of 3"',
		)
		expect(html).toContain('&#60;b&#62;&#34;&#62;&#60;img')
	})
})
