import { data, redirect } from '@remix-run/node'
import { type CostOfGoodsSold } from '@caixa/contract/stock'
import { formatMoney } from '@caixa/domain/money-format'
import { dateTimeFormat, numberFormat } from '@caixa/domain/intl-formats'
import { type Language } from '~/i18n/config'
import { filterKeys } from '~/components/filter-bar/definition'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { apiParams, type FilterBarState, readFilters } from '~/components/filter-bar/query'
import { parseQuantity } from '~/components/record-form/quantity'
import {
	CaixaProblem,
	caixaCall,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { pageOfRefusal } from '~/server/caixa-refusal.server'
import { readerLanguage } from '~/server/i18n.server'
import { COUNT_PREFIX, cogsFilters, DEFAULT_PRESET } from './cogs-filters'
import type { CogsView, CountError, PeriodProblem } from './cogs-view'

// The COGS screen's calls (spec §2 /unit/{unitId}/cogs): the period from the filter bar, the
// figures from POST /units/{unitId}/cost-of-goods-sold, formatted here once in the reader's
// language so the server and the browser never spell an amount two ways.

async function unitOfPage(caller: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, {
			params: { unitId },
			token: caller.token,
			request: caller.request,
		}),
	)
	return { id: unit.id, name: unit.name, currency: unit.currency, zone: unit.timezone }
}

/**
 * The period the URL asks for, as the filter bar reads it in the unit's zone. A URL with none
 * opens on this month. For the page (`canonical`), a URL not in its canonical form is thrown as
 * the redirect to it; a post reads it as it is, so a count is never lost to a redirect.
 */
async function periodOf(request: Request, zone: string, { canonical }: { canonical: boolean }) {
	const url = new URL(request.url)
	const keys = new Set(cogsFilters.flatMap(filterKeys))
	if (![...url.searchParams.keys()].some((key) => keys.has(key))) {
		url.searchParams.set('period', DEFAULT_PRESET)
	}
	let filters: FilterBarState
	let pairs: Array<[string, string]>
	if (canonical) {
		const bar = await loadFilterBar(new Request(url, { headers: request.headers }), cogsFilters, {
			timeZone: zone,
			lookup: () => Promise.resolve([]),
			search: () => Promise.resolve([]),
		})
		if ('redirect' in bar) throw redirect(bar.redirect)
		filters = bar.filters
		pairs = bar.apiParams
	} else {
		const read = readFilters(cogsFilters, url.searchParams, { now: Date.now(), timeZone: zone })
		filters = { filters: read, entities: {} }
		pairs = apiParams(read)
	}
	const ends = new Map(pairs)
	const period =
		ends.has('from') && ends.has('to')
			? { from: Number(ends.get('from')), to: Number(ends.get('to')) }
			: null
	return { filters, period }
}

function viewOf(answer: CostOfGoodsSold, language: Language): CogsView {
	const money = (amount: number) => formatMoney(amount, answer.currency, language)
	const quantity = numberFormat(language, { maximumFractionDigits: 3 })
	const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
	const dayOf = (text: string) => day.format(new Date(`${text}T00:00:00Z`))
	return {
		from: dayOf(answer.from),
		to: dayOf(answer.to),
		total: {
			opening: money(answer.total.opening),
			purchases: money(answer.total.purchases),
			closing: money(answer.total.closing),
			periodic: money(answer.total.periodic),
			perpetual: money(answer.total.perpetual),
			difference: money(answer.total.difference),
		},
		products: answer.products.map((product) => ({
			productId: product.productId,
			name: product.name,
			opening: money(product.opening.value),
			purchases: money(product.purchases.value),
			closing: money(product.closing.value),
			counted: product.closing.counted,
			systemQuantity: quantity.format(product.systemClosing.quantity),
			periodic: money(product.periodic),
			perpetual: money(product.perpetual),
			difference: money(product.difference),
		})),
		counted: answer.products.some((product) => product.closing.counted),
	}
}

