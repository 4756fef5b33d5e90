import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { type Cashier } from '@caixa/contract/cashier'
import { endpoints } from '@caixa/contract/endpoints'
import { categoryBodySchema, groupsOfKind } from '@caixa/contract/category'
import { clientOrSupplierBodySchema } from '@caixa/contract/client-or-supplier'
import { formatMoneyInput } from '@caixa/domain/money'
import { formErrorMap, type Translate } from '~/components/form-errors'
import {
	pickerKinds,
	type PickerKind,
	type PickerOption,
	type RecordFormActionData,
	type RecordFormPageData,
} from '~/components/record-form/picker-kinds'
import { formPathOf, recordBody, recordFormSchema } from '~/components/record-form/schema'
import { handleCaixaRefusal, type RefusalOptions } from '~/server/caixa-refusal.server'
import {
	type Caller,
	caixaCall,
	CaixaProblem,
	followLocation,
	requireFound,
} from '~/server/caixa.server'
import { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
import {
	keyUsedBefore,
	rememberFormView,
	requireFormView,
	savedFormView,
	savedViewPosted,
} from '~/server/form-view.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { todayIn } from '~/server/unit-today.server'
import { formConstraint } from '~/components/form-constraint'
import { notFound, requireParam } from '~/server/not-found.server'

// The record form (spec §2 `/cashier/{id}/input` and `/output`, one screen): what it offers, and
// its one action — create the record, or one of the intents that redisplay the whole form with
// every value kept (a search in a picker without JavaScript, a new category or client in place;
// Conform's own list intents add and remove product lines).

/** How many options a picker's <select> offers without JavaScript (the API's largest page). */
const PICKER_PAGE = 100
/** The products a line offers: a small business's catalogue fits one page. */
const PRODUCT_PAGE = 100

/** The caller, and the cashier and direction the record form is about. */
export type RecordFormCall = Caller & { cashierId: string; input: boolean }

export async function recordFormLoader(
	{ request, params }: LoaderFunctionArgs,
	input: boolean,
): Promise<RecordFormPageData> {
	const { token } = await requireSession(request)
	const cashierId = requireParam(params, 'cashierId')
	const call = { token, request, cashierId, input }
	const cashier = await loadCashier(call)
	const formView = requireFormView(request)
	const t = await i18nServer.getFixedT(request)
	const page = {
		title: t(input ? 'record:title.input' : 'record:title.output'),
		input,
		cashier: { id: cashier.id, name: cashier.name, currency: cashier.currency },
	}
	const saved = await savedFormView(request, formView)
	if (saved) return { ...page, saved: { record: await savedRecord(call, saved.made) } }
	const [today, reference, options, products] = await Promise.all([
		todayIn(cashier.unit.timezone),
		caixaCall(endpoints.cashiers.inventories.orderReferenceNumber, {
			params: { id: cashierId },
			token,
			request,
		}),
		pickerOptions(call, {}),
		loadProducts(call),
	])
	return {
		...page,
		today,
		nextReference: reference.data.next,
		// The view's id, so a double submit, or the post again after Back, creates one record.
		idempotencyKey: formView,
		options,
		products,
		groups: [...groupsOfKind[input ? 'INCOME' : 'EXPENSE']],
		// The browser fetches the schema only when someone reaches for the form.
		constraint: formConstraint(recordFormSchema(cashier.currency, t as Translate)),
	}
}

/** The record a saved form view made, by id: its reference, or null when it is gone or unknown. */
async function savedRecord({ token, request, cashierId }: RecordFormCall, id: string | null) {
	if (id === null) return null
	try {
		const { data: record } = await caixaCall(endpoints.cashiers.inventories.get, {
			params: { id: cashierId, inventoryId: id },
			token,
			request,
		})
		return { id: record.id, reference: record.orderReferenceNumber }
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) return null
		throw error
	}
}

export async function recordFormAction({ request, params }: ActionFunctionArgs, input: boolean) {
	const { token } = await requireSession(request)
	const t = (await i18nServer.getFixedT(request, [
		'record',
		'common',
		'masterData',
		'ledger',
	])) as Translate
	const call = { token, request, cashierId: requireParam(params, 'cashierId'), input }
	return recordFormIntent(call, await request.formData(), t)
}

