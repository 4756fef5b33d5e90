import { describe, expect, test } from 'vitest'
import { type CashierBookRow, type InventoryRow } from '@caixa/contract/inventory'
import { type Language } from '~/i18n/config'
import { loadRecordRowLabels, recordRowData } from './record-row.server'

// The row's words are the reader's: here, the language the browser asks for.
async function render(language: Language, row: CashierBookRow): Promise<string> {
	const request = new Request('http://localhost/cashier/c1', {
		headers: { 'Accept-Language': language },
	})
	return recordRowData(row, '/cashier/c1', await loadRecordRowLabels(request)).html
}

const record: InventoryRow = {
	kind: 'RECORD',
	id: '6f1c5c1e-0000-4000-8000-000000000001',
	cashierId: '6f1c5c1e-0000-4000-8000-000000000009',
	input: false,
	orderReferenceNumber: '2024-0042',
	issuedOn: '2024-03-05',
	description: 'Aluguel de março',
	firstItemName: null,
	category: { id: '6f1c5c1e-0000-4000-8000-000000000004', name: 'Aluguel' },
	clientOrSupplier: { id: '6f1c5c1e-0000-4000-8000-000000000005', name: 'Imobiliária Sol' },
	total: 12345,
	paid: 0,
	remaining: 12345,
	settlement: 'OVERDUE',
	currency: 'BRL',
	reactions: { APPROVED: 1, QUESTION: 2, REJECTED: 0 },
	comments: 0,
	createdAt: '2024-03-05T12:00:00.000Z',
}

const transfer: CashierBookRow = {
	kind: 'TRANSFER',
	id: '6f1c5c1e-0000-4000-8000-000000000002',
	unitId: '6f1c5c1e-0000-4000-8000-000000000003',
	cashierId: '6f1c5c1e-0000-4000-8000-000000000009',
	input: true,
	otherCashier: { id: '6f1c5c1e-0000-4000-8000-000000000006', name: 'Cofre' },
	issuedOn: '2024-03-06',
	description: 'Troco do dia',
	total: 15000,
	currency: 'BRL',
	createdAt: '2024-03-06T12:00:00.000Z',
}

describe('a record’s row', () => {
	test('names it as typed, with its reference, client or supplier and category, in English', async () => {
		const html = await render('en-US', record)
		expect(html).toContain(
			`<a aria-label="Aluguel de março, record #2024-0042" class="book-link" href="/cashier/c1/inventory/${record.id}" data-discover="true">Aluguel de março</a>`,
		)
		expect(html).toContain('Reference: </span>#2024-0042')
		expect(html).toContain('Client or supplier: </span>Imobiliária Sol')
		expect(html).toContain('Category: </span>Aluguel<')
		expect(html).toContain('Total: </span>−R$123.45')
		expect(html).toContain('Overdue')
		expect(html).toContain('Money out')
		// Only what auditors said: no zeros.
		expect(html).toContain('>Approved 1<')
		expect(html).toContain('>Questions 2<')
		expect(html).not.toContain('Rejected')
		expect(html).not.toContain('Comments')
	})

	test('in Portuguese', async () => {
		const html = await render('pt-BR', { ...record, comments: 3 })
		expect(html).toContain('aria-label="Aluguel de março, lançamento #2024-0042"')
		expect(html).toContain('>Aprovações 1<')
		expect(html).toContain('>Comentários 3<')
		expect(html).not.toContain('Rejeições')
		expect(html).toContain('Vencido')
		expect(html).toContain('Saída')
	})

	test('without a description, by its first product line; without either, by its reference', async () => {
		const lined = await render('en-US', { ...record, description: null, firstItemName: 'Bolo' })
		expect(lined).toContain('aria-label="Bolo, record #2024-0042"')
		expect(lined).toContain('>Bolo</a>')
		const bare = await render('en-US', {
			...record,
			description: null,
			firstItemName: null,
			category: null,
			clientOrSupplier: null,
			reactions: { APPROVED: 0, QUESTION: 0, REJECTED: 0 },
		})
		expect(bare).toContain('data-discover="true">Record #2024-0042</a>')
		expect(bare).not.toContain('aria-label')
		expect(bare).not.toContain('book-sub')
		expect(bare).not.toContain('book-count')
	})

	// A transfer is its own kind of row: where the money came from, no settlement, no reactions.
	test('a transfer, in English and in Portuguese', async () => {
		const english = await render('en-US', transfer)
		expect(english).toContain(
			'href="/unit/6f1c5c1e-0000-4000-8000-000000000003/transfer/6f1c5c1e-0000-4000-8000-000000000002"',
		)
		expect(english).toContain('>Transfer from Cofre</a>')
		expect(english).toContain('Internal transfer')
		expect(english).toContain('Description: </span>Troco do dia')
		expect(english).toContain('Money in')
		expect(english).toContain('+R$150.00')
		const portuguese = await render('pt-BR', transfer)
		expect(portuguese).toContain('>Transferência de Cofre</a>')
		expect(portuguese).toContain('Transferência interna')
		expect(portuguese).toContain('Entrada')
	})

	// The row is written as a string: what people typed stays text, in text and attributes.
	test('writes what was typed as text, never as markup', async () => {
		const typed = '"><img src=x onerror=alert(1)>&'
		const html = await render('en-US', {
			...record,
			orderReferenceNumber: typed,
			description: `<i>${typed}</i>`,
			clientOrSupplier: { id: record.id, name: `<b>${typed}</b>` },
			category: { id: record.id, name: `<script>${typed}</script>` },
		})
		const transferHtml = await render('en-US', {
			...transfer,
			description: `<i>${typed}</i>`,
		} as CashierBookRow)
		for (const markup of [html, transferHtml]) {
			expect(markup).not.toMatch(/<(img|b|i|script)\b/)
		}
		expect(html).toContain(
			'aria-label="&#60;i&#62;&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38;&#60;/i&#62;, record #&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38;"',
		)
		expect(html).toContain('&#60;b&#62;&#34;&#62;&#60;img')
		expect(html).toContain('&#60;script&#62;')
		expect(transferHtml).toContain('&#60;i&#62;&#34;&#62;&#60;img')
	})
})
