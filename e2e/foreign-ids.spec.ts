import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type APIResponse, type BrowserContext } from '@playwright/test'
import sharp from 'sharp'
import { type StubRow } from './stub-api/manifest'
import { routeModules, urlPatternOf } from './support/route-tree'
import { modeOf, signIn } from './support/session'
import { stubDay, stubRow } from './support/stub-fixtures'
import { expect, test } from './support/test'

// The clean refusals: every action of the route tree, posted with ids that are not the
// visitor's, answers 404 — the not-found page, as the GET of the same address does — and never a
// 500. The list of action routes is read from app/routes itself (the modules that export an
// `action`, named the Remix flat-routes way), so a new action without a case here fails the first
// test. Each case posts every intent of its route with a body the action would take, so that it
// gets as far as calling the API:
// - "someone else's": ids of rows other stub people own (Iris's ledger, Otto's company and
//   marketplace), which Gabriela, signed in, cannot see (stub only: the real project has no such
//   fixtures);
// - "own parent, foreign child" (routes with two ids): her own unit or company, and a child of
//   someone else's under it (stub only);
// - "nowhere": random UUIDs that exist nowhere (both modes).
// Plain HTTP, same origin, each post twice: as a browser without JavaScript posts a form (the
// page's document, whose loaders would 404 anyway) and as Remix's client posts it with JavaScript
// (`<path>.data`, the action's own answer alone). The browser's JavaScript changes nothing here,
// so the no-JS projects skip it.

const EXPORTS_ACTION =
	/^export\s+(?:async\s+)?function\s+action\b|^export\s+(?:const|let)\s+action\b|^export\s*\{[^}]*\baction\b/m

/** Every route of the tree that takes a post, by URL pattern. */
function actionRoutes(): string[] {
	return routeModules()
		.filter(({ file }) => EXPORTS_ACTION.test(readFileSync(file, 'utf8')))
		.map(({ id }) => urlPatternOf(id))
		.sort()
}

/** The ids a post carries (path parameters, and the ids some bodies hold), by name. */
type Ids = Record<string, string>

type Body =
	| { form: Record<string, string> }
	| { multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> }
	| { json: unknown }

/** What a refused post answers: its status and words of the page (the not-found page's). */
interface Answer {
	status: number
	text: string
}

const NOT_FOUND: Answer = { status: 404, text: 'Page not found' }

interface ActionCase {
	/** Each intent the route's forms post, with its body (given the ids of the post). */
	intents: Record<string, (ids: Ids) => Body>
	/**
	 * The rows that are someone else's for each id: path parameters by their name, body ids
	 * (`body.unitId`) too. By default FOREIGN's row of that name.
	 */
	foreign?: Partial<Record<string, StubRow>>
	/** The visitor's own row for the parent id, when a child is posted under it. */
	ownParent?: Partial<Record<string, StubRow>>
	/** What every post answers (the not-found page unless said). */
	answers?: Answer
	/** What the posts under her own parent answer, when not the not-found page. */
	ownParentAnswers?: Answer
	/** The query its page's canonical URL has, which its forms post back (before `index`). */
	query?: string
}

/** No id goes in: why the route has nothing foreign to post. */
interface NoIdCase {
	noId: string
}

/** Someone else's rows, by the id's name: Iris's ledger, Otto's company and marketplace. */
const FOREIGN: Record<string, StubRow> = {
	unitId: 'ledgerUnit',
	cashierId: 'shopTill',
	categoryId: 'cakeSalesCategory',
	clientOrSupplierId: 'martaClient',
	productId: 'carrotCake',
	inventoryId: 'paidSaleRecord',
	paymentId: 'overdueInstallment',
	companyId: 'ottoCompany',
	marketplaceId: 'ottoMarketplace',
}

const form = (fields: Record<string, string>) => (): Body => ({ form: fields })
const today = () => stubDay(0)

let photo: Buffer | undefined
async function png() {
	photo ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3367cf' } })
		.png()
		.toBuffer()
	return photo
}

/** The photo form's post (its file is read before any id is: a real image, so it goes on). */
const photoPost = () => (): Body => ({
	multipart: {
		intent: 'photo',
		photo: { name: 'photo.png', mimeType: 'image/png', buffer: photo ?? Buffer.alloc(0) },
	},
})

