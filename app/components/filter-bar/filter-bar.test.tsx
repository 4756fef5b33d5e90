import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
// What Remix itself renders with on the server (a dependency of @remix-run/react).
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
} from 'react-router-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { searchHref, type FilterDefinition, type FilterEntity } from './definition'
import { FilterBar, loadFilterControls } from './filter-bar'
import { entitiesOf } from './pojo-combobox'

// What the server sends, which is also what a browser without JavaScript shows; and, with
// useHydrated forced on, the first render of the scripted version.
const hydration = vi.hoisted(() => ({ hydrated: false }))
vi.mock('../use-hydrated', () => ({ useHydrated: () => hydration.hydrated }))

const labels = {
	name: 'Cashier name',
	document: 'Document',
	status: 'Status',
	open: 'Open',
	late: 'Late',
	amount: 'Amount',
	amountMin: 'At least',
	amountMax: 'At most',
	period: 'Due',
	unit: 'Unit',
	unitHelp: 'Only cashiers of these units',
}

async function i18nFor(language: 'en-US' | 'pt-BR') {
	const i18n = i18next.createInstance()
	await i18n.use(initReactI18next).init({ ...i18nConfig, lng: language })
	i18n.addResourceBundle(language, 'test', labels)
	return i18n
}
const english = await i18nFor('en-US')

const definitions = [
	{ kind: 'SINGLE', type: 'text', query: 'name', name: 'test:name' },
	{
		kind: 'SINGLE',
		type: 'check',
		query: 'status',
		name: 'test:status',
		options: [
			{ value: 'OPEN', label: 'test:open' },
			{ value: 'LATE', label: 'test:late' },
		],
	},
	{
		kind: 'GROUP',
		query: 'amount',
		name: 'test:amount',
		filters: [
			{ query: 'amountMin', type: 'number', describe: 'test:amountMin' },
			{ query: 'amountMax', type: 'number', describe: 'test:amountMax' },
		],
	},
	{
		kind: 'RANGE',
		query: 'period',
		name: 'test:period',
		defaultQuery: 'period',
		from: { query: 'from' },
		to: { query: 'to' },
	},
	{
		kind: 'POJO',
		query: 'unitId',
		name: 'test:unit',
		describe: 'test:unitHelp',
		searchUrl: '/unit/search',
	},
] as const satisfies readonly FilterDefinition[]

const withRequired = [
	{ kind: 'SINGLE', type: 'text', query: 'document', name: 'test:document', required: true },
	...definitions,
] as const satisfies readonly FilterDefinition[]

const units: FilterEntity[] = [
	{ id: 'u1', label: 'Padaria Pão Quente' },
	{ id: 'u2', label: 'Papelaria Central' },
]

// The filters' controls are fetched on demand; the server renders them once they are in.
beforeAll(() => loadFilterControls())

const timeZone = 'America/Sao_Paulo'
const now = Date.parse('2024-05-15T12:00:00Z')

/** Loads the bar for a URL as a page loader would, then renders it there, with JS off. */
async function render(
	path: string,
	{
		defs = definitions,
		i18n = english,
	}: { defs?: readonly FilterDefinition[]; i18n?: typeof english } = {},
) {
	const request = new Request(`http://localhost${path}`)
	const bar = await loadFilterBar(request, defs, {
		timeZone,
		now,
		lookup: async (_definition, ids) => units.filter((unit) => ids.includes(unit.id)),
		search: async (_definition, text) =>
			units.filter((unit) => unit.label.toLowerCase().includes(text.toLowerCase())),
	})
	if ('redirect' in bar) throw new Error(`${path} is not canonical: ${bar.redirect}`)
	const routes = [
		{
			path: '*',
			element: <FilterBar definitions={defs} state={bar.filters} timeZone={timeZone} />,
		},
	]
	const handler = createStaticHandler(routes)
	const context = await handler.query(request)
	if (context instanceof Response) throw new Error('unexpected response')
	const router = createStaticRouter(handler.dataRoutes, context)
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider router={router} context={context} hydrate={false} />
		</I18nextProvider>,
	)
}

/** The opening tag of the first element matching a pattern. */
function tag(html: string, pattern: RegExp) {
	return [...html.matchAll(/<[a-z]+\b[^>]*>/g)].map((m) => m[0]).find((t) => pattern.test(t))
}

function idOfLabel(html: string, label: string) {
	return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
}

