import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { companyBodySchema } from '@caixa/contract/company'
import { formErrorMap } from '~/components/form-errors'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'

/** A company's name and tax id: the API's own body (a blank tax id is none). */
export const companyFormSchema = companyBodySchema

/** A new company (alone or in a marketplace), or a company's details being edited. */
export function CompanyForm({
	id,
	lastResult,
	defaultValue,
	submitLabel,
	cancelTo,
}: {
	id: string
	lastResult: SubmissionResult<string[]> | undefined
	defaultValue?: { name: string; document: string | null }
	submitLabel: string
	cancelTo?: string
}) {
	const { t } = useTranslation('company')
	const [form, fields] = useForm({
		id,
		lastResult,
		constraint: getZodConstraint(companyFormSchema),
		defaultValue: defaultValue && {
			name: defaultValue.name,
			document: defaultValue.document ?? '',
		},
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: companyFormSchema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
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