/**
 * The action's work once the session and the words are known: saving (or Conform's list intents),
 * a search in a picker, a new category or client in place; an intent nobody sent is a 400.
 */
export async function recordFormIntent(call: RecordFormCall, formData: FormData, t: Translate) {
	const cashier = await loadCashier(call)
	const intent = formData.get('intent') ?? 'submit'
	const redisplay = async (
		result: SubmissionResult<string[]>,
		status: number,
		change: Record<string, string> = {},
	) => {
		const [options, products, locale] = await Promise.all([
			pickerOptions(call, { ...payloadOf(result), ...change }),
			loadProducts(call),
			readerLanguage(call.request),
		])
		const values = { ...result.initialValue, ...change }
		return data(
			{
				result: {
					...result,
					initialValue: withProductPrices(values, products, cashier.currency, locale),
				},
				options,
				revision: crypto.randomUUID(),
			} satisfies RecordFormActionData,
			{ status },
		)
	}

	switch (intent) {
		case 'submit':
			return submitRecord(call, cashier, formData, t, redisplay)
		case 'search-category':
		case 'search-client':
		case 'search-institution':
		case 'preview':
			return redisplay(keep(formData).reply(), 200)
		case 'new-category':
			return newCategory(call, formData, t, redisplay)
		case 'new-client':
			return newClient(call, formData, t, redisplay)
		default:
			return redisplay(keep(formData).reply({ formErrors: [t('common:form.errors.intent')] }), 400)
	}
}

type Redisplay = (
	result: SubmissionResult<string[]>,
	status: number,
	change?: Record<string, string>,
) => Promise<ReturnType<typeof data<RecordFormActionData>>>

async function submitRecord(
	call: RecordFormCall,
	cashier: Cashier,
	formData: FormData,
	t: Translate,
	redisplay: Redisplay,
) {
	// A form view saved already (restored by Back, open in a second tab) makes nothing more: its
	// page says what it made.
	const saved = await savedViewPosted(call.request, formData)
	if (saved) return saved
	const submission = parseWithZod(formData, {
		schema: recordFormSchema(cashier.currency, t),
		error: formErrorMap(t),
	})
	// Conform's list intents (add or remove a line) come here too, and answer the changed form.
	if (submission.status !== 'success') {
		return redisplay(submission.reply(), submission.status === 'error' ? 400 : 200)
	}
	const values = submission.value
	const products = await loadProducts(call)
	const price = (id: string) => products.find((product) => product.id === id)?.unitPrice
	try {
		const created = await caixaCall(endpoints.cashiers.inventories.create, {
			params: { id: call.cashierId },
			token: call.token,
			request: call.request,
			body: recordBody(values, call.input, price),
			headers: { 'Idempotency-Key': values.idempotencyKey },
		})
		const { data: record } = await followLocation(created, endpoints.cashiers.inventories.get, {
			token: call.token,
			request: call.request,
		})
		return redirectWithToast(
			`/cashier/${call.cashierId}/inventory/${record.id}`,
			{
				type: 'success',
				title: t(call.input ? 'record:created.input' : 'record:created.output', {
					reference: record.orderReferenceNumber,
				}),
			},
			{
				headers: {
					'Set-Cookie': await rememberFormView(call.request, values.idempotencyKey, record.id),
				},
			},
		)
	} catch (error) {
		// The key made a record from other values (the form came back without this browser knowing
		// it was saved): its page says the form is saved, and makes nothing.
		const usedBefore = await keyUsedBefore(call.request, values.idempotencyKey, error)
		if (usedBefore) return usedBefore
		const refused = await handleCaixaRefusal(
			call.request,
			submission,
			error,
			recordRefusal(t, values.settlement),
		)
		return redisplay(refused.data.result, refused.init?.status ?? 400)
	}
}

/**
 * How the record form words an API refusal (handleCaixaRefusal's options): a reference another
 * record has on its field, a 422's fields in the reader's language, a 409 by its code over the
 * form. A 404 is the page's: the cashier went away. The API not taking it just now is the tail's.
 */
