import { i18nIn, renderStatic } from '~/testing/render-static'
import { describe, expect, test } from 'vitest'
import { RecordRow, type RecordRowData, useRecordRowLabels } from './record-row'

const row: RecordRowData = {
	kind: 'RECORD',
	id: '6f1c5c1e-0000-4000-8000-000000000001',
	input: false,
	orderReferenceNumber: '2024-0042',
	issuedOn: '2024-03-05',
	total: 12345,
	currency: 'BRL',
	settlement: 'OVERDUE',
	comments: 1,
	clientOrSupplier: null,
	category: 'Aluguel',
	reactions: { APPROVED: 1, QUESTION: 2, REJECTED: 0 },
}

const transfer: RecordRowData = {
	kind: 'TRANSFER',
	id: '6f1c5c1e-0000-4000-8000-000000000002',
	unitId: '6f1c5c1e-0000-4000-8000-000000000003',
	input: true,
	issuedOn: '2024-03-06',
	total: 15000,
	currency: 'BRL',
	description: 'Troco do dia',
	otherCashier: 'Cofre',
}

async function render(language: string, shown: RecordRowData = row): Promise<string> {
	function Row() {
		const labels = useRecordRowLabels()
		return <RecordRow row={shown} recordsPath="/cashier/c1" labels={labels} />
	}
	return renderStatic(<Row />, { i18n: await i18nIn(language), url: '/cashier/c1' })
}

// The row's words come translated once per list: each still says what it said per row.
describe('RecordRow', () => {
	test('in English', async () => {
		const html = await render('en-US')
		expect(html).toContain('aria-label="Open record 2024-0042"')
		expect(html).toContain(`href="/cashier/c1/inventory/${row.id}"`)
		expect(html).toContain('Approved 1 · Questions 2 · Rejected 0 · Comments 1')
		expect(html).toContain('No client or supplier')
		expect(html).toContain('Category: </span>Aluguel')
		expect(html).toContain('Overdue')
		expect(html).toContain('Money out')
	})

	test('in Portuguese', async () => {
		const html = await render('pt-BR')
		expect(html).toContain('aria-label="Abrir lançamento 2024-0042"')
		expect(html).toContain('Aprovações 1 · Dúvidas 2 · Rejeições 0 · Comentários 1')
		expect(html).toContain('Sem cliente ou fornecedor')
		expect(html).toContain('Vencido')
		expect(html).toContain('Saída')
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
		expect(english).not.toContain('Comments')
		const portuguese = await render('pt-BR', transfer)
		expect(portuguese).toContain('>Transferência de Cofre</a>')
		expect(portuguese).toContain('Transferência interna')
		expect(portuguese).toContain('Entrada')
	})

	// The row's inside is written as a string: what people typed stays text, in text and attributes.
	test('writes what was typed as text, never as markup', async () => {
		const typed = '"><img src=x onerror=alert(1)>&'
		const html = await render('en-US', {
			...row,
			orderReferenceNumber: typed,
			clientOrSupplier: `<b>${typed}</b>`,
			category: `<script>${typed}</script>`,
		})
		const transferHtml = await render('en-US', { ...transfer, description: `<i>${typed}</i>` })
		for (const markup of [html, transferHtml]) {
			expect(markup).not.toMatch(/<(img|b|i|script)\b/)
		}
		expect(html).toContain(
			'aria-label="Open record &#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38;"',
		)
		expect(html).toContain('#&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#38;</a>')
		expect(html).toContain('&#60;b&#62;&#34;&#62;&#60;img')
		expect(html).toContain('&#60;script&#62;')
		expect(transferHtml).toContain('&#60;i&#62;&#34;&#62;&#60;img')
	})
})