const collaborators = {
	add: () => ({ form: { intent: 'add', profileId: randomUUID() } }),
	remove: () => ({ form: { intent: 'remove', profileId: randomUUID(), name: 'Someone' } }),
}

/** The cashier settings' auditors section: a request or an auditor, by its row's id. */
const auditorSteps = Object.fromEntries(
	['accept-auditor', 'remove-auditor', 'decline-auditor'].map((intent) => [
		intent,
		() => ({ form: { intent, id: randomUUID(), name: 'Someone' } }),
	]),
)

const category = { name: 'Foreign category', kind: 'INCOME', group: 'REVENUE' }
const client = { name: 'Foreign client', kind: 'CLIENT' }
const product = { name: 'Foreign product', kind: 'PRODUCT', unitPrice: '10.00' }
const namedThingPage = {
	archive: form({ intent: 'archive' }),
	unarchive: form({ intent: 'unarchive' }),
	delete: form({ intent: 'delete' }),
}
const record = () => ({
	form: {
		idempotencyKey: randomUUID(),
		issuedOn: today(),
		settlement: 'PAID_NOW',
		description: 'Foreign record',
		total: '10.00',
	},
})
const recordIntents = {
	submit: record,
	'search-category': () => ({ form: { ...record().form, intent: 'search-category' } }),
	'search-client': () => ({ form: { ...record().form, intent: 'search-client' } }),
	'search-institution': () => ({ form: { ...record().form, intent: 'search-institution' } }),
	preview: () => ({ form: { ...record().form, intent: 'preview' } }),
	'new-category': () => ({
		form: {
			...record().form,
			intent: 'new-category',
			newCategoryName: 'X',
			newCategoryGroup: 'REVENUE',
		},
	}),
	'new-client': () => ({ form: { ...record().form, intent: 'new-client', newClientName: 'X' } }),
}
const cashierForm = () => ({ name: 'Foreign till', openingBalance: '0', openingDate: today() })
const interestLate = (intent: string) => () => ({
	form: { intent, monthlyInterestRate: '1', lateFeeRate: '2', asOf: today() },
})

