import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, SelectField } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'

type Fields = {
	amount: FieldMetadata<string>
	transferredOn: FieldMetadata<string>
	fromCashierId: FieldMetadata<string>
	toCashierId: FieldMetadata<string>
	description: FieldMetadata<string>
	idempotencyKey: FieldMetadata<string>
}

/**
 * The new transfer's fields: the amount (typed as money is, in the unit's currency), the day, the
 * two cashiers, a description, and the form's hidden Idempotency-Key. Once the page is hydrated
 * the destinations leave out the chosen source; without JavaScript both lists offer every cashier
 * and the API's refusal of the same one twice comes back on the destination.
 */
export function TransferFields({
	fields,
	currency,
	cashiers,
}: {
	fields: Fields
	currency: string
	cashiers: ReadonlyArray<{ id: string; name: string }>
}) {
	const { t } = useTranslation('transfer')
	const hydrated = useHydrated()
	const [source, setSource] = useState(fields.fromCashierId.initialValue ?? '')
	const choose = { value: '', label: t('form.choose') }
	const options = cashiers.map((cashier) => ({ value: cashier.id, label: cashier.name }))
	const destinations = hydrated ? options.filter((option) => option.value !== source) : options
	return (
		<>
			<input {...getInputProps(fields.idempotencyKey, { type: 'hidden' })} />
			<Field
				label={t('form.amount', { currency })}
				inputProps={{
					...getInputProps(fields.amount, { type: 'text' }),
					inputMode: 'decimal',
					autoComplete: 'off',
				}}
				errors={fields.amount.errors}
			/>
			<Field
				label={t('form.date')}
				inputProps={getInputProps(fields.transferredOn, { type: 'date' })}
				errors={fields.transferredOn.errors}
			/>
			<SelectField
				label={t('form.from')}
				selectProps={{
					...getSelectProps(fields.fromCashierId),
					onChange: (event) => setSource(event.currentTarget.value),
				}}
				options={[choose, ...options]}
				errors={fields.fromCashierId.errors}
			/>
			<SelectField
				label={t('form.to')}
				selectProps={getSelectProps(fields.toCashierId)}
				options={[choose, ...destinations]}
				errors={fields.toCashierId.errors}
			/>
			<Field
				label={t('form.description')}
				inputProps={getInputProps(fields.description, { type: 'text' })}
				errors={fields.description.errors}
			/>
		</>
	)
}
