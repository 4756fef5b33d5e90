import { describe, expect, test, vi } from 'vitest'
import { type FilterDefinition, type FilterEntity } from '~/components/filter-bar/definition'
import { presetRange } from '~/components/filter-bar/presets'
import { loadFilterBar, type LoadFilterBarOptions } from '~/components/filter-bar/filter-bar.server'

const definitions = [
	{ kind: 'SINGLE', type: 'text', query: 'name', name: 'portal:filters.name' },
	{
		kind: 'RANGE',
		query: 'period',
		name: 'portal:filters.period',
		defaultQuery: 'period',
		from: { query: 'from' },
		to: { query: 'to' },
	},
	{ kind: 'POJO', query: 'unitId', name: 'portal:filters.unit', searchUrl: '/unit/search' },
] as const satisfies readonly FilterDefinition[]

const units: FilterEntity[] = [
	{ id: 'u1', label: 'Padaria Pão Quente' },
	{ id: 'u2', label: 'Papelaria Central' },
	{ id: 'u3', label: 'Açougue Bom Corte' },
]

const now = Date.parse('2024-05-15T12:00:00Z')

function options(overrides: Partial<LoadFilterBarOptions> = {}): LoadFilterBarOptions {
	return {
		timeZone: 'America/Sao_Paulo',
		now,
		lookup: vi.fn(async (_definition, ids: string[]) =>
			units.filter((unit) => ids.includes(unit.id)),
		),
		search: vi.fn(async (_definition, text: string) =>
			units.filter((unit) => unit.label.toLowerCase().includes(text.toLowerCase())),
		),
		...overrides,
	}
}

const load = (path: string, opts = options()) =>
	loadFilterBar(new Request(`http://localhost${path}`), definitions, opts)

describe('loadFilterBar', () => {
	test('redirects a URL that is not canonical to the same path with the canonical query', async () => {
		const today = presetRange('TODAY', now, 'America/Sao_Paulo')
		expect(await load('/unit/1/cashier?tab=cashiers&period=TODAY')).toEqual({
			redirect: `/unit/1/cashier?tab=cashiers&period=TODAY&from=${today?.from}&to=${today?.to}`,
		})
		expect(await load('/?index&name=x')).toEqual({ redirect: '/?name=x' })
	})

	test('answers every filter’s state and the API pairs', async () => {
		const result = await load('/?tab=auditors&name=+Pad+&period=')
		expect(result).toEqual({
			filters: {
				filters: [
					expect.objectContaining({ query: 'name', isSelected: true, value: ' Pad ' }),
					expect.objectContaining({ query: 'period', isSelected: true }),
					expect.objectContaining({ query: 'unitId', isSelected: false }),
				],
				entities: {},
			},
			apiParams: [['name', 'Pad']],
		})
	})

	test('names the chosen entities, in the order they were chosen', async () => {
		const opts = options()
		const result = await load('/?unitId=u3&unitId=u1', opts)
		expect(opts.lookup).toHaveBeenCalledWith(definitions[2], ['u3', 'u1'])
		expect(result).toMatchObject({
			filters: { entities: { unitId: { chosen: [units[2], units[0]], matches: null } } },
			apiParams: [
				['unitId', 'u3'],
				['unitId', 'u1'],
			],
		})
	})

	test('does not look anything up when nothing is chosen', async () => {
		const opts = options()
		expect(await load('/?unitId=', opts)).toMatchObject({
			filters: { entities: { unitId: { chosen: [], matches: null } } },
			apiParams: [],
		})
		expect(opts.lookup).not.toHaveBeenCalled()
		expect(opts.search).not.toHaveBeenCalled()
	})

	test('drops ids the lookup does not know, by a redirect', async () => {
		expect(await load('/?tab=cashiers&unitId=u1&unitId=gone&page=2')).toEqual({
			redirect: '/?tab=cashiers&unitId=u1',
		})
		expect(await load('/?unitId=gone')).toEqual({ redirect: '/?unitId=' })
	})

	test('lists the matches of a search made without JavaScript, leaving out chosen ones', async () => {
		const opts = options()
		const result = await load('/?unitId=u1&unitId.search=pa', opts)
		expect(opts.search).toHaveBeenCalledWith(definitions[2], 'pa')
		expect(result).toMatchObject({
			filters: { entities: { unitId: { chosen: [units[0]], matches: [units[1]] } } },
			apiParams: [['unitId', 'u1']],
		})
	})

	test('keeps at most 10 matches', async () => {
		const many = Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, label: `Match ${i}` }))
		const result = await load(
			'/?unitId=&unitId.search=match',
			options({ search: async () => many }),
		)
		expect(result).toMatchObject({
			filters: { entities: { unitId: { matches: many.slice(0, 10) } } },
		})
	})

	test('a choice made without JavaScript is canonicalised before anything is looked up', async () => {
		const opts = options()
		expect(await load('/?unitId.search=pa&unitId.choose=u2', opts)).toEqual({
			redirect: '/?unitId=u2',
		})
		expect(opts.lookup).not.toHaveBeenCalled()
	})
})
