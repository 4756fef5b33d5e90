import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'

// The form's rule (zod), fetched when someone reaches for the form; its HTML constraints come
// with the page's loader data (company-form.server.ts's companyConstraint).
const loadValidation = () => import('./company-validation')

/**
 * A new company (alone or in a marketplace), or a company's details being edited: its name and
 * tax id, the API's own body.
 */
export function CompanyForm({
	id,
	constraint,
	lastResult,
	defaultValue,
	submitLabel,
	cancelTo,
}: {
	id: string
	constraint: NonNullable<Parameters<typeof useForm>[0]['constraint']>
	lastResult: SubmissionResult<string[]> | undefined
	defaultValue?: { name: string; document: string | null }
	submitLabel: string
	cancelTo?: string
}) {
	const { t } = useTranslation('company')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateCompany(formData, t),
	)
	const [form, fields] = useForm({
		id,
		lastResult,
		constraint,
		defaultValue: defaultValue && {
			name: defaultValue.name,
			document: defaultValue.document ?? '',
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<Form method="post" className="flex flex-col gap-3" {...getFormProps(form)} {...intent}>
			<Field
				label={t('form.name')}
				inputProps={getInputProps(fields.name, { type: 'text' })}
				errors={fields.name.errors}
			/>
			<Field
				label={t('form.document')}
				description={t('form.documentHelp')}
				inputProps={getInputProps(fields.document, { type: 'text' })}
				errors={fields.document.errors}
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="flex gap-3">
				<StatusButton type="submit" name="intent" value="company">
					{submitLabel}
				</StatusButton>
				{cancelTo ? (
					<Link to={cancelTo} className={buttonClassName({ variant: 'secondary' })}>
						{t('form.cancel')}
					</Link>
				) : null}
			</div>
		</Form>
	)
}
