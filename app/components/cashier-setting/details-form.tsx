import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/unit-cashiers/cashier-form')

/** The form's values as it shows them: the balance as people type money. */
export interface CashierDetailsDefaults {
	name: string
	openingBalance: string
	openingDate: string
}

/**
 * The owner's form: name, opening balance and opening date, the same schema as the unit's cashier
 * form (checked as one types once fetched, and again on the server), posted with `intent=save`.
 * `constraint` comes with the loader's data (cashier-form.server.ts cashierConstraint).
 */
export function CashierDetailsForm({
	currency,
	defaults,
	lastResult,
	constraint,
}: {
	currency: string
	constraint: Parameters<typeof useForm>[0]['constraint']
	defaults: CashierDetailsDefaults
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('cashierSetting')
	const titleId = useId()
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateCashier(formData, t, currency),
	)
	const [form, fields] = useForm({
		id: 'cashier-setting',
		lastResult,
		constraint,
		defaultValue: defaults,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
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
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...validation.intent}
			>
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
