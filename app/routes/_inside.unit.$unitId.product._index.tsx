import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { productKinds } from '@caixa/contract/master-data-kinds'
import { type Product } from '@caixa/contract/product'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { nameFilter, stateFilter } from '~/components/master-data/named-thing-filters'
import { NamedThingListPage, NamedThingRow } from '~/components/master-data/named-thing-list-page'
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
import { i18nServer } from '~/server/i18n.server'
import { loadMasterDataList, loadUnitSummary } from '~/components/master-data/master-data.server'
import { createNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData', 'filter', 'list'] }

// A unit's products and services (spec §2 has no product screen; the x-ray menu needs one):
// filter bar, infinite list (each row to the product's page), and a form to add one
// (product-fields.tsx: price and cost typed in the unit's currency, a taken SKU on its field).

const filters: FilterDefinition[] = [
	nameFilter('product'),
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:product.filters.kind',
		query: 'kind',
		options: productKinds.map((value) => ({ value, label: `masterData:product.kinds.${value}` })),
	},
	stateFilter('product'),
]

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadProductValidation = () => import('~/components/master-data/product-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const list = await loadMasterDataList(request, {
		token,
		unitId: unit.id,
		things: 'products',
		definitions: filters,
	})
	const t = await i18nServer.getFixedT(request)
	return {
		unit,
		...list,
		title: t('masterData:product.title'),
		constraint: productConstraint(t, unit.currency),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const submission = validateProduct(await request.formData(), t, unit.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	return createNamedThing(request, {
		token,
		words: 'product',
		things: 'products',
		unitId: unit.id,
		body: productBodyOf(submission.value),
		submission,
		onFields: (problem) => productFieldErrors(problem, t),
	})
}

export default function ProductsRoute() {
	const { unit, filters: state, rows, page, filtered, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadProductValidation, (module, formData) =>
		module.validateProduct(formData, t, unit.currency),
	)
	const [form, fields] = useForm({
		id: 'new-product',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { kind: 'PRODUCT', tracksStock: 'on' },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<NamedThingListPage
			unit={unit}
			current="product"
			words="product"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
				errorId: form.errorId,
				errors: form.errors,
				answered: Boolean(actionData),
			}}
			fields={<ProductFields fields={fields} currency={unit.currency} />}
			filters={{ definitions: filters, state }}
			rows={rows}
			page={page}
			filtered={filtered}
			renderRow={(row) => <ProductRow product={row} unitId={unit.id} />}
		/>
	)
}

function ProductRow({ product, unitId }: { product: Product; unitId: string }) {
	const { t, i18n } = useTranslation('masterData')
	return (
		<NamedThingRow
			words="product"
			name={product.name}
			archived={product.archived}
			to={`/unit/${unitId}/product/${product.id}`}
		>
			{product.sku ? <span className="text-sm text-slate-700">{product.sku}</span> : null}
			<span className="text-sm text-slate-700">{t(`product.kinds.${product.kind}`)}</span>
			<span className="ml-auto tabular-nums">
				{formatMoney(product.unitPrice, product.currency, i18n.language)}
			</span>
			{product.tracksStock ? (
				<span className="text-xs text-slate-600">{t('product.stock')}</span>
			) : null}
		</NamedThingRow>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