describe('the form', () => {
	test('is a GET search form on the current path, without ?index, keeping tab but not page', async () => {
		const html = await render('/?tab=auditors&page=3')
		expect(tag(html, /^<form/)).toMatch(/method="get"/)
		expect(tag(html, /^<form/)).toMatch(/action="\/"/)
		expect(tag(html, /^<form/)).toMatch(/role="search"/)
		expect(tag(html, /^<form/)).toMatch(/aria-label="Filters"/)
		expect(html).toContain('<input type="hidden" name="tab" value="auditors"/>')
		expect(html).not.toContain('name="page"')
	})

	test('keeps the page’s path', async () => {
		const html = await render('/unit/7/cashier?tab=cashiers')
		expect(tag(html, /^<form/)).toMatch(/action="\/unit\/7\/cashier"/)
	})

	test('sends Enter through a hidden Filter button first, not through a Filters menu button', async () => {
		const html = await render('/?name=')
		const firstButton = tag(html, /^<button/)
		expect(firstButton).toMatch(/type="submit"/)
		expect(firstButton).toMatch(/tabindex="-1"/)
		expect(firstButton).toMatch(/aria-hidden="true"/)
		expect(firstButton).not.toMatch(/name=/)
	})

	test('has a Filter button once a filter is selected', async () => {
		expect(await render('/')).not.toMatch(/<button class="[^"]*" type="submit">Filter<\/button>/)
		expect(await render('/?name=')).toMatch(/<button class="[^"]*" type="submit">Filter<\/button>/)
	})
})

describe('the Filters menu without JavaScript', () => {
	test('is a disclosure whose buttons tick a filter by adding its empty key', async () => {
		const html = await render('/?tab=cashiers')
		expect(html).toMatch(/<details[^>]*><summary[^>]*>Filters/)
		for (const [key, label] of [
			['name', 'Cashier name'],
			['status', 'Status'],
			['amountMin', 'Amount'],
			['period', 'Due'],
			['unitId', 'Unit'],
		]) {
			expect(html).toMatch(
				new RegExp(`<button type="submit" name="${key}" value=""[^>]*>.*?${label}</button>`),
			)
		}
	})

	test('shows a ticked filter as a link to the URL without it', async () => {
		const html = await render('/?tab=cashiers&name=Ana&status=OPEN')
		expect(html).not.toMatch(/<button type="submit" name="name"/)
		const link = tag(html, /aria-label="Remove Cashier name"/)
		expect(link).toMatch(/^<a /)
		expect(link).toContain('href="/?tab=cashiers&amp;status=OPEN"')
	})

	test('leaves required filters out', async () => {
		const html = await render('/?document=', { defs: withRequired })
		expect(html).not.toMatch(/name="document" value=""/)
	})
})

describe('a selected filter', () => {
	test('a text filter has a labelled input holding its value, and a Remove link', async () => {
		const html = await render('/?tab=cashiers&name=Padaria&page=2')
		const id = idOfLabel(html, 'Cashier name')
		expect(id).toBeTruthy()
		const input = tag(html, new RegExp(`id="${id}"`))
		expect(input).toMatch(/^<input/)
		expect(input).toContain('name="name"')
		expect(input).toContain('value="Padaria"')
		// Removing keeps tab and drops the page: the list starts again from the top.
		const remove = tag(html, /aria-label="Remove Cashier name"/)
		expect(remove).toContain('href="/?tab=cashiers"')
		expect(html).toMatch(/aria-label="Remove Cashier name"[^>]*>Remove<\/a>/)
	})

	test('a required filter is always shown and has no Remove', async () => {
		const html = await render('/?document=', { defs: withRequired })
		expect(idOfLabel(html, 'Document')).toBeTruthy()
		expect(html).not.toContain('Remove Document')
	})

	test('a check filter lists its options, ticked from the URL, and keeps itself with none ticked', async () => {
		const html = await render('/?status=LATE')
		expect(html).toMatch(/role="group" aria-labelledby="([^"]+)"/)
		expect(html).toContain('<input type="hidden" name="status" value=""/>')
		expect(tag(html, /value="OPEN"/)).not.toContain('checked')
		expect(tag(html, /value="LATE"/)).toContain('checked=""')
		expect(html).toMatch(/<label[^>]*><input[^>]*value="LATE"[^>]*\/>Late<\/label>/)
	})

	test('a group labels each of its inputs', async () => {
		const html = await render('/?amountMin=10&amountMax=')
		expect(tag(html, new RegExp(`id="${idOfLabel(html, 'At least')}"`))).toMatch(
			/name="amountMin".*value="10"/,
		)
		expect(tag(html, new RegExp(`id="${idOfLabel(html, 'At most')}"`))).toMatch(
			/name="amountMax".*value=""/,
		)
	})

	test('a POJO filter describes its search with its help text', async () => {
		const html = await render('/?unitId=')
		const input = tag(html, /name="unitId.search"/)
		const describedBy = /aria-describedby="([^"]+)"/.exec(input ?? '')?.[1]
		expect(html).toContain(
			`id="${describedBy}" class="text-xs text-slate-600">Only cashiers of these units</p>`,
		)
	})
})

