import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatPercentInput } from '@caixa/domain/percent'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { pageTitle } from '~/components/page-title'
import { interestBody, newTotalDue } from '~/components/payment/late-charges'
import { validateInterestLate } from '~/components/payment/payment-forms.server'
import { paymentPath } from '~/components/payment/paths'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import {
	interestStart,
	loadPayment,
	paymentRefusal,
	requireInstallment,
} from '~/components/payment/payments.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { todayIn } from '~/server/unit-today.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'payment', 'masterData'] }

// Interest and late fee of an open installment (spec §2 …/payment/{paymentId}/interest-late;
// DOMAIN.md "Interest and late-fee defaults"): the rates start from the unit's defaults, the day
// from today; the figures they give show before saving — live with JavaScript, through the
// Compute button without — and typed amounts override them. Saved as rates (kept beside the
// amounts, for audit) unless an amount was typed, then as amounts.

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/payment/payment-forms')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashierId = requireParam(params, 'cashierId')
	const [payment, cashier, language] = await Promise.all([
		loadPayment(caller, cashierId, requireParam(params, 'paymentId')),
		loadCashierOfPage(caller, cashierId),
		readerLanguage(request),
	])
	requireInstallment(payment)
	const start = await interestStart(caller, cashier.unit.id, cashier.currency)
	// Charged from rates before: start from those, so a second visit recomputes what was agreed.
	const rates = payment.charges ?? start.defaults
	const t = await i18nServer.getFixedT(request)
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	return {
		title: t('payment:interest.title', { installment }),
		payment,
		defaultsFromUnit: start.fromUnit || payment.charges !== null,
		start: {
			monthlyInterestRate: formatPercentInput(rates.monthlyInterestBasisPoints, language),
			lateFeeRate: formatPercentInput(rates.lateFeeBasisPoints, language),
			asOf: todayIn(cashier.unit.timezone),
		},
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'payment')
	const cashierId = requireParam(params, 'cashierId')
	const paymentId = requireParam(params, 'paymentId')
	const payment = await loadPayment({ token, request }, cashierId, paymentId)
	requireInstallment(payment)
	const submission = validateInterestLate(await request.formData(), t, payment.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const form = submission.value
	// Compute (the no-JS way to see the figures): the page again with what was typed; it computes.
	if (form.intent === 'compute') return data({ result: submission.reply() }, { status: 200 })

	const body = interestBody(payment, form)
	let saved
	try {
		;({ data: saved } = await caixaCall(endpoints.cashiers.payments.interestAndLateFee, {
			params: { id: cashierId, paymentId },
			token,
			body,
			request,
		}))
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, paymentRefusal(t))
	}
	const locale = await readerLanguage(request)
	return redirectWithToast(paymentPath(cashierId, paymentId), {
		type: 'success',
		title: t('interest.saved', { total: formatMoney(saved.totalDue, saved.currency, locale) }),
	})
}

export default function InterestLateRoute() {
	const { payment, defaultsFromUnit, start } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('payment')
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateInterestLate(formData, t, payment.currency),
	)
	const [form, fields] = useForm({
		id: 'interest-late',
		lastResult: actionData?.result,
		defaultValue: { ...start, interest: '', lateFee: '' },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	const money = (amount: number) => formatMoney(amount, payment.currency, i18n.language)
	// What the fields hold now (typed live with JS; what was posted, without) gives the figures.
	const figures = newTotalDue(payment, {
		monthlyInterestRate: fields.monthlyInterestRate.value,
		lateFeeRate: fields.lateFeeRate.value,
		asOf: fields.asOf.value,
		interest: fields.interest.value,
		lateFee: fields.lateFee.value,
	})
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	const open = payment.status === 'PENDING' || payment.status === 'PARTIALLY_PAID'

	return (
		<section className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6">
			<Link
				to={paymentPath(payment.cashierId, payment.id)}
				className="text-sm text-emerald-800 underline"
			>
				{t('back')}
			</Link>
			<h1 className="text-2xl font-semibold">{t('interest.title', { installment })}</h1>
			<p className="text-slate-700">
				{t('record')} {payment.orderReferenceNumber} ·{' '}
				{t('interest.intro', {
					dueDate: formatCalendarDay(payment.dueDate, i18n.language),
					owed: money(Math.max(0, payment.amount - payment.paid)),
				})}
			</p>
			{!open ? (
				<p className="text-slate-700">{t('actions.settled')}</p>
			) : (
				<Form
					method="post"
					{...getFormProps(form)}
					{...validation.intent}
					className="flex flex-col gap-2"
				>
					{defaultsFromUnit ? null : (
						<p className="text-sm text-slate-700">{t('interest.defaultsHidden')}</p>
					)}
					<Field
						label={t('interest.monthlyRate')}
						description={t('interest.monthlyRateHelp')}
						inputProps={{
							...getInputProps(fields.monthlyInterestRate, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.monthlyInterestRate.errors}
					/>
					<Field
						label={t('interest.lateFeeRate')}
						description={t('interest.lateFeeRateHelp')}
						inputProps={{
							...getInputProps(fields.lateFeeRate, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.lateFeeRate.errors}
					/>
					<Field
						label={t('interest.asOf')}
						inputProps={getInputProps(fields.asOf, { type: 'date' })}
						errors={fields.asOf.errors}
					/>
					<output
						htmlFor={`${fields.monthlyInterestRate.id} ${fields.lateFeeRate.id} ${fields.asOf.id}`}
						aria-live="polite"
						className="flex flex-col gap-1 rounded-md bg-slate-50 p-3"
					>
						{figures.computed ? (
							<>
								<span>{t('interest.daysLate', { count: figures.computed.daysLate })}</span>
								<span data-testid="computed-charges">
									{t('interest.computed', {
										interest: money(figures.computed.interest),
										lateFee: money(figures.computed.lateFee),
									})}
								</span>
							</>
						) : null}
						{figures.totalDue !== null ? (
							<strong data-testid="new-total">
								{t('interest.newTotal', { total: money(figures.totalDue) })}
							</strong>
						) : null}
					</output>
					<div>
						<StatusButton type="submit" name="intent" value="compute" variant="secondary">
							{t('interest.compute')}
						</StatusButton>
					</div>
					<fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
						<legend className="px-1 font-medium">{t('interest.override')}</legend>
						<Field
							label={t('interest.interestAmount')}
							description={t('interest.overrideHelp')}
							inputProps={{
								...getInputProps(fields.interest, { type: 'text' }),
								inputMode: 'decimal',
							}}
							errors={fields.interest.errors}
						/>
						<Field
							label={t('interest.lateFeeAmount')}
							description={t('interest.overrideHelp')}
							inputProps={{
								...getInputProps(fields.lateFee, { type: 'text' }),
								inputMode: 'decimal',
							}}
							errors={fields.lateFee.errors}
						/>
					</fieldset>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<StatusButton type="submit" name="intent" value="save">
							{t('interest.save')}
						</StatusButton>
					</div>
				</Form>
			)}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.title, data && `#${data.payment.orderReferenceNumber}`) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
