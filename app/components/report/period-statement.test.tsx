import { describe, expect, test } from 'vitest'
import { i18nIn, renderStatic } from '~/testing/render-static'
import { PeriodStatement } from './period-statement'
import { ReportChart } from './report-chart'
import { chartGeometry } from './report-chart-geometry'
import { type PeriodStatementView } from './report-view'

// What the server sends, which is what a browser without JavaScript shows: the statement's
// lines as a table whose lines with parts open with a <details>, each category a link to its
// drill-down with the statement's period and basis; and the chart, one labelled image.

const i18n = await i18nIn('en-US')
const SALES = '7a1f8c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'

const statement: PeriodStatementView = {
	from: 'Nov 1, 2026',
	to: 'Nov 30, 2026',
	lines: [
		{
			code: 'GROSS_REVENUE',
			kind: 'ADDS',
			amount: 'R$1,000.00',
			share: '111.11%',
			negative: false,
			parts: [
				{
					key: SALES,
					categoryId: SALES,
					name: 'Sales <b>',
					extra: null,
					amount: 'R$1,000.00',
					share: '111.11%',
				},
			],
		},
		{
			code: 'COST_OF_SALES',
			kind: 'SUBTRACTS',
			amount: '-R$300.00',
			share: '-33.33%',
			negative: false,
			parts: [
				{
					key: 'COST_OF_GOODS_SOLD',
					categoryId: null,
					name: null,
					extra: 'COST_OF_GOODS_SOLD',
					amount: '-R$300.00',
					share: '-33.33%',
				},
				{
					key: 'none-OTHER',
					categoryId: null,
					name: null,
					extra: null,
					amount: '-R$1.00',
					share: '-0.11%',
				},
			],
		},
		{
			code: 'NET_RESULT',
			kind: 'SUBTOTAL',
			amount: '-R$150.00',
			share: '—',
			negative: true,
			parts: [],
		},
	],
}

const url = `/unit/u1/report?view=PERIOD&basis=CASH&period=CURRENT_MONTH&from=1&to=2`

describe('the period statement', () => {
	test('a tbody per line, the caption saying the basis and the period', async () => {
		const html = await renderStatic(
			<PeriodStatement statement={statement} basis="CASH" unitId="u1" />,
			{ i18n, url },
		)
		expect(html.match(/<tbody>/g)).toHaveLength(3)
		expect(html).toContain('Income statement, cash basis, from Nov 1, 2026 to Nov 30, 2026')
		expect(html).toContain('<th scope="col"')
		// The marks are for the eye; the signed amount says it to a screen reader.
		expect(html).toContain(
			'<span aria-hidden="true" class="inline-block w-7 text-slate-600">(−)</span>Cost of sales',
		)
		expect(html).toContain('-R$150.00')
	})

	test('a line with parts opens them with <details>; a subtotal has none', async () => {
		const html = await renderStatic(
			<PeriodStatement statement={statement} basis="CASH" unitId="u1" />,
			{ i18n, url },
		)
		expect(html.match(/<details>/g)).toHaveLength(2)
		expect(html).not.toMatch(/<details><summary[^>]*><span[^>]*>\(=\)/)
		expect(html.match(/class="report-part /g)).toHaveLength(3)
	})

	test('a category links to its drill-down with the period and basis, the COGS to its screen; the rest are words', async () => {
		const html = await renderStatic(
			<PeriodStatement statement={statement} basis="CASH" unitId="u1" />,
			{ i18n, url },
		)
		expect(html).toContain(
			`href="/unit/u1/report/category/${SALES}?period=CURRENT_MONTH&amp;from=1&amp;to=2&amp;basis=CASH"`,
		)
		// A name is text, never markup.
		expect(html).toContain('Sales &lt;b&gt;')
		// The cost of the goods sold opens the COGS screen for the same period.
		expect(html).toContain(
			'href="/unit/u1/cogs?period=CURRENT_MONTH&amp;from=1&amp;to=2">Cost of goods sold (stock)</a>',
		)
		expect(html).toContain('Without a category')
		expect(html.match(/<a /g)).toHaveLength(2)
	})

	test('a loss is marked apart', async () => {
		const html = await renderStatic(
			<PeriodStatement statement={statement} basis="CASH" unitId="u1" />,
			{ i18n, url },
		)
		expect(html).toMatch(/text-red-800">-R\$150.00/)
	})
})

describe('the chart', () => {
	test('one image, named by its title and described, with a key in words', async () => {
		const chart = chartGeometry(
			{
				labels: ['Jan', 'Feb'],
				income: [100, 50],
				expenses: [40, 80],
				net: [60, -30],
			},
			String,
		)
		const html = await renderStatic(<ReportChart chart={chart} />, { i18n })
		const [, labelledBy = ''] = /<svg role="img" aria-labelledby="([^"]+)"/.exec(html) ?? []
		const [titleId, descId] = labelledBy.split(' ')
		expect(html).toContain(
			`<title id="${titleId}">Income, costs and expenses, and net result by month</title>`,
		)
		expect(html).toContain(`<desc id="${descId}">Bars: income`)
		expect(html.match(/<rect /g)).toHaveLength(4 + 2)
		expect(html).toContain('<polyline points="')
		expect(html).toContain('>Jan</text>')
		expect(html).toContain('Costs and expenses</li>')
	})
})