function recordRefusal(t: Translate, settlement: string | undefined): RefusalOptions<object> {
	return {
		fieldErrors: (problem) => {
			if (problem.status === 409 && problem.code === 'DUPLICATE_REFERENCE') {
				return { orderReferenceNumber: [t('ledger:problem.DUPLICATE_REFERENCE')] }
			}
			if (problem.status === 422) return translatedFieldErrors(problem, t, settlement)
		},
		// A 409 by its code — LEDGER_LIMIT among them: the unit's books have no room for this
		// record (caixa/domain/ledger-bounds.ts).
		formErrors: (problem) => {
			if (problem.status !== 409) return undefined
			const known = problem.code ? `ledger:problem.${problem.code}` : ''
			return [known && t(known) !== known ? t(known) : t('record:errors.refused')]
		},
	}
}

/** The API's 422 field errors, on the form's fields and in the reader's language. */
export function translatedFieldErrors(problem: CaixaProblem, t: Translate, settlement?: string) {
	const errors: Record<string, string[]> = {}
	for (const { path } of problem.problem.errors ?? []) {
		const field = formPathOf(path, settlement)
		const last = field.replace(/^.*\./, '')
		const key = apiErrorKeys[last]
		;(errors[field] ??= []).push(key ? t(key) : t('common:form.errors.invalid'))
	}
	return errors
}

const apiErrorKeys: Record<string, string> = {
	productId: 'record:errors.productGone',
	name: 'record:errors.lineNeedsName',
	quantity: 'record:errors.lineTooLarge',
	total: 'record:errors.totalInvalid',
	categoryId: 'record:errors.categoryGone',
	clientOrSupplierId: 'record:errors.clientGone',
	financialInstitutionId: 'record:errors.institutionGone',
	installmentCount: 'record:errors.tooManyInstallments',
}

/**
 * A line whose product is chosen and whose price is empty shows the product's price when the form
 * comes back (what JavaScript does on choosing it), so a person without it sees what is charged.
 */
function withProductPrices<V extends Record<string, unknown>>(
	values: V,
	products: ReadonlyArray<{ id: string; unitPrice: number }>,
	currency: string,
	locale: string,
): V {
	if (!Array.isArray(values.items)) return values
	const items: unknown[] = values.items.map((item: unknown) => {
		if (typeof item !== 'object' || item === null) return item
		const line = item as Record<string, unknown>
		const product = products.find((candidate) => candidate.id === line.productId)
		if (!product || (typeof line.unitPrice === 'string' && line.unitPrice.trim() !== ''))
			return item
		return { ...line, unitPrice: formatMoneyInput(product.unitPrice, currency, locale) }
	})
	// The lines keep their shape (text by field name), only a price is filled in.
	return { ...values, items } as V
}

/** Keeps what was typed, checking nothing: the redisplay intents' submission. */
function keep(formData: FormData) {
	return parseWithZod(formData, { schema: z.object({}) })
}

function payloadOf(result: SubmissionResult<string[]>): Record<string, unknown> {
	const value = result.initialValue
	return value && typeof value === 'object' ? value : {}
}

// A category or a client named while recording: the API's own fields, under the form's names.
const newCategorySchema = z.object({
	newCategoryName: categoryBodySchema.shape.name,
	newCategoryGroup: categoryBodySchema.shape.group,
})

