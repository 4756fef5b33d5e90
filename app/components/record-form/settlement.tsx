import {
	getCollectionProps,
	getInputProps,
	getSelectProps,
	type FieldMetadata,
} from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { installmentEveries } from '@caixa/contract/ledger-constants'
import { formatMoney } from '@caixa/domain/money-format'
import { installmentPlan, MAX_INSTALLMENTS, type Installment } from '@caixa/domain/installments'
import { Button } from '~/components/ui/button'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { settlementChoices, type SettlementChoice } from './form-shape'
import { dateTimeFormat } from '@caixa/domain/intl-formats'

type SettlementFields = {
	settlement: FieldMetadata<string | undefined>
	dueDate: FieldMetadata<string | undefined>
	installmentCount: FieldMetadata<string | undefined>
	firstDueDate: FieldMetadata<string | undefined>
	every: FieldMetadata<string | undefined>
}

/**
 * How the record is settled: paid now, one payment due on a date, or N installments from a first
 * due date every month, week or day, with the exact split (the API's rule: the remainder on the
 * last). With JavaScript only the chosen way's fields show and the split follows every key;
 * without it every field shows, and "Show the split" redisplays the form with it.
 */
export function SettlementFields({
	fields,
	total,
	currency,
}: {
	fields: SettlementFields
	/** The record's total as typed so far (minor units), or null. */
	total: number | null
	currency: string
}) {
	const { t } = useTranslation('record')
	const hydrated = useHydrated()
	const chosen = (fields.settlement.value ?? 'PAID_NOW') as SettlementChoice
	const plan = previewPlan({
		total,
		count: fields.installmentCount.value,
		firstDueDate: fields.firstDueDate.value,
		every: fields.every.value,
	})

	return (
		<fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
			<legend className="px-1 font-medium">{t('settlement.legend')}</legend>
			<div
				role="radiogroup"
				aria-labelledby={`${fields.settlement.id}-legend`}
				className="flex flex-col gap-2"
			>
				<span id={`${fields.settlement.id}-legend`} className="sr-only">
					{t('settlement.legend')}
				</span>
				{getCollectionProps(fields.settlement, {
					type: 'radio',
					options: [...settlementChoices],
				}).map(({ key, ...props }) => (
					<label key={key} className="flex items-center gap-2 text-sm text-slate-900">
						<input {...props} className="size-4 accent-emerald-700" />
						{t(`settlement.${props.value as SettlementChoice}`)}
					</label>
				))}
				<ErrorList id={fields.settlement.errorId} errors={fields.settlement.errors} />
			</div>
			<div hidden={hydrated && chosen !== 'ONE_DUE'}>
				<Field
					label={t('settlement.dueDate')}
					description={hydrated ? undefined : t('settlement.dueDateHelp')}
					inputProps={getInputProps(fields.dueDate, { type: 'date' })}
					errors={fields.dueDate.errors}
				/>
			</div>
			<div
				hidden={hydrated && chosen !== 'INSTALLMENTS'}
				className="grid grid-cols-1 gap-x-3 sm:grid-cols-3"
			>
				<Field
					label={t('settlement.count')}
					description={hydrated ? undefined : t('settlement.installmentsHelp')}
					inputProps={{
						...getInputProps(fields.installmentCount, { type: 'number' }),
						min: 2,
						max: MAX_INSTALLMENTS,
					}}
					errors={fields.installmentCount.errors}
				/>
				<Field
					label={t('settlement.firstDueDate')}
					inputProps={getInputProps(fields.firstDueDate, { type: 'date' })}
					errors={fields.firstDueDate.errors}
				/>
				<SelectField
					label={t('settlement.every')}
					selectProps={getSelectProps(fields.every)}
					options={installmentEveries.map((every) => ({
						value: every,
						label: t(`ledger:every.${every}`),
					}))}
					errors={fields.every.errors}
				/>
				<div className="sm:col-span-3">
					{plan ? (
						<SplitPreview plan={plan} currency={currency} />
					) : (
						<p className="text-sm text-slate-600">{t('settlement.previewWaiting')}</p>
					)}
					{hydrated ? null : (
						<Button type="submit" variant="secondary" name="intent" value="preview" formNoValidate>
							{t('settlement.preview')}
						</Button>
					)}
				</div>
			</div>
		</fieldset>
	)
}

/** The installments the API will write for these values, or null while they are incomplete. */
export function previewPlan(values: {
	total: number | null
	count: string | undefined
	firstDueDate: string | undefined
	every: string | undefined
}): Installment[] | null {
	const count = Number(values.count)
	const every = installmentEveries.find((each) => each === (values.every ?? 'MONTH'))
	if (values.total === null || values.total <= 0) return null
	if (!Number.isInteger(count) || count < 2 || count > MAX_INSTALLMENTS) return null
	if (!values.firstDueDate || !/^\d{4}-\d{2}-\d{2}$/.test(values.firstDueDate)) return null
	if (!every) return null
	try {
		return installmentPlan({
			total: values.total,
			count,
			firstDueDate: values.firstDueDate,
			every,
		})
	} catch {
		// A date the calendar does not have (2025-02-30) or a total beyond the limit: no preview.
		return null
	}
}

function SplitPreview({ plan, currency }: { plan: Installment[]; currency: string }) {
	const { t, i18n } = useTranslation('record')
	const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
	const sum = plan.reduce((whole, installment) => whole + installment.amount, 0)
	return (
		<table className="my-2 w-full text-sm" aria-live="polite">
			<caption className="text-left font-medium text-slate-800">
				{t('settlement.previewCaption', { count: plan.length })}
			</caption>
			<thead>
				<tr className="text-left text-slate-600">
					<th scope="col">{t('settlement.installment')}</th>
					<th scope="col">{t('settlement.dueDate')}</th>
					<th scope="col" className="text-right">
						{t('settlement.amount')}
					</th>
				</tr>
			</thead>
			<tbody>
				{plan.map((installment) => (
					<tr key={installment.number}>
						<td>{t('ledger:installment', { number: installment.number, of: installment.of })}</td>
						<td>{dates.format(new Date(`${installment.dueDate}T00:00:00Z`))}</td>
						<td className="text-right">
							{formatMoney(installment.amount, currency, i18n.language)}
						</td>
					</tr>
				))}
			</tbody>
			<tfoot>
				<tr className="font-medium">
					<th scope="row" colSpan={2} className="text-left">
						{t('settlement.previewTotal')}
					</th>
					<td className="text-right">{formatMoney(sum, currency, i18n.language)}</td>
				</tr>
			</tfoot>
		</table>
	)
}
