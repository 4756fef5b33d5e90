import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { clientOrSupplierKinds } from '@caixa/contract/master-data-kinds'
import { type Translate } from '~/components/form-errors'
import { Field, SelectField } from '~/components/ui/field'

type Fields = {
	name: FieldMetadata<string>
	kind: FieldMetadata<string>
	// The API's fields also take null (none), which a form never sends.
	document: FieldMetadata<string | null>
	email: FieldMetadata<string>
	phone: FieldMetadata<string | null>
}

export function ClientOrSupplierFields({ fields, country }: { fields: Fields; country: string }) {
	const { t } = useTranslation('masterData')
	return (
		<>
			<Field
				label={t('clientOrSupplier.name')}
				inputProps={getInputProps(fields.name, { type: 'text' })}
				errors={fields.name.errors}
			/>
			<SelectField
				label={t('clientOrSupplier.kind')}
				selectProps={getSelectProps(fields.kind)}
				options={clientOrSupplierKinds.map((value) => ({
					value,
					label: t(`clientOrSupplier.kinds.${value}`),
				}))}
				errors={fields.kind.errors}
			/>
			<Field
				label={t('clientOrSupplier.document')}
				description={
					country === 'BRAZIL'
						? t('clientOrSupplier.documentHelpBrazil')
						: t('clientOrSupplier.documentHelp')
				}
				inputProps={getInputProps(fields.document, { type: 'text' })}
				errors={fields.document.errors}
			/>
			<Field
				label={t('clientOrSupplier.email')}
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
				errors={fields.email.errors}
			/>
			<Field
				label={t('clientOrSupplier.phone')}
				inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'off' }}
				errors={fields.phone.errors}
			/>
		</>
	)
}

/** The API's field errors, with its document refusal worded for the reader. */
export function clientOrSupplierFieldErrors(
	fieldErrors: Record<string, string[]>,
	t: Translate,
): Record<string, string[]> {
	if (!fieldErrors.document) return fieldErrors
	return { ...fieldErrors, document: [t('masterData:clientOrSupplier.documentInvalid')] }
}
