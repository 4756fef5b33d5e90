import { describe, expect, test } from 'vitest'
import { type Payment } from '@caixa/contract/payment'
import { type Language } from '~/i18n/config'
import { loadPaymentRowLabels, paymentRowData } from './payment-row.server'

// The row's words are the reader's: here, the language the browser asks for.
async function render(language: Language, row: Payment, thisYear = '2024'): Promise<string> {
	const request = new Request('http://localhost/cashier/c1/payment', {
		headers: { 'Accept-Language': language },
	})
	return paymentRowData(row, await loadPaymentRowLabels(request), thisYear).html
}

const row: Payment = {
	id: '6f1c5c1e-0000-4000-8000-000000000001',
	inventoryId: '6f1c5c1e-0000-4000-8000-000000000007',
	cashierId: '6f1c5c1e-0000-4000-8000-000000000002',
	input: true,
	parentId: null,
	number: 1,
	of: 3,
	dueDate: '2024-12-25',
	amount: 6333,
	interest: 0,
	lateFee: 0,
	discount: 0,
	totalDue: 6333,
	paid: 0,
	remaining: 6333,
	paidAt: null,
	paidOn: null,
	status: 'PENDING',
	overdue: true,
	method: null,
	financialInstitution: null,
	followed: true,
	currency: 'BRL',
	orderReferenceNumber: '2024-0042',
	description: 'Bolo de casamento',
	firstItemName: 'Bolo de três andares',
	category: { id: '6f1c5c1e-0000-4000-8000-000000000004', name: 'Vendas de bolos' },
	clientOrSupplier: { id: '6f1c5c1e-0000-4000-8000-000000000003', name: 'Padaria Sol' },
	charges: null,
}

/** The row's words as a reader meets them, tags left out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('an installment’s row', () => {
	test('reads as the owner says it, and its link makes sense alone, in English', async () => {
		const html = await render('en-US', row)
		expect(textOf(html)).toMatch(
			/Bolo de casamento installment 1 of 3 due Dec 25 .*Total due: R\$63\.33 .*Overdue/,
		)
		expect(html).toContain(
			`<a aria-label="Bolo de casamento, installment 1 of 3" class="book-link" href="/cashier/${row.cashierId}/payment/${row.id}" data-discover="true">Bolo de casamento</a>`,
		)
		expect(html).toContain('Record: </span>#2024-0042')
		expect(html).toContain('Money in')
		expect(html).toContain('Padaria Sol')
		expect(html).toContain('Category: </span>Vendas de bolos')
		// Overdue wins over pending: the badge says what the owner must act on.
		expect(html).toContain('badge-late')
		expect(html).toContain('<span class="sr-only">Followed</span>')
		// Nothing paid yet: no "remaining" beside the total.
		expect(html).not.toContain('Remaining')
	})

	test('in Portuguese, with the reader’s date and money', async () => {
		const html = await render('pt-BR', { ...row, overdue: false, followed: false, input: false })
		expect(textOf(html)).toMatch(
			/Bolo de casamento parcela 1 de 3 vence em 25 de dez\. .*R\$\s63,33/,
		)
		expect(html).toContain('aria-label="Bolo de casamento, parcela 1 de 3"')
		expect(html).toContain('Saída')
		expect(html).toContain('badge-open')
		expect(html).not.toContain('Acompanhado')
	})

	test('paid at once, another year, partly paid, named by its line or its reference', async () => {
		const single = await render('en-US', {
			...row,
			of: 1,
			description: null,
			dueDate: '2025-01-10',
			status: 'PARTIALLY_PAID',
			overdue: false,
			paid: 2000,
			remaining: 4333,
		})
		expect(single).toContain('aria-label="Bolo de três andares, due Jan 10, 2025"')
		expect(single).not.toContain('installment')
		expect(textOf(single)).toContain('Remaining: R$43.33')
		expect(single).toContain('badge-part')
		const bare = await render('en-US', {
			...row,
			description: null,
			firstItemName: null,
			category: null,
			clientOrSupplier: null,
		})
		expect(bare).toContain('aria-label="Record #2024-0042, installment 1 of 3"')
		expect(bare).not.toContain('Category')
	})

	test('writes what was typed as text, never as markup', async () => {
		const typed = '"><img src=x onerror=alert(1)>&'
		const html = await render('en-US', {
			...row,
			description: `<i>${typed}</i>`,
			orderReferenceNumber: typed,
			clientOrSupplier: { id: row.id, name: `<b>${typed}</b>` },
			category: { id: row.id, name: `<script>${typed}</script>` },
		})
		expect(html).not.toMatch(/<(img|b|i|script)\b/)
		expect(html).toContain(
			'aria-label="&#60;i&#62;&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38;&#60;/i&#62;, installment 1 of 3"',
		)
		expect(html).toContain('&#60;b&#62;&#34;&#62;&#60;img')
		expect(html).toContain('#&#34;&#62;&#60;img')
	})
})
