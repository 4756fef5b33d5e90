import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoneyInput } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ArchivePanel } from '~/components/master-data/archive-panel'
import { NamedThingEditPage } from '~/components/master-data/named-thing-edit-page'
import {
	productBodyOf,
	productFieldErrors,
	ProductFields,
} from '~/components/master-data/product-fields'
import {
	productConstraint,
	validateProduct,
} from '~/components/master-data/master-data-forms.server'
import { pageTitle } from '~/components/page-title'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { loadUnitSummary } from '~/components/master-data/master-data.server'
import { archiveOrDelete, loadNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData'] }

// Edit a product or service (/unit/{unitId}/product/{productId}/edit): every field, and under
// them archive / bring back (ArchivePanel, `intent` archive or unarchive), since the product's
// page is read-only. No delete: the API keeps products (records may hold them). The save is the
// form without an intent; a SKU another product has comes back on the SKU field (409).

function loadProduct(request: Request, params: LoaderFunctionArgs['params']) {
	const { unitId = '', productId = '' } = params
	return loadNamedThing(request, unitId, 'products', productId)
}

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadProductValidation = () => import('~/components/master-data/product-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unit, thing: product } = await loadProduct(request, params)
	const locale = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('masterData:product.editTitle'),
		unit,
		constraint: productConstraint(t, unit.currency),
		product,
		// As the form shows money to be typed again, in the reader's decimal separator.
		typed: {
			unitPrice: formatMoneyInput(product.unitPrice, product.currency, locale),
			unitCost: formatMoneyInput(product.unitCost, product.currency, locale),
		},
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const intent = (await request.clone().formData()).get('intent')
	if (intent === 'archive' || intent === 'unarchive') return archive(request, params)
	if (intent !== null) {
		const t = await i18nServer.getFixedT(request, 'masterData')
		return data({ error: t('intentUnknown') }, { status: 400 })
	}
	return save(request, params)
}

async function save(request: Request, params: ActionFunctionArgs['params']) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const productId = requireParam(params, 'productId')
	const submission = validateProduct(await request.formData(), t, unit.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		await requireFound(
			caixaCall(endpoints.units.products.update, {
				params: { unitId: unit.id, productId },
				token,
				// Without `archived`: an archived product stays archived.
				body: productBodyOf(submission.value),
				request,
			}),
		)
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem) => productFieldErrors(problem, t),
		})
	}
	return redirectWithToast(`/unit/${unit.id}/product/${productId}`, {
		type: 'success',
		title: t('product.saved'),
	})
}

async function archive(request: Request, params: ActionFunctionArgs['params']) {
	const { token, unit, thing: product } = await loadProduct(request, params)
	const { id: _id, archived: _was, currency: _currency, ...fields } = product
	return archiveOrDelete(request, {
		token,
		words: 'product',
		things: 'products',
		unitId: unit.id,
		id: product.id,
		pagePath: `/unit/${unit.id}/product/${product.id}`,
		listPath: `/unit/${unit.id}/product`,
		name: product.name,
		fields,
	})
}

export default function EditProductRoute() {
	const { unit, product, typed, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadProductValidation, (module, formData) =>
		module.validateProduct(formData, t, unit.currency),
	)
	const [form, fields] = useForm({
		id: 'edit-product',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		constraint,
		defaultValue: {
			name: product.name,
			sku: product.sku ?? '',
			kind: product.kind,
			unitPrice: typed.unitPrice,
			unitCost: typed.unitCost,
			tracksStock: product.tracksStock ? 'on' : undefined,
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<NamedThingEditPage
			unit={unit}
			current="product"
			words="product"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
				errorId: form.errorId,
				errors: form.errors,
			}}
			fields={<ProductFields fields={fields} currency={unit.currency} />}
			cancelTo={`/unit/${unit.id}/product/${product.id}`}
			after={
				<section
					aria-labelledby="product-state"
					className="flex flex-col gap-3 border-t border-slate-200 pt-4"
				>
					<h2 id="product-state" className="text-lg font-medium">
						{t('product.details.state')}
					</h2>
					<ArchivePanel
						words="product"
						archived={product.archived}
						error={actionData && 'error' in actionData ? actionData.error : undefined}
						backTo={`/unit/${unit.id}/product`}
						deletable={false}
					/>
				</section>
			}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