/** Every action route, by URL pattern: what it is posted with, or why no id goes in. */
const CASES: Record<string, ActionCase | NoIdCase> = {
	'/?index': { noId: 'invites a friend by e-mail' },
	'/access/:token': {
		// A link that never was (someone else's is as secret): the access page says so, 404.
		intents: { use: form({}) },
		answers: { status: 404, text: 'This link is not valid' },
	},
	// Stopping the audit of a cashier one does not audit: the page's 404.
	'/auditor/cashier/:cashierId?index': { intents: { leave: form({ intent: 'leave' }) } },
	'/auditor/cashier/:cashierId/inventory/:inventoryId': {
		intents: {
			react: form({ intent: 'react', reaction: 'QUESTION' }),
			comment: form({ intent: 'comment', comment: 'Foreign comment' }),
		},
	},
	'/auth/google': { noId: 'starts signing in with Google' },
	'/auth/linkedin': { noId: 'starts signing in with LinkedIn' },
	'/authentication/create-account': { noId: 'an account by e-mail' },
	'/authentication/email-verification': { noId: 'a new link by e-mail' },
	'/authentication?index': { noId: 'a sign-in link by e-mail' },
	'/caixa/*': {
		// The API itself over HTTP: its own problem+json 404.
		intents: {
			'a cashier in a unit': () => ({ json: { name: 'Foreign till' } }),
		},
		answers: { status: 404, text: '"status":404' },
	},
	'/cashier/:cashierId/input': { intents: recordIntents },
	'/cashier/:cashierId/output': { intents: recordIntents },
	'/cashier/:cashierId/inventory/:inventoryId': {
		intents: {
			delete: form({ intent: 'delete' }),
			comment: form({ intent: 'comment', comment: 'Foreign comment' }),
		},
	},
	'/cashier/:cashierId/payment/:paymentId/edit': {
		intents: { save: () => ({ form: { dueDate: today(), amount: '10.00' } }) },
	},
	'/cashier/:cashierId/payment/:paymentId/interest-late': {
		intents: { compute: interestLate('compute'), save: interestLate('save') },
	},
	'/cashier/:cashierId/payment/:paymentId/partial': {
		intents: { pay: form({ amount: '1.00', method: 'CASH' }) },
	},
	'/cashier/:cashierId/payment/:paymentId?index': {
		intents: { follow: form({ intent: 'follow', follow: 'true' }) },
	},
	'/cashier/:cashierId/setting': {
		intents: {
			save: () => ({ form: { intent: 'save', ...cashierForm() } }),
			leave: form({ intent: 'leave' }),
			...collaborators,
			...auditorSteps,
		},
	},
	'/company/:companyId/edit': {
		intents: { company: form({ intent: 'company', name: 'Foreign company' }), photo: photoPost() },
	},
	'/company/:companyId/settings': { intents: collaborators },
	'/company/:companyId/unit-new': {
		intents: { create: form({ name: 'Foreign unit', country: 'BRAZIL' }) },
	},
	'/company/:companyId/unit/:unitId/edit': {
		intents: { save: form({ name: 'Foreign unit' }) },
		foreign: { unitId: 'ottoCompanyUnit' },
		ownParent: { companyId: 'auroraCompany' },
	},
	'/company/:companyId/unit/:unitId?index': {
		intents: { detach: form({ intent: 'detach' }), ...collaborators },
		foreign: { unitId: 'ottoCompanyUnit' },
		ownParent: { companyId: 'auroraCompany' },
	},
	'/company/:companyId/unit?index': {
		// The unit moved in is a choice of her own units: someone else's is the company's refusal.
		intents: { move: (ids) => ({ form: { unitId: ids['body.unitId'] ?? '' } }) },
		foreign: { 'body.unitId': 'ledgerUnit' },
		ownParent: { companyId: 'auroraCompany' },
		ownParentAnswers: { status: 422, text: 'Only a unit you own can join your company.' },
		query: 'query=',
	},
	'/company?index': { noId: 'creates a company' },
	'/create/cashier': {
		// The unit is a choice of her own units: one that is not (any more) is said on its field.
		intents: {
			create: (ids) => ({
				form: { unitId: ids['body.unitId'] ?? '', cashierName: 'Foreign till', country: 'BRAZIL' },
			}),
		},
		foreign: { 'body.unitId': 'ledgerUnit' },
		answers: { status: 404, text: 'That unit is not available. Choose another.' },
	},
	'/invite/cashier/:cashierId': {
		// Any signed-in person may ask to audit any cashier (its link is what owners share): only
		// a cashier that is nowhere is the page's 404.
		intents: { ask: form({ intent: 'ask' }) },
		foreign: { cashierId: undefined },
	},
	'/language': { noId: 'sets the language cookie' },
	'/logout': { noId: 'signs out' },
	'/marketplace/:marketplaceId/company-new': {
		intents: { create: form({ name: 'Foreign company' }) },
	},
	'/marketplace?index': { noId: 'creates a marketplace' },
	'/profile': { noId: 'the signed-in profile' },
	'/unit/:unitId/cashier/:cashierId/edit': {
		intents: {
			save: () => ({ form: { intent: 'save', ...cashierForm() } }),
			remove: form({ intent: 'remove' }),
		},
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/cashier/:cashierId?index': {
		intents: { unarchive: form({ intent: 'unarchive' }), ...collaborators },
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/cashier/new': { intents: { create: () => ({ form: cashierForm() }) } },
	'/unit/:unitId/category/:categoryId/edit': {
		intents: { save: form(category) },
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/category/:categoryId?index': {
		intents: namedThingPage,
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/category?index': { intents: { create: form(category) } },
	'/unit/:unitId/client-or-supplier/:clientOrSupplierId/edit': {
		intents: { save: form(client) },
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/client-or-supplier/:clientOrSupplierId?index': {
		intents: namedThingPage,
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/client-or-supplier?index': { intents: { create: form(client) } },
	// The counted closing stock: a product's id rides in its field's name.
	'/unit/:unitId/cogs': {
		intents: { count: () => ({ form: { intent: 'count', [`count-${randomUUID()}`]: '3' } }) },
	},
	'/unit/:unitId/edit': {
		intents: {
			details: form({
				intent: 'details',
				name: 'Foreign unit',
				country: 'BRAZIL',
				currency: 'BRL',
				timezone: 'America/Sao_Paulo',
			}),
			search: form({ intent: 'search', addressSearch: 'Rua Augusta' }),
			reverse: form({ intent: 'reverse', latitude: '-23.5572', longitude: '-46.6614' }),
			place: form({
				place: JSON.stringify({ address: 'Rua Augusta', latitude: -23.5, longitude: -46.6 }),
			}),
			photo: photoPost(),
		},
	},
	'/unit/:unitId/inventory?index': {
		intents: {
			count: () => ({
				form: { productId: randomUUID(), mode: 'COUNT', quantity: '14', reason: 'LOSS' },
			}),
		},
	},
	'/unit/:unitId/product/:productId/edit': {
		intents: {
			save: form(product),
			archive: form({ intent: 'archive' }),
			unarchive: form({ intent: 'unarchive' }),
		},
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/product?index': { intents: { create: form(product) } },
	'/unit/:unitId/settings': {
		intents: {
			interest: form({ intent: 'interest', lateFee: '2', monthlyInterest: '1' }),
			...collaborators,
		},
	},
	'/unit/:unitId/transfer/:transferId': {
		intents: { delete: form({ intent: 'delete' }) },
		ownParent: { unitId: 'auroraUnit' },
	},
	'/unit/:unitId/transfer/new': {
		intents: {
			create: () => ({
				form: {
					idempotencyKey: randomUUID(),
					amount: '10.00',
					transferredOn: today(),
					fromCashierId: randomUUID(),
					toCashierId: randomUUID(),
				},
			}),
		},
	},
}

/** The names of a pattern's parameters, in order (the splat is the API path's own). */
function paramsOf(pattern: string): string[] {
	return [...pattern.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '')
}

/**
 * The address to post: the pattern with its ids, and the page's own query before `index`, as its
 * form posts it (`/caixa/*` posts to a unit's cashiers).
 */
function urlOf(pattern: string, entry: ActionCase, ids: Ids): string {
	if (pattern === '/caixa/*') return `/caixa/api/units/${ids.unitId ?? ''}/cashiers`
	const url = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''))
	if (!entry.query) return url
	const [pathname, index] = url.split('?')
	return `${pathname}?${entry.query}${index ? `&${index}` : ''}`
}

/** The ids a case's posts carry: its path parameters and body ids. */
function idNamesOf(pattern: string, entry: ActionCase): string[] {
	const names = pattern === '/caixa/*' ? ['unitId'] : paramsOf(pattern)
	const bodyIds = Object.keys(entry.foreign ?? {}).filter((name) => name.startsWith('body.'))
	return [...names, ...bodyIds]
}

interface Variant {
	name: string
	ids: Ids
	answers: Answer
}

/** The posts of one case: someone else's ids (stub), her parent with a foreign child, nowhere. */
function variantsOf(pattern: string, entry: ActionCase, stub: boolean): Variant[] {
	const names = idNamesOf(pattern, entry)
	const rowOf = (name: string): StubRow | undefined =>
		name in (entry.foreign ?? {}) ? entry.foreign?.[name] : FOREIGN[name]
	const random: Ids = Object.fromEntries(names.map((name) => [name, randomUUID()]))
	const answers = entry.answers ?? NOT_FOUND
	const variants: Variant[] = [{ name: 'ids that exist nowhere', ids: random, answers }]
	if (!stub || !names.some(rowOf)) return variants
	const foreign: Ids = Object.fromEntries(
		names.map((name) => {
			const row = rowOf(name)
			return [name, row ? stubRow(row) : randomUUID()]
		}),
	)
	variants.push({ name: "someone else's ids", ids: foreign, answers })
	for (const [parent, row] of Object.entries(entry.ownParent ?? {})) {
		if (row)
			variants.push({
				name: `her own ${parent}, the rest someone else's`,
				ids: { ...foreign, [parent]: stubRow(row) },
				answers: entry.ownParentAnswers ?? answers,
			})
	}
	return variants
}

/** Where Remix's client posts a form with JavaScript (single fetch): the path's `.data`. */
function singleFetchUrl(url: string) {
	const [pathname = '', search] = url.split('?')
	const dataPath = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`
	return search === undefined ? dataPath : `${dataPath}?${search}`
}

async function post(
	context: BrowserContext,
	baseURL: string,
	url: string,
	body: Body,
	token: string,
): Promise<APIResponse> {
	const headers: Record<string, string> = { Origin: baseURL }
	const options = { headers, maxRedirects: 0, failOnStatusCode: false }
	if ('json' in body) {
		headers.Authorization = `Bearer ${token}`
		return context.request.post(url, { ...options, data: body.json })
	}
	if ('multipart' in body)
		return context.request.post(url, { ...options, multipart: body.multipart })
	return context.request.post(url, { ...options, form: body.form })
}

test('every action route of the tree has a case here, and every case a route', () => {
	const routes = actionRoutes()
	// The derivation itself: the tree has its actions where docs/web-app.md's route table says.
	expect(routes).toContain('/unit/:unitId/cashier/:cashierId/edit')
	expect(routes).toContain('/cashier/:cashierId/payment/:paymentId?index')
	expect(routes).toContain('/caixa/*')
	expect(
		routes.filter((route) => !(route in CASES)),
		'action routes without a case',
	).toEqual([])
	expect(
		Object.keys(CASES).filter((route) => !routes.includes(route)),
		'cases of no action route',
	).toEqual([])
})

test.describe('a post with ids that are not the visitor’s', { tag: '@js-only' }, () => {
	for (const [pattern, entry] of Object.entries(CASES)) {
		if ('noId' in entry) continue
		test(`${pattern} answers 404 for every intent`, async ({ context, baseURL }, testInfo) => {
			const stub = modeOf(testInfo) === 'stub'
			const { token } = await signIn(context, testInfo, 'gabriela')
			await png()
			for (const variant of variantsOf(pattern, entry, stub)) {
				const expected = variant.answers
				for (const [intent, bodyOf] of Object.entries(entry.intents)) {
					const url = urlOf(pattern, entry, variant.ids)
					const body = bodyOf(variant.ids)
					const what = `${intent} to ${url} (${variant.name})`
					const response = await post(context, baseURL ?? '', url, body, token)
					const location = response.headers().location
					expect
						.soft(response.status(), location ? `${what}, redirected to ${location}` : what)
						.toBe(expected.status)
					expect.soft(await response.text(), what).toContain(expected.text)
					if (pattern === '/caixa/*') continue
					const dataUrl = singleFetchUrl(url)
					const dataResponse = await post(context, baseURL ?? '', dataUrl, body, token)
					expect.soft(dataResponse.status(), `${intent} to ${dataUrl}`).toBe(expected.status)
				}
			}
		})
	}
})

test(
	'a post by someone who sees a thing but may not change it is the page’s 404, as its GET',
	{ tag: ['@js-only', '@stub-api'] },
	async ({ context, baseURL }, testInfo) => {
		// The API answers such a change 404 with `code` OWNER_ONLY (it has no 403); the owner-only pages
		// are 404 to her, their forms never shown, so a post there is the same 404 — not a 403 page,
		// nor a 500. Cora's Corner Store she works in; Caio's company she sees through her marketplace.
		const { token } = await signIn(context, testInfo, 'gabriela')
		const corner = stubRow('cornerUnit')
		const atrio = stubRow('atrioCompany')
		const posts: Array<[string, Body]> = [
			[
				`/unit/${corner}/edit`,
				{
					form: {
						intent: 'details',
						name: 'Taken over',
						country: 'UNITED_STATES',
						currency: 'USD',
						timezone: 'America/New_York',
					},
				},
			],
			[
				`/unit/${corner}/settings`,
				{ form: { intent: 'interest', lateFee: '2', monthlyInterest: '1' } },
			],
			[`/unit/${corner}/cashier/new`, { form: cashierForm() }],
			[`/company/${atrio}/edit`, { form: { intent: 'company', name: 'Taken over' } }],
			[`/company/${atrio}/settings`, collaborators.add()],
			[`/company/${atrio}/unit-new`, { form: { name: 'Taken over', country: 'BRAZIL' } }],
		]
		for (const [url, body] of posts) {
			const page = await context.request.get(url, { failOnStatusCode: false })
			expect.soft(page.status(), `GET ${url}`).toBe(404)
			const response = await post(context, baseURL ?? '', url, body, token)
			expect.soft(response.status(), `POST ${url}`).toBe(404)
			expect.soft(await response.text(), `POST ${url}`).toContain('Page not found')
			const data = await post(context, baseURL ?? '', singleFetchUrl(url), body, token)
			expect.soft(data.status(), `POST ${singleFetchUrl(url)}`).toBe(404)
		}
	},
)