async function newCategory(
	call: RecordFormCall,
	formData: FormData,
	t: Translate,
	redisplay: Redisplay,
) {
	const submission = parseWithZod(formData, {
		schema: newCategorySchema,
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') return redisplay(submission.reply(), 400)
	try {
		const created = await caixaCall(endpoints.cashiers.categories.create, {
			params: { id: call.cashierId },
			token: call.token,
			request: call.request,
			body: {
				name: submission.value.newCategoryName,
				kind: call.input ? 'INCOME' : 'EXPENSE',
				group: submission.value.newCategoryGroup,
			},
		})
		const { data: category } = await followLocation(created, endpoints.cashiers.categories.get, {
			token: call.token,
			request: call.request,
		})
		return redisplay(submission.reply(), 200, {
			categoryId: category.id,
			newCategoryName: '',
			categorySearch: '',
		})
	} catch (error) {
		const refused = await handleCaixaRefusal(call.request, submission, error, {
			fieldErrors: (problem) => {
				if (problem.status !== 422 && problem.status !== 409) return undefined
				const fieldErrors: Record<string, string[]> = {}
				for (const { path } of problem.problem.errors ?? []) {
					const field = path === 'group' ? 'newCategoryGroup' : 'newCategoryName'
					fieldErrors[field] = [
						problem.status === 409
							? t('record:errors.categoryTaken')
							: t('common:form.errors.invalid'),
					]
				}
				if (Object.keys(fieldErrors).length === 0)
					fieldErrors.newCategoryName = [t('record:errors.categoryTaken')]
				return fieldErrors
			},
		})
		return redisplay(refused.data.result, refused.init?.status ?? 400)
	}
}

const newClientSchema = z.object({
	newClientName: clientOrSupplierBodySchema.shape.name,
	newClientDocument: clientOrSupplierBodySchema.shape.document,
})

async function newClient(
	call: RecordFormCall,
	formData: FormData,
	t: Translate,
	redisplay: Redisplay,
) {
	const submission = parseWithZod(formData, {
		schema: newClientSchema,
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') return redisplay(submission.reply(), 400)
	try {
		// Product decision: a party named while recording a sale is a client, while recording a
		// purchase a supplier; the unit's client list changes it to both if it ever is.
		const created = await caixaCall(endpoints.cashiers.clientsOrSuppliers.create, {
			params: { id: call.cashierId },
			token: call.token,
			request: call.request,
			body: {
				name: submission.value.newClientName,
				document: submission.value.newClientDocument ?? null,
				kind: call.input ? 'CLIENT' : 'SUPPLIER',
			},
		})
		const { data: party } = await followLocation(
			created,
			endpoints.cashiers.clientsOrSuppliers.get,
			{ token: call.token, request: call.request },
		)
		return redisplay(submission.reply(), 200, {
			clientOrSupplierId: party.id,
			newClientName: '',
			newClientDocument: '',
			clientSearch: '',
		})
	} catch (error) {
		const refused = await handleCaixaRefusal(call.request, submission, error, {
			fieldErrors: (problem) => {
				if (problem.status !== 422 && problem.status !== 409) return undefined
				const fieldErrors: Record<string, string[]> = {}
				for (const { path } of problem.problem.errors ?? []) {
					const field = path === 'document' ? 'newClientDocument' : 'newClientName'
					fieldErrors[field] = [
						path === 'document'
							? t('record:errors.documentInvalid')
							: problem.status === 409
								? t('record:errors.clientTaken')
								: t('common:form.errors.invalid'),
					]
				}
				if (Object.keys(fieldErrors).length === 0)
					fieldErrors.newClientName = [t('record:errors.clientTaken')]
				return fieldErrors
			},
		})
		return redisplay(refused.data.result, refused.init?.status ?? 400)
	}
}

async function loadCashier({ token, request, cashierId }: RecordFormCall) {
	const cashier = await loadCashierOfPage({ token, request }, cashierId)
	// An auditor reads the cashier but never writes its records (DOMAIN.md roles).
	if (cashier.role === 'AUDITOR') throw notFound()
	return cashier
}

async function loadProducts({ token, request, cashierId }: RecordFormCall) {
	const { data: products } = await caixaCall(endpoints.cashiers.products.list, {
		params: { id: cashierId },
		query: { size: PRODUCT_PAGE },
		token,
		request,
	})
	return products.map((product) => ({
		id: product.id,
		name: product.name,
		unitPrice: product.unitPrice,
	}))
}

/** The form field each picker chooses into, and the one its no-JS search is typed in. */
const pickerFields: Record<PickerKind, { chosen: string; search: string }> = {
	category: { chosen: 'categoryId', search: 'categorySearch' },
	client: { chosen: 'clientOrSupplierId', search: 'clientSearch' },
	institution: { chosen: 'financialInstitutionId', search: 'institutionSearch' },
}

/**
 * What each picker's <select> offers: the matches of the text searched in it (without
 * JavaScript), or its first page; and the chosen one always, found by id when it is not there.
 */
async function pickerOptions(
	call: RecordFormCall,
	payload: Record<string, unknown>,
): Promise<Record<PickerKind, PickerOption[]>> {
	const entries = await Promise.all(
		pickerKinds.map(async (kind) => {
			const fields = pickerFields[kind]
			const search = text(payload[fields.search])
			const chosen = text(payload[fields.chosen])
			const options = await searchPicker(call, kind, { query: search, limit: PICKER_PAGE })
			if (chosen && !options.some((option) => option.id === chosen)) {
				const found = await lookUpPicker(call, kind, chosen)
				if (found) options.unshift(found)
			}
			return [kind, options] as const
		}),
	)
	return Object.fromEntries(entries) as Record<PickerKind, PickerOption[]>
}

function text(value: unknown): string {
	return typeof value === 'string' ? value.trim() : ''
}

/** A page of a picker's options whose names hold `query` (all of them when it is empty). */
export async function searchPicker(
	{ token, request, cashierId, input }: RecordFormCall,
	kind: PickerKind,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<PickerOption[]> {
	const page = { offset: Math.max(0, offset), size: Math.min(Math.max(1, limit), 100) }
	const named = query || undefined
	const options = { params: { id: cashierId }, token, request }
	switch (kind) {
		case 'category': {
			const { data: rows } = await caixaCall(endpoints.cashiers.categories.list, {
				...options,
				query: { ...page, kind: input ? 'INCOME' : 'EXPENSE', name: named },
			})
			return rows.map((row) => ({ id: row.id, label: row.name }))
		}
		case 'client': {
			// CLIENT finds BOTH too (the API's rule); a purchase is from a supplier.
			const { data: rows } = await caixaCall(endpoints.cashiers.clientsOrSuppliers.list, {
				...options,
				query: { ...page, kind: input ? 'CLIENT' : 'SUPPLIER', name: named },
			})
			return rows.map((row) => ({ id: row.id, label: row.name }))
		}
		case 'institution': {
			const { data: rows } = await caixaCall(endpoints.cashiers.financialInstitutions.list, {
				...options,
				query: { ...page, query: named },
			})
			return rows.map((row) => ({ id: row.id, label: institutionLabel(row) }))
		}
	}
}

function institutionLabel(row: { code: string | null; name: string }) {
	return row.code ? `${row.code} · ${row.name}` : row.name
}

/** One option by id, or null when it is gone (or was never the cashier's unit's). */
async function lookUpPicker(
	{ token, request, cashierId }: RecordFormCall,
	kind: PickerKind,
	id: string,
): Promise<PickerOption | null> {
	try {
		const call = { token, request }
		switch (kind) {
			case 'category': {
				const { data: row } = await caixaCall(endpoints.cashiers.categories.get, {
					params: { id: cashierId, categoryId: id },
					...call,
				})
				return { id: row.id, label: row.name }
			}
			case 'client': {
				const { data: row } = await caixaCall(endpoints.cashiers.clientsOrSuppliers.get, {
					params: { id: cashierId, clientOrSupplierId: id },
					...call,
				})
				return { id: row.id, label: row.name }
			}
			case 'institution': {
				const { data: row } = await caixaCall(endpoints.cashiers.financialInstitutions.get, {
					params: { id: cashierId, institutionId: id },
					...call,
				})
				return { id: row.id, label: institutionLabel(row) }
			}
		}
	} catch (error) {
		if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422)) return null
		throw error
	}
}

/** `/options/record-form/{cashierId}/{list}`: a picker's search, or whether a reference is free. */
export async function recordOptionsLoader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const url = new URL(request.url)
	const query = url.searchParams.get('query') ?? ''
	const cashierId = requireParam(params, 'cashierId')
	const list = requireParam(params, 'list')
	if (list === 'reference') {
		const { data: answer } = await requireFound(
			caixaCall(endpoints.cashiers.inventories.orderReferenceNumber, {
				params: { id: cashierId },
				query: { query },
				token,
				request,
			}),
		)
		return Response.json(answer)
	}
	const match = /^(category|client|institution)(?:-(input|output))?$/.exec(list)
	if (!match) throw notFound()
	const call = { token, request, cashierId, input: match[2] !== 'output' }
	const options = await requireFound(
		searchPicker(call, match[1] as PickerKind, {
			query,
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
	return Response.json(options)
}
