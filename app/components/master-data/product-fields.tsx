import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { productKinds } from '@caixa/contract/master-data-kinds'
import { type Translate } from '~/components/form-errors'
import { type ProductForm } from './product-validation'
import { ErrorList, Field, SelectField } from '~/components/ui/field'

// A product's or service's form (the list's add form and its edit page): the fields (their
// schema in product-validation.ts) and the API's refusals said on them. Price and cost are
// typed in the unit's currency with its decimals ("12,50" or "12.50") and sent as minor units.

/**
 * What the API takes (create and PUT alike) from what the form read: an empty cost is 0, an
 * unticked box keeps no stock, an emptied SKU is cleared.
 */
export function productBodyOf(form: ProductForm) {
	const { tracksStock, unitCost, sku, ...fields } = form
	return { ...fields, sku: sku ?? null, unitCost: unitCost ?? 0, tracksStock: tracksStock ?? false }
}

/**
 * The API's refusals the form says on its fields: a SKU another product of the unit has (409
 * SKU_TAKEN) on the SKU, the 422's field errors as they are; anything else is not the form's.
 */
export function productFieldErrors(
	problem: { status: number; fieldErrors: () => Record<string, string[]> },
	t: Translate,
): Record<string, string[]> | undefined {
	if (problem.status === 409) return { sku: [t('masterData:product.skuTaken')] }
	if (problem.status === 422) return problem.fieldErrors()
	return undefined
}

type Fields = {
	name: FieldMetadata<string>
	// The API's field also takes null (none), which a form never sends.
	sku: FieldMetadata<string | null>
	kind: FieldMetadata<string>
	unitPrice: FieldMetadata<string>
	unitCost: FieldMetadata<string>
	tracksStock: FieldMetadata<boolean>
}

/** Name, SKU, kind, price, cost (in the unit's currency) and whether it keeps stock. */
export function ProductFields({ fields, currency }: { fields: Fields; currency: string }) {
	const { t } = useTranslation('masterData')
	const money = { currency }
	return (
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