/** The API's word that the period ends before it starts (422 on `to`). */
function endsBeforeStart(error: unknown) {
	return (
		error instanceof CaixaProblem &&
		error.status === 422 &&
		(error.problem.errors ?? []).some((issue) => issue.path === 'to')
	)
}

async function figuresOf(
	caller: Caller,
	unitId: string,
	period: { from: number; to: number },
	zone: string,
	closingStock: Array<{ productId: string; quantity: number }>,
) {
	const { data: answer } = await requireFound(
		caixaCall(endpoints.units.costOfGoodsSold, {
			params: { unitId },
			body: { ...period, zone, ...(closingStock.length > 0 ? { closingStock } : {}) },
			token: caller.token,
			request: caller.request,
		}),
	)
	return answer
}

/** The page: the unit, the period bar's state, and the figures with the system's closing stock. */
export async function loadCogsPage(caller: Caller, unitId: string) {
	const unit = await unitOfPage(caller, unitId)
	const { filters, period } = await periodOf(caller.request, unit.zone, { canonical: true })
	const language = await readerLanguage(caller.request)
	let view: CogsView | null = null
	let problem: PeriodProblem | null = period ? null : 'CHOOSE'
	if (period) {
		try {
			view = viewOf(await figuresOf(caller, unit.id, period, unit.zone, []), language)
		} catch (error) {
			if (!endsBeforeStart(error)) throw error
			problem = 'ENDS_BEFORE'
		}
	}
	return { unit: { id: unit.id, name: unit.name }, zone: unit.zone, filters, view, problem }
}

/** What a count's field holds: a quantity (0 included), or why not. */
export function readCounted(text: string): { ok: true; quantity: number } | { ok: false } {
	const parsed = parseQuantity(text)
	if (parsed.ok) return { ok: true, quantity: parsed.quantity }
	// Nothing on the shelf is a count too: the parser's "not positive" is exactly zero.
	if (parsed.reason === 'NOT_POSITIVE') return { ok: true, quantity: 0 }
	return { ok: false }
}

/**
 * The count form's post: the figures again with the closing stock typed where it was (blank is
 * the system's), or the fields' errors with what was typed kept.
 */
export async function countCogs(caller: Caller, unitId: string, formData: FormData) {
	const unit = await unitOfPage(caller, unitId)
	const { period } = await periodOf(caller.request, unit.zone, { canonical: false })
	const typed: Record<string, string> = {}
	const errors: Record<string, CountError> = {}
	const closingStock: Array<{ productId: string; quantity: number }> = []
	for (const [name, value] of formData) {
		if (!name.startsWith(COUNT_PREFIX) || typeof value !== 'string') continue
		const productId = name.slice(COUNT_PREFIX.length)
		typed[productId] = value
		if (value.trim() === '') continue
		const counted = readCounted(value)
		if (counted.ok) closingStock.push({ productId, quantity: counted.quantity })
		else errors[productId] = 'count.invalid'
	}
	const answer = (view: CogsView | null, problem: PeriodProblem | null, status = 200) =>
		data({ view, problem, typed, errors }, { status })
	if (!period) return answer(null, 'CHOOSE', 400)
	if (Object.keys(errors).length > 0) return answer(null, null, 400)
	try {
		const figures = await figuresOf(caller, unit.id, period, unit.zone, closingStock)
		return answer(viewOf(figures, await readerLanguage(caller.request)), null)
	} catch (error) {
		if (endsBeforeStart(error)) return answer(null, 'ENDS_BEFORE', 422)
		if (error instanceof CaixaProblem && error.status === 422) {
			// A product that left the unit (or a made-up id): said on its field; a quantity the API
			// refuses (too large) likewise.
			for (const issue of error.problem.errors ?? []) {
				const match = /^closingStock\[(\d+)\]\.(productId|quantity)$/.exec(issue.path)
				const line = match ? closingStock[Number(match[1])] : undefined
				if (line)
					errors[line.productId] = match?.[2] === 'productId' ? 'count.gone' : 'count.invalid'
			}
			if (Object.keys(errors).length > 0) return answer(null, null, 422)
		}
		const page = pageOfRefusal(error)
		if (page) throw page
		throw error
	}
}
