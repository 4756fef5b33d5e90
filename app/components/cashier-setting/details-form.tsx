import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrorMap } from '~/components/form-errors'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { cashierFormSchema } from '~/components/unit-cashiers/cashier-form'

/** The form's values as it shows them: the balance as people type money. */
export interface CashierDetailsDefaults {
	name: string
	openingBalance: string
	openingDate: string
}

/**
 * The owner's form: name, opening balance and opening date, the same schema as the unit's cashier
 * form (checked as one types, and again on the server), posted with `intent=save`.
 */
export function CashierDetailsForm({
	currency,
	defaults,
	lastResult,
}: {
	currency: string
	defaults: CashierDetailsDefaults
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('cashierSetting')
	const titleId = useId()
	const schema = cashierFormSchema({ currency, t })
	const [form, fields] = useForm({
		id: 'cashier-setting',
		lastResult,
		constraint: getZodConstraint(schema),
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section aria-labelledby={titleId} className="flex flex-col gap-3">
			<div className="flex flex-col gap-1">
				<h2 id={titleId} className="text-lg font-semibold">
					{t('details.title')}
				</h2>
				<p className="text-sm text-slate-700">{t('details.description')}</p>
			</div>
			<Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
				<Field
					label={t('unitCashier:form.name')}
					description={t('unitCashier:form.nameHelp')}
					inputProps={getInputProps(fields.name, { type: 'text' })}
					errors={fields.name.errors}
				/>
				<Field
					label={t('unitCashier:form.openingBalance')}
					description={t('details.openingBalanceHelp', { currency })}
					inputProps={{
						...getInputProps(fields.openingBalance, { type: 'text' }),
						inputMode: 'decimal',
						autoComplete: 'off',
					}}
					errors={fields.openingBalance.errors}
				/>
				<Field
					label={t('unitCashier:form.openingDate')}
					description={t('unitCashier:form.openingDateHelp')}
					inputProps={getInputProps(fields.openingDate, { type: 'date' })}
					errors={fields.openingDate.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<StatusButton type="submit" name="intent" value="save">
						{t('details.submit')}
					</StatusButton>
				</div>
			</Form>
		</section>
	)
}