describe('a date range without JavaScript', () => {
	test('offers every preset, the chosen one selected', async () => {
		const html = await render('/?period=')
		expect(tag(html, new RegExp(`id="${idOfLabel(html, 'Period')}"`))).toMatch(
			/^<select[^>]*name="period"/,
		)
		expect(html).toContain('<option value="" selected="">Choose a period</option>')
		for (const label of [
			'Current month',
			'Last month',
			'Last 90 days',
			'Last 30 days',
			'Today',
			'Just one day',
			'Customized',
		]) {
			expect(html).toContain(`>${label}</option>`)
		}
		expect(html).not.toContain('type="date"')
	})

	test('a custom range shows its ends as the calendar days of the unit’s zone, sent as days', async () => {
		// 2 May 00:00 in São Paulo is 03:00 UTC.
		const from = Date.parse('2024-05-02T03:00:00Z')
		const to = Date.parse('2024-05-10T02:59:59.999Z') // 9 May, 23:59:59.999 in São Paulo
		const html = await render(`/?period=CUSTOMIZED&from=${from}&to=${to}`)
		expect(html).toContain('<option value="CUSTOMIZED" selected="">Customized</option>')
		const fromInput = tag(html, new RegExp(`id="${idOfLabel(html, 'From')}"`))
		expect(fromInput).toMatch(/type="date"/)
		expect(fromInput).toContain('name="from.date"')
		expect(fromInput).toContain('value="2024-05-02"')
		const toInput = tag(html, new RegExp(`id="${idOfLabel(html, 'To')}"`))
		expect(toInput).toContain('name="to.date"')
		expect(toInput).toContain('value="2024-05-09"')
	})

	test('a relative preset shows its days read-only and does not send them', async () => {
		const bar = await loadFilterBar(new Request('http://localhost/?period=TODAY'), definitions, {
			timeZone,
			now,
			lookup: async () => [],
			search: async () => [],
		})
		expect('redirect' in bar && bar.redirect).toBeTruthy()
		const html = await render(('redirect' in bar && bar.redirect) || '')
		const fromInput = tag(html, new RegExp(`id="${idOfLabel(html, 'From')}"`))
		expect(fromInput).toContain('readonly=""')
		expect(fromInput).not.toContain('name=')
		expect(fromInput).toContain('value="2024-05-15"')
	})

	test('JUST_ONE shows one day', async () => {
		const day = Date.parse('2024-05-02T03:00:00Z')
		const end = Date.parse('2024-05-03T02:59:59.999Z')
		const html = await render(`/?period=JUST_ONE&from=${day}&to=${end}`)
		const input = tag(html, new RegExp(`id="${idOfLabel(html, 'Day')}"`))
		expect(input).toContain('name="from.date"')
		expect(input).toContain('value="2024-05-02"')
		expect(idOfLabel(html, 'To')).toBeUndefined()
	})
})

