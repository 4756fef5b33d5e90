import {
	getInputProps,
	getSelectProps,
	type FieldMetadata,
	type FormMetadata,
} from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMoneyInput, parseMoney } from '@caixa/domain/money'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { type RecordFormProduct } from './picker-kinds'
import { lineTotal, parseQuantity } from './quantity'
import { NEW_LINE, type RecordFormLine, type RecordFormShape } from './form-shape'

/**
 * The record's product lines: each a product (or a name typed freely), a quantity ("1,5" or
 * "1.5") and a unit price, with its total. Adding and removing a line are Conform's list intents:
 * with JavaScript they change the form in place, without it they post and the server answers the
 * form with the line added or removed and every value kept.
 */
export function ProductLines({
	form,
	items,
	products,
	currency,
}: {
	form: FormMetadata<RecordFormShape, string[]>
	items: FieldMetadata<RecordFormLine[] | undefined, RecordFormShape, string[]>
	products: readonly RecordFormProduct[]
	currency: string
}) {
	const { t, i18n } = useTranslation('record')
	const lines = items.getFieldList()
	const priceOf = (id: string | undefined) => products.find((product) => product.id === id)

	return (
		<fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
			<legend className="px-1 font-medium">{t('lines.legend')}</legend>
			{lines.length === 0 ? <p className="text-sm text-slate-600">{t('lines.none')}</p> : null}
			<ol className="flex flex-col gap-4" aria-label={t('lines.list')}>
				{lines.map((line, index) => {
					const fields = line.getFieldset()
					const product = priceOf(fields.productId.value)
					const quantity = parseQuantity(fields.quantity.value ?? '')
					const typedPrice = fields.unitPrice.value
						? parseMoney(fields.unitPrice.value, currency)
						: null
					const price = typedPrice
						? typedPrice.ok
							? typedPrice.minorUnits
							: undefined
						: product?.unitPrice
					const total =
						quantity.ok && price !== undefined ? lineTotal(quantity.milli, price) : undefined
					const number = index + 1
					return (
						<li
							key={line.key}
							aria-label={t('lines.line', { number })}
							className="grid grid-cols-1 gap-x-3 border-b border-slate-100 pb-3 sm:grid-cols-2"
						>
							<SelectField
								label={t('lines.product', { number })}
								selectProps={{
									...getSelectProps(fields.productId),
									onChange: (event) => {
										// A product's price fills an empty unit price (the server does the same
										// without JavaScript).
										const chosen = priceOf(event.currentTarget.value)
										if (chosen && !fields.unitPrice.value) {
											form.update({
												name: fields.unitPrice.name,
												value: formatMoneyInput(chosen.unitPrice, currency, i18n.language),
											})
										}
									},
								}}
								options={[
									{ value: '', label: t('lines.freeName') },
									...products.map((option) => ({
										value: option.id,
										label: `${option.name} · ${formatMoney(option.unitPrice, currency, i18n.language)}`,
									})),
								]}
								errors={fields.productId.errors}
							/>
							<Field
								label={t('lines.name', { number })}
								description={t('lines.nameHelp')}
								inputProps={{
									...getInputProps(fields.name, { type: 'text' }),
									placeholder: product?.name,
								}}
								errors={fields.name.errors}
							/>
							<Field
								label={t('lines.quantity', { number })}
								inputProps={{
									...getInputProps(fields.quantity, { type: 'text' }),
									inputMode: 'decimal',
								}}
								errors={fields.quantity.errors}
							/>
							<Field
								label={t('lines.unitPrice', { number, currency })}
								description={product ? t('lines.unitPriceHelp') : undefined}
								inputProps={{
									...getInputProps(fields.unitPrice, { type: 'text' }),
									inputMode: 'decimal',
									placeholder: product
										? formatMoneyInput(product.unitPrice, currency, i18n.language)
										: undefined,
								}}
								errors={fields.unitPrice.errors}
							/>
							<div className="flex items-center justify-between gap-3 sm:col-span-2">
								<p className="text-sm text-slate-800">
									{t('lines.total')}{' '}
									<output className="font-medium">
										{total === undefined ? '—' : formatMoney(total, currency, i18n.language)}
									</output>
								</p>
								<Button
									variant="secondary"
									size="sm"
									{...form.remove.getButtonProps({ name: items.name, index })}
								>
									{t('lines.remove', { number })}
								</Button>
							</div>
						</li>
					)
				})}
			</ol>
			<div>
				<Button
					variant="secondary"
					{...form.insert.getButtonProps({ name: items.name, defaultValue: NEW_LINE })}
				>
					{t('lines.add')}
				</Button>
			</div>
		</fieldset>
	)
}
