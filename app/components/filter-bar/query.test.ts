import { describe, expect, test } from 'vitest'
import { assertFilterDefinitions, type FilterDefinition } from './definition'
import { presetRange, startOfDay, endOfDay } from './presets'
import {
	apiParams,
	canonicalSearch,
	readFilters,
	withFilterSelected,
	withoutEntity,
	writeFilters,
	type FilterState,
} from './query'

const definitions = [
	{ kind: 'SINGLE', type: 'text', query: 'name', name: 'portal:filters.name' },
	{ kind: 'SINGLE', type: 'number', query: 'minimum', name: 'portal:filters.minimum' },
	{
		kind: 'SINGLE',
		type: 'check',
		query: 'status',
		name: 'portal:filters.status',
		options: [
			{ value: 'OPEN', label: 'portal:status.open' },
			{ value: 'LATE', label: 'portal:status.late' },
			{ value: 'PAID', label: 'portal:status.paid' },
		],
	},
	{
		kind: 'GROUP',
		query: 'amount',
		name: 'portal:filters.amount',
		filters: [
			{ query: 'amountMin', type: 'number', describe: 'portal:filters.amountMin' },
			{ query: 'amountMax', type: 'number', describe: 'portal:filters.amountMax' },
		],
	},
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

const required = [
	{ kind: 'SINGLE', type: 'text', query: 'document', name: 'x:document', required: true },
	...definitions,
] as const satisfies readonly FilterDefinition[]

const UTC = { now: Date.parse('2024-05-15T12:00:00Z'), timeZone: 'UTC' }
const SAO_PAULO = { now: Date.parse('2024-05-15T02:00:00Z'), timeZone: 'America/Sao_Paulo' }

const read = (search: string, context = UTC, defs: readonly FilterDefinition[] = definitions) =>
	readFilters(defs, new URLSearchParams(search), context)
const canonical = (
	search: string,
	context = UTC,
	defs: readonly FilterDefinition[] = definitions,
) => canonicalSearch(defs, new URLSearchParams(search), context)
const byQuery = (states: FilterState[], query: string) => states.find((s) => s.query === query)
const ms = (iso: string) => String(Date.parse(iso))

describe('readFilters', () => {
	test('nothing in the URL selects nothing', () => {
		expect(read('tab=cashiers').map((s) => s.isSelected)).toEqual([
			false,
			false,
			false,
			false,
			false,
			false,
		])
	})

	test('an empty key selects a filter that has no value yet', () => {
		expect(byQuery(read('name='), 'name')).toEqual({
			kind: 'SINGLE',
			type: 'text',
			query: 'name',
			required: false,
			isSelected: true,
			value: '',
		})
	})

	test('reads each kind', () => {
		const states = read(
			[
				'name=Padaria',
				'minimum=10.50',
				'status=PAID&status=OPEN&status=NOPE',
				'amountMin=5&amountMax=',
				`period=CUSTOMIZED&from=${ms('2024-05-01T00:00:00Z')}&to=${ms('2024-05-10T23:59:59.999Z')}`,
				'unitId=u1&unitId=u2&unitId=u1',
			].join('&'),
		)
		expect(states.map((s) => [s.query, s.isSelected, s.value])).toEqual([
			['name', true, 'Padaria'],
			['minimum', true, '10.5'],
			['status', true, ['OPEN', 'PAID']],
			[
				'amount',
				true,
				[
					{ query: 'amountMin', value: '5' },
					{ query: 'amountMax', value: '' },
				],
			],
			[
				'period',
				true,
				{
					preset: 'CUSTOMIZED',
					from: Date.parse('2024-05-01T00:00:00Z'),
					to: Date.parse('2024-05-10T23:59:59.999Z'),
				},
			],
			['unitId', true, ['u1', 'u2']],
		])
	})

	test('a number that is not one reads as no value', () => {
		expect(byQuery(read('minimum=abc'), 'minimum')?.value).toBe('')
		expect(byQuery(read('minimum=Infinity'), 'minimum')?.value).toBe('')
	})

	test('a relative preset is re-read against today, whatever dates the URL kept', () => {
		const lastWeek = `period=LAST_THIRTY_DAYS&from=${ms('2024-04-01T00:00:00Z')}&to=${ms('2024-04-30T23:59:59.999Z')}`
		const range = presetRange('LAST_THIRTY_DAYS', UTC.now, 'UTC')
		expect(byQuery(read(lastWeek), 'period')?.value).toEqual({
			preset: 'LAST_THIRTY_DAYS',
			...range,
		})
	})

	test('each relative preset gets its dates in the zone', () => {
		for (const preset of [
			'CURRENT_MONTH',
			'LAST_MONTH',
			'LAST_NINETY_DAYS',
			'LAST_THIRTY_DAYS',
			'TODAY',
		] as const) {
			expect(byQuery(read(`period=${preset}`, SAO_PAULO), 'period')?.value).toEqual({
				preset,
				...presetRange(preset, SAO_PAULO.now, SAO_PAULO.timeZone),
			})
		}
	})

	test('JUST_ONE is the whole day its start falls on', () => {
		const noon = ms('2024-05-03T15:00:00Z')
		expect(byQuery(read(`period=JUST_ONE&from=${noon}`, SAO_PAULO), 'period')?.value).toEqual({
			preset: 'JUST_ONE',
			from: Date.parse('2024-05-03T03:00:00Z'),
			to: Date.parse('2024-05-04T02:59:59.999Z'),
		})
	})

	test('a custom range keeps a lone end, to be applied once the other is set', () => {
		expect(
			byQuery(read(`period=CUSTOMIZED&from=${ms('2024-05-01T00:00:00Z')}`), 'period')?.value,
		).toEqual({ preset: 'CUSTOMIZED', from: Date.parse('2024-05-01T00:00:00Z'), to: null })
	})

	test('calendar days typed without JavaScript are that day’s bounds in the zone', () => {
		const states = read('period=CUSTOMIZED&from.date=2024-05-01&to.date=2024-05-10', SAO_PAULO)
		expect(byQuery(states, 'period')?.value).toEqual({
			preset: 'CUSTOMIZED',
			from: startOfDay('2024-05-01', 'America/Sao_Paulo'),
			to: endOfDay('2024-05-10', 'America/Sao_Paulo'),
		})
	})

	test('a required filter is always selected', () => {
		expect(byQuery(read('', UTC, required), 'document')).toMatchObject({
			required: true,
			isSelected: true,
			value: '',
		})
	})
})

describe('writeFilters', () => {
	test('writes each kind under its keys, keeps the page’s keys, drops page, in a stable order', () => {
		const states = read(
			[
				'unitId=u2&unitId=u1',
				'page=3',
				'status=PAID&status=OPEN',
				`period=LAST_MONTH`,
				'name=Padaria',
				'tab=auditors',
				'amountMin=5',
				'minimum=',
			].join('&'),
		)
		const month = presetRange('LAST_MONTH', UTC.now, 'UTC')
		const written = writeFilters(new URLSearchParams('page=3&tab=auditors&sort=name'), states)
		expect([...written]).toEqual([
			['tab', 'auditors'],
			['sort', 'name'],
			['name', 'Padaria'],
			['minimum', ''],
			['status', 'OPEN'],
			['status', 'PAID'],
			['amountMin', '5'],
			['amountMax', ''],
			['period', 'LAST_MONTH'],
			['from', String(month?.from)],
			['to', String(month?.to)],
			['unitId', 'u2'],
			['unitId', 'u1'],
		])
	})

	test('a selected filter without a value stays as an empty key; an unselected one is not written', () => {
		const states = read('status=&period=&unitId=&amountMax=')
		expect(writeFilters(new URLSearchParams(), states).toString()).toBe(
			'status=&amountMin=&amountMax=&period=&unitId=',
		)
	})

	test('replaces the old values of the filters and keeps nothing they own', () => {
		const states = read('name=new')
		const written = writeFilters(
			new URLSearchParams('name=old&from.date=2024-01-01&unitId.search=x&tab=cashiers&index'),
			states,
		)
		expect(written.toString()).toBe('tab=cashiers&name=new')
	})

	test('what is written reads back the same', () => {
		for (const search of [
			'',
			'name=Ana+Maria&tab=auditors',
			'minimum=0',
			'status=LATE&status=PAID',
			'amountMin=1&amountMax=2',
			`period=JUST_ONE&from=${ms('2024-05-03T12:00:00Z')}`,
			`period=CUSTOMIZED&to=${ms('2024-05-03T12:00:00Z')}`,
			'period=TODAY',
			'unitId=b&unitId=a',
			'unitId=&unitId.search=pada',
			'name=&status=&amountMax=&period=&unitId=',
		]) {
			for (const context of [UTC, SAO_PAULO]) {
				const state = read(search, context)
				const written = writeFilters(new URLSearchParams(search), state)
				expect(readFilters(definitions, written, context), search).toEqual(state)
			}
		}
	})
})

describe('apiParams', () => {
	test('sends only values: blank text, empty lists and unselected filters are left out', () => {
		const states = read('name=++&minimum=&status=&amountMin=&amountMax=9&unitId=&tab=auditors')
		expect(apiParams(states)).toEqual([['amountMax', '9']])
	})

	test('sends lists as repeated keys, dates as ms and the preset code, POJO ids', () => {
		const states = read(
			'name=+Padaria+&status=OPEN&status=LATE&period=TODAY&unitId=u1&unitId=u2',
			SAO_PAULO,
		)
		const today = presetRange('TODAY', SAO_PAULO.now, SAO_PAULO.timeZone)
		expect(apiParams(states)).toEqual([
			['name', 'Padaria'],
			['status', 'OPEN'],
			['status', 'LATE'],
			['period', 'TODAY'],
			['from', String(today?.from)],
			['to', String(today?.to)],
			['unitId', 'u1'],
			['unitId', 'u2'],
		])
	})

	test('a custom range is sent only with both ends, JUST_ONE only with its day', () => {
		const from = ms('2024-05-01T00:00:00Z')
		expect(apiParams(read(`period=CUSTOMIZED&from=${from}`))).toEqual([])
		expect(apiParams(read('period=JUST_ONE'))).toEqual([])
		expect(apiParams(read(`period=JUST_ONE&from=${from}`))).toEqual([
			['period', 'JUST_ONE'],
			['from', from],
			['to', ms('2024-05-01T23:59:59.999Z')],
		])
	})
})

describe('canonicalSearch', () => {
	test('a canonical URL stays', () => {
		const today = presetRange('TODAY', UTC.now, 'UTC')
		expect(canonical('')).toBeNull()
		expect(canonical('tab=cashiers&page=2')).toBeNull()
		expect(canonical('name=&tab=cashiers')).toBeNull()
		expect(canonical(`tab=auditors&period=TODAY&from=${today?.from}&to=${today?.to}`)).toBeNull()
		expect(canonical('status=OPEN&status=PAID&unitId=z&unitId=a')).toBeNull()
	})

	test('keys in another order are not a reason to redirect', () => {
		expect(canonical('name=x&tab=cashiers&status=PAID')).toBeNull()
	})

	test('a preset code without its dates gets them', () => {
		const today = presetRange('TODAY', SAO_PAULO.now, SAO_PAULO.timeZone)
		expect(canonical('tab=cashiers&period=TODAY', SAO_PAULO)).toBe(
			`?tab=cashiers&period=TODAY&from=${today?.from}&to=${today?.to}`,
		)
	})

	test('a bookmark of a relative preset is moved to today’s dates', () => {
		const then = { ...UTC, now: Date.parse('2024-04-02T12:00:00Z') }
		const bookmark = `period=LAST_THIRTY_DAYS&from=${presetRange('LAST_THIRTY_DAYS', then.now, 'UTC')?.from}&to=${presetRange('LAST_THIRTY_DAYS', then.now, 'UTC')?.to}`
		expect(canonical(bookmark, then)).toBeNull()
		const range = presetRange('LAST_THIRTY_DAYS', UTC.now, 'UTC')
		expect(canonical(bookmark, UTC)).toBe(
			`?period=LAST_THIRTY_DAYS&from=${range?.from}&to=${range?.to}`,
		)
	})

	test('calendar days from a date input become ms at the day’s bounds in the zone', () => {
		expect(
			canonical(
				'tab=cashiers&period=CUSTOMIZED&from.date=2024-05-01&to.date=2024-05-10',
				SAO_PAULO,
			),
		).toBe(
			`?tab=cashiers&period=CUSTOMIZED&from=${ms('2024-05-01T03:00:00Z')}&to=${ms('2024-05-11T02:59:59.999Z')}`,
		)
	})

	test('a day typed under JUST_ONE becomes that whole day', () => {
		expect(
			canonical('period=JUST_ONE&from.date=2024-03-10', { ...UTC, timeZone: 'America/New_York' }),
		).toBe(
			`?period=JUST_ONE&from=${ms('2024-03-10T05:00:00Z')}&to=${ms('2024-03-11T03:59:59.999Z')}`,
		)
	})

	test('typed days under a relative preset give way to the preset', () => {
		const today = presetRange('TODAY', UTC.now, 'UTC')
		expect(canonical('period=TODAY&from.date=2020-01-01&to.date=2020-01-02')).toBe(
			`?period=TODAY&from=${today?.from}&to=${today?.to}`,
		)
	})

	test('an emptied date input clears that end; a wrong one too', () => {
		const from = ms('2024-05-01T00:00:00Z')
		expect(canonical(`period=CUSTOMIZED&from=${from}&from.date=&to.date=2024-05-10`)).toBe(
			`?period=CUSTOMIZED&to=${ms('2024-05-10T23:59:59.999Z')}`,
		)
		expect(canonical('period=CUSTOMIZED&from.date=2024-02-30')).toBe('?period=CUSTOMIZED')
		expect(canonical('period=CUSTOMIZED&from=9999999999999999')).toBe('?period=CUSTOMIZED')
		expect(canonical('period=CUSTOMIZED&from=1e3')).toBe('?period=CUSTOMIZED')
	})

	test('ends given the wrong way round are kept as typed', () => {
		expect(canonical('period=CUSTOMIZED&from.date=2024-05-10&to.date=2024-05-01')).toBe(
			`?period=CUSTOMIZED&from=${ms('2024-05-10T00:00:00Z')}&to=${ms('2024-05-01T23:59:59.999Z')}`,
		)
	})

	test('ends not on a day’s bounds are moved to them', () => {
		expect(
			canonical(
				`period=CUSTOMIZED&from=${ms('2024-05-01T10:00:00Z')}&to=${ms('2024-05-02T10:00:00Z')}`,
			),
		).toBe(
			`?period=CUSTOMIZED&from=${ms('2024-05-01T00:00:00Z')}&to=${ms('2024-05-02T23:59:59.999Z')}`,
		)
	})

	test('dates without a preset are a custom range; an unknown preset is none', () => {
		const from = ms('2024-05-01T00:00:00Z')
		expect(canonical(`from=${from}`)).toBe(`?period=CUSTOMIZED&from=${from}`)
		expect(canonical('period=SOMETIME')).toBe('?period=')
	})

	test('a choice made without JavaScript becomes a chosen id and ends its search', () => {
		expect(canonical('unitId=u1&unitId.search=pada&unitId.choose=u2')).toBe('?unitId=u1&unitId=u2')
		expect(canonical('unitId.search=&tab=cashiers')).toBe('?tab=cashiers&unitId=')
		expect(canonical('unitId=&unitId.search=pada')).toBeNull()
		expect(canonical('unitId.search=+pada+')).toBe('?unitId=&unitId.search=pada')
	})

	test('a ticked check filter drops the empty marker once a box is ticked, and unknown options', () => {
		expect(canonical('status=&status=PAID&status=NOPE')).toBe('?status=PAID')
	})

	test('repeats of a single value keep the first', () => {
		expect(canonical('name=a&name=b')).toBe('?name=a')
		expect(canonical('name=&name=b')).toBe('?name=b')
	})

	test('a required filter is written even when the URL lacks it', () => {
		expect(canonical('tab=cashiers', UTC, required)).toBe('?tab=cashiers&document=')
		expect(canonical('tab=cashiers&document=123', UTC, required)).toBeNull()
	})

	test('Remix’s index marker is dropped, the page kept', () => {
		expect(canonical('index&page=2&name=x')).toBe('?page=2&name=x')
		expect(canonical('index=')).toBe('')
	})
})

describe('ticking, removing, unchoosing', () => {
	const [name, , status, amount, period, unit] = definitions

	test('ticking adds the empty key; unticking removes every key the filter owns; both drop page', () => {
		const params = new URLSearchParams('tab=auditors&page=4')
		expect(withFilterSelected(name, params, true).toString()).toBe('tab=auditors&name=')
		expect(withFilterSelected(amount, params, true).toString()).toBe('tab=auditors&amountMin=')
		expect(withFilterSelected(period, params, true).toString()).toBe('tab=auditors&period=')
		const full = new URLSearchParams(
			'tab=auditors&page=4&period=CUSTOMIZED&from=1&to=2&from.date=2024-01-01&status=PAID',
		)
		expect(withFilterSelected(period, full, false).toString()).toBe('tab=auditors&status=PAID')
		expect(withFilterSelected(status, full, false).toString()).toBe(
			'tab=auditors&period=CUSTOMIZED&from=1&to=2&from.date=2024-01-01',
		)
	})

	test('ticking a filter that is already selected keeps its value', () => {
		expect(withFilterSelected(name, new URLSearchParams('name=Ana'), true).toString()).toBe(
			'name=Ana',
		)
	})

	test('a required filter cannot be unticked', () => {
		const [document] = required
		expect(withFilterSelected(document, new URLSearchParams('document=1'), false).toString()).toBe(
			'document=1',
		)
	})

	test('unchoosing an entity keeps the others, and the filter when none is left', () => {
		const params = new URLSearchParams('unitId=a&unitId=b&tab=cashiers&page=2')
		expect(withoutEntity(unit, params, 'a').toString()).toBe('tab=cashiers&unitId=b')
		expect(withoutEntity(unit, new URLSearchParams('unitId=a'), 'a').toString()).toBe('unitId=')
	})
})

describe('assertFilterDefinitions', () => {
	test('accepts distinct keys, a range named after its preset key included', () => {
		expect(() => assertFilterDefinitions(required)).not.toThrow()
	})

	test('refuses shared keys and reserved ones', () => {
		const [name, , , , period] = definitions
		expect(() => assertFilterDefinitions([name, { ...name, query: 'name' }])).toThrow(/named/)
		expect(() => assertFilterDefinitions([{ ...name, query: 'from' }, period])).toThrow(
			/share the key from/,
		)
		expect(() => assertFilterDefinitions([{ ...name, query: 'page' }])).toThrow(/reserved/)
		expect(() => assertFilterDefinitions([{ ...period, to: { query: 'from' } }])).toThrow(/twice/)
	})
})