describe('a POJO filter without JavaScript', () => {
	test('shows the chosen entities by name, sends their ids, and removes each by a link', async () => {
		const html = await render('/?tab=cashiers&unitId=u2&unitId=u1')
		expect(html).toContain('<input type="hidden" name="unitId" value="u2"/>')
		expect(html).toContain('<input type="hidden" name="unitId" value="u1"/>')
		expect(html).toMatch(/<ul aria-label="Chosen: Unit"[^>]*><li[^>]*>Papelaria Central<a /)
		expect(tag(html, /aria-label="Remove Papelaria Central"/)).toContain(
			'href="/?tab=cashiers&amp;unitId=u1"',
		)
	})

	test('has a labelled search field with a Search button', async () => {
		const html = await render('/?unitId=')
		expect(html).toContain('<input type="hidden" name="unitId" value=""/>')
		const search = tag(html, new RegExp(`id="${idOfLabel(html, 'Unit')}"`))
		expect(search).toMatch(/type="search"/)
		expect(search).toContain('name="unitId.search"')
		expect(html).toMatch(/<button type="submit" aria-label="Search Unit"[^>]*>Search<\/button>/)
		expect(html).not.toContain('unitId.choose')
	})

	test('lists the matches of a search as buttons that choose one', async () => {
		const html = await render('/?unitId=u2&unitId.search=pa')
		expect(tag(html, /name="unitId.search"/)).toContain('value="pa"')
		expect(html).toMatch(
			/<ul aria-label="Matches for “pa”"[^>]*><li><button type="submit" name="unitId.choose" value="u1"[^>]*>Padaria Pão Quente<\/button><\/li><\/ul>/,
		)
	})

	test('says when nothing matches', async () => {
		const html = await render('/?unitId=&unitId.search=zzz')
		expect(html).toContain('Nothing matches “zzz”.')
	})
})

describe('in Portuguese', () => {
	test('every word of the bar is translated', async () => {
		const html = await render('/?name=&period=', { i18n: await i18nFor('pt-BR') })
		expect(html).toContain('>Filtros')
		expect(html).toContain('>Remover</a>')
		expect(html).toContain('>Filtrar</button>')
		expect(html).toContain('>Escolha um período</option>')
		expect(html).toContain('>Últimos 30 dias</option>')
	})
})

describe('once hydrated', () => {
	beforeEach(() => {
		hydration.hydrated = true
	})
	afterEach(() => {
		hydration.hydrated = false
	})

	test('the Filters menu is a menu button, and there is no Filter button', async () => {
		const html = await render('/?name=')
		expect(html).not.toContain('<details')
		expect(tag(html, /aria-haspopup="menu"/)).toMatch(/^<button[^>]*type="button"/)
		expect(html).not.toMatch(/type="submit">Filter<\/button>/)
	})

	test('a POJO filter is a labelled combobox controlling a listbox, without a name', async () => {
		const html = await render('/?unitId=u1')
		const id = idOfLabel(html, 'Unit')
		const input = tag(html, new RegExp(`id="${id}"`)) ?? ''
		expect(input).toContain('role="combobox"')
		expect(input).toContain('aria-autocomplete="list"')
		expect(input).toContain('aria-expanded="false"')
		expect(input).not.toContain('name=')
		const listbox = /aria-controls="([^"]+)"/.exec(input)?.[1]
		expect(tag(html, new RegExp(`id="${listbox}"`))).toMatch(/role="listbox"[^>]*hidden=""/)
		// Help text and the keyboard hint.
		const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ') ?? []
		expect(describedBy).toHaveLength(2)
		expect(html).toContain(`id="${describedBy[1]}" class="sr-only">Type to search`)
		// The chosen entity still travels as a hidden input, with its chip.
		expect(html).toContain('<input type="hidden" name="unitId" value="u1"/>')
		expect(html).toContain('aria-label="Remove Padaria Pão Quente"')
		expect(html).not.toContain('unitId.search')
	})

	test('the days of a relative preset can be edited (which makes the range custom)', async () => {
		const today = '2024-05-15'
		const from = Date.parse('2024-05-15T03:00:00Z')
		const to = Date.parse('2024-05-16T02:59:59.999Z')
		const html = await render(`/?period=TODAY&from=${from}&to=${to}`)
		const fromInput = tag(html, new RegExp(`id="${idOfLabel(html, 'From')}"`))
		expect(fromInput).toContain('name="from.date"')
		expect(fromInput).not.toContain('readonly')
		expect(fromInput).toContain(`value="${today}"`)
	})
})

describe('the entity search', () => {
	test('asks the search URL for 10 options from offset 0', () => {
		expect(searchHref('/unit/search', 'pão quente')).toBe(
			'/unit/search?query=p%C3%A3o+quente&offset=0&limit=10',
		)
		expect(searchHref('/unit/search?scope=mine', 'a')).toBe(
			'/unit/search?scope=mine&query=a&offset=0&limit=10',
		)
	})

	test('reads only { id, label } items from the answer', () => {
		expect(entitiesOf([{ id: 'a', label: 'A' }, { id: 1 }, null, 'x'])).toEqual([
			{ id: 'a', label: 'A' },
		])
		expect(entitiesOf({ id: 'a', label: 'A' })).toEqual([])
		expect(entitiesOf(undefined)).toEqual([])
	})
})
