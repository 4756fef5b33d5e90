import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { paymentMethods } from '@caixa/contract/ledger-constants'
import { SelectField } from '~/components/ui/field'

// How money moved — its method and its bank — as two selects that every payment form shares.
// Both may stay empty ("—"): a small business does not always know or care.

export function SettlementFields({
	method,
	institution,
	institutions,
}: {
	method: FieldMetadata<string | undefined>
	institution: FieldMetadata<string | undefined>
	institutions: ReadonlyArray<{ value: string; label: string }>
}) {
	const { t } = useTranslation('payment')
	return (
		<>
			<SelectField
				label={t('method')}
				selectProps={getSelectProps(method)}
				errors={method.errors}
				options={[
					{ value: '', label: t('none') },
					...paymentMethods.map((each) => ({ value: each, label: t(`ledger:method.${each}`) })),
				]}
			/>
			<SelectField
				label={t('institution')}
				selectProps={getSelectProps(institution)}
				errors={institution.errors}
				options={[{ value: '', label: t('none') }, ...institutions]}
			/>
		</>
	)
}
