import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { masterDataNameSchema } from '@caixa/contract/master-data'
import {
	type Product,
	productKinds,
	productKindSchema,
	productListSchema,
	productSchema,
} from '@caixa/contract/product'
import { formatMoney } from '@caixa/domain/money'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { nameFilter, stateFilter } from '~/components/master-data/named-thing-filters'
import { NamedThingListPage, NamedThingRow } from '~/components/master-data/named-thing-list-page'
import { moneyFieldSchema } from '~/components/money-field'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { i18nServer } from '~/server/i18n.server'
import { loadMasterDataList, loadUnitSummary } from '~/server/master-data.server'
import { createNamedThing } from '~/server/named-thing.server'
import { requireSession } from '~/server/session.server'

export const handle = { i18n: ['common', 'masterData', 'filter', 'list'] }

// A unit's products and services (spec §2 has no product screen; the x-ray menu needs one):
// filter bar, infinite list, and a form to add one. Price and cost are typed in the unit's
// currency with its decimals ("12,50" or "12.50") and sent as minor units.

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

/** The form: a ticked box is "on" (Conform reads it as true), an unticked one is absent. */
function productFormSchema(currency: string, t: Translate) {
	return z
		.object({
			name: masterDataNameSchema,
			sku: z.string().trim().max(40).optional(),
			kind: productKindSchema,
			unitPrice: moneyFieldSchema(currency, t),
			unitCost: moneyFieldSchema(currency, t).optional(),
			tracksStock: z.boolean().optional(),
		})
		.superRefine((value, context) => {
			if (value.kind === 'SERVICE' && value.tracksStock) {
				context.addIssue({
					code: 'custom',
					path: ['tracksStock'],
					message: t('masterData:product.serviceStock'),
				})
			}
		})
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const list = await loadMasterDataList(request, {
		token,
		apiPath: `/units/${unit.id}/products`,
		definitions: filters,
		schema: productListSchema,
	})
	return { unit, ...list }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const submission = parseWithZod(await request.formData(), {
		schema: productFormSchema(unit.currency, t),
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { tracksStock, unitCost, ...fields } = submission.value
	return createNamedThing(request, {
		token,
		words: 'product',
		apiPath: `/units/${unit.id}/products`,
		body: { ...fields, unitCost: unitCost ?? 0, tracksStock: tracksStock ?? false },
		schema: productSchema,
		submission,
		onFields: (problem) => {
			if (problem.status === 409) return { sku: [t('product.skuTaken')] }
			if (problem.status === 422) return problem.fieldErrors()
			return undefined
		},
	})
}

export default function ProductsRoute() {
	const { unit, filters: state, rows, page, filtered } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const schema = productFormSchema(unit.currency, t)
	const [form, fields] = useForm({
		id: 'new-product',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		defaultValue: { kind: 'PRODUCT', tracksStock: 'on' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	const money = { currency: unit.currency }

	return (
		<NamedThingListPage
			unit={unit}
			current="product"
			words="product"
			form={{
				props: getFormProps(form),
				errorId: form.errorId,
				errors: form.errors,
				answered: Boolean(actionData),
			}}
			fields={
				<>
					<Field
						label={t('product.name')}
						inputProps={getInputProps(fields.name, { type: 'text' })}
						errors={fields.name.errors}
					/>
					<Field
						label={t('product.sku')}
						description={t('product.skuHelp')}
						inputProps={getInputProps(fields.sku, { type: 'text' })}
						errors={fields.sku.errors}
					/>
					<SelectField
						label={t('product.kind')}
						selectProps={getSelectProps(fields.kind)}
						options={productKinds.map((value) => ({
							value,
							label: t(`product.kinds.${value}`),
						}))}
						errors={fields.kind.errors}
					/>
					<Field
						label={t('product.price', money)}
						description={t('product.moneyHelp')}
						inputProps={{
							...getInputProps(fields.unitPrice, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.unitPrice.errors}
					/>
					<Field
						label={t('product.cost', money)}
						inputProps={{
							...getInputProps(fields.unitCost, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.unitCost.errors}
					/>
					<StockBox
						inputProps={getInputProps(fields.tracksStock, { type: 'checkbox' })}
						errors={fields.tracksStock.errors}
					/>
				</>
			}
			filters={{ definitions: filters, state }}
			rows={rows}
			page={page}
			filtered={filtered}
			renderRow={(row) => <ProductRow product={row} />}
		/>
	)
}

function StockBox({
	inputProps,
	errors,
}: {
	inputProps: ReturnType<typeof getInputProps>
	errors: string[] | undefined
}) {
	const { t } = useTranslation('masterData')
	const { key, ...props } = inputProps
	const helpId = `${props.id ?? 'tracks-stock'}-help`
	return (
		<div className="flex flex-col gap-1">
			<label className="flex items-center gap-2 text-sm font-medium text-slate-800">
				<input key={key} {...props} aria-describedby={helpId} className="size-4" />
				{t('product.tracksStock')}
			</label>
			<p id={helpId} className="text-sm text-slate-600">
				{t('product.tracksStockHelp')}
			</p>
			<ErrorList id={props.id ? `${props.id}-error` : undefined} errors={errors} />
		</div>
	)
}

function ProductRow({ product }: { product: Product }) {
	const { t, i18n } = useTranslation('masterData')
	return (
		<NamedThingRow words="product" name={product.name} archived={product.archived}>
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

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
