import { data } from '@remix-run/node'
import { type StockLevel } from '@caixa/contract/stock'
import { type FilterEntity } from '~/components/filter-bar/definition'
import { type Translate } from '~/components/form-errors'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, type Caller, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { stockCountFieldsSchema, validateStockCount } from './stock-count-validation'
import { formConstraint } from '~/components/form-constraint'

// The server side of the unit's stock screens (spec §2 /unit/{unitId}/inventory…): the products
// that keep stock as pickers and the count form's choices see them, and the count form's post.

/** The most products the count form's choice lists (one API page); the list shows them all. */
export const COUNT_FORM_PRODUCTS = 100

/** The count form's HTML constraints, sent with the page (its zod rule comes on demand). */
export function stockCountConstraint(t: Translate) {
	return formConstraint(stockCountFieldsSchema(t))
}

/** Stock on hand, `GET /units/{unitId}/inventories` with these filters; 404 is the page's. */
export async function readStockOnHand(
	{ token, request }: Caller,
	unitId: string,
	query: URLSearchParams,
) {
	const { data: stock } = await requireFound(
		caixaCall(endpoints.units.inventories.list, {
			params: { unitId },
			query,
			token,
			request,
		}),
	)
	return stock
}

/** A product as a picker or the count form's choice shows it: its name, and its SKU if any. */
export function productOption(level: Pick<StockLevel, 'productId' | 'name' | 'sku'>): FilterEntity {
	return { id: level.productId, label: level.sku ? `${level.name} (${level.sku})` : level.name }
}

/** Up to `limit` products that keep stock whose name or SKU holds the typed words. */
export async function searchStockProducts(
	caller: Caller,
	unitId: string,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<FilterEntity[]> {
	const params = new URLSearchParams({
		offset: String(Math.max(0, offset)),
		size: String(Math.min(Math.max(1, limit), 100)),
	})
	if (query.trim()) params.set('text', query.trim())
	const stock = await readStockOnHand(caller, unitId, params)
	return stock.products.map(productOption)
}

/**
 * The products of a picker restored from the URL, in one call: ids that are not the unit's
 * stock products are left out (the filter bar then drops them from the URL).
 */
export async function lookUpStockProducts(
	caller: Caller,
	unitId: string,
	ids: readonly string[],
): Promise<FilterEntity[]> {
	const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id))
	if (valid.length === 0) return []
	const params = new URLSearchParams({ offset: '0', size: String(Math.min(valid.length, 100)) })
	for (const id of valid.slice(0, 100)) params.append('productId', id)
	const stock = await readStockOnHand(caller, unitId, params)
	return stock.products.map(productOption)
}

/**
 * The count form's post: checked as the browser checks it, then `POST /units/{unitId}/inventories`,
 * and back to the page with "stock of X adjusted". The API's refusals on the form's fields in the
 * form's words (a product gone or no longer keeping stock; a count equal to the stock on hand;
 * too large an adjustment), so nothing typed is lost; the rest to handleCaixaRefusal.
 */
export async function postStockCount(
	request: Request,
	{ token, unitId, back }: { token: string; unitId: string; back: string },
) {
	const t = await i18nServer.getFixedT(request)
	const submission = validateStockCount(await request.formData(), t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const { data: movement } = await caixaCall(endpoints.units.inventories.adjust, {
			params: { unitId },
			body: submission.value,
			token,
			request,
		})
		return redirectWithToast(back, {
			type: 'success',
			title: t('stock:count.saved', { name: movement.productName }),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem): Record<string, string[]> | undefined => {
				if (problem.status !== 422) return undefined
				const paths = Object.keys(problem.fieldErrors())
				if (paths.includes('productId')) return { productId: [t('stock:count.errors.product')] }
				if (paths.includes('countedQuantity')) {
					return { quantity: [t('stock:count.errors.unchanged')] }
				}
				if (paths.includes('difference')) {
					return { quantity: [t('stock:count.errors.quantityTooLarge')] }
				}
				return undefined
			},
		})
	}
}
