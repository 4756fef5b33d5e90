import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type PaymentUpdateBody } from '@caixa/contract/payment'
import { formatMoney, formatMoneyInput } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { validateEditPayment } from '~/components/payment/payment-forms.server'
import { SettlementFields } from '~/components/payment/settlement-fields'
import { paymentPath } from '~/components/payment/paths'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import {
	institutionOptions,
	loadPayment,
	paymentRefusal,
	requireInstallment,
} from '~/components/payment/payments.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'payment', 'masterData'] }

// Change an open installment (spec §2 …/payment/{paymentId}/edit): due date, amount (fixed once
// part is paid — the input is disabled and says why), discount, method and bank; or settle all
// that remains on a day. The API's 409s (BELOW_PAID, RECORD_HAS_ITEMS…) land on their fields.

const isOpen = (status: string) => status === 'PENDING' || status === 'PARTIALLY_PAID'

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/payment/payment-forms')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashierId = requireParam(params, 'cashierId')
	const payment = await loadPayment(caller, cashierId, requireParam(params, 'paymentId'))
	requireInstallment(payment)
	const institutions = isOpen(payment.status)
		? await institutionOptions(caller, cashierId, payment.financialInstitution)
		: []
	const t = await i18nServer.getFixedT(request)
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	return {
		title: t('payment:edit.title', { installment }),
		payment,
		institutions,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'payment')
	const cashierId = requireParam(params, 'cashierId')
	const paymentId = requireParam(params, 'paymentId')
	const payment = await loadPayment({ token, request }, cashierId, paymentId)
	requireInstallment(payment)
	const submission = validateEditPayment(await request.formData(), t, {
		currency: payment.currency,
		amountLocked: payment.paid > 0,
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const form = submission.value
	// Every field of the form is sent: an emptied select clears the method or bank, an emptied
	// discount is none. The amount goes only while it may change (the API ignores an unchanged one).
	const body: PaymentUpdateBody = {
		dueDate: form.dueDate,
		discount: form.discount ?? 0,
		method: form.method ?? null,
		financialInstitutionId: form.financialInstitutionId ?? null,
		...(form.amount !== undefined ? { amount: form.amount } : {}),
		...(form.payInFull ? { paid: true, paidOn: form.paidOn } : {}),
	}
	try {
		await caixaCall(endpoints.cashiers.payments.update, {
			params: { id: cashierId, paymentId },
			token,
			body,
			request,
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, paymentRefusal(t))
	}
	return redirectWithToast(paymentPath(cashierId, paymentId), {
		type: 'success',
		title: t(form.payInFull ? 'edit.paidInFull' : 'edit.saved'),
	})
}

export default function EditPaymentRoute() {
	const { payment, institutions } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('payment')
	const amountLocked = payment.paid > 0
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateEditPayment(formData, t, { currency: payment.currency, amountLocked }),
	)
	const input = (amount: number) => formatMoneyInput(amount, payment.currency, i18n.language)
	const [form, fields] = useForm({
		id: 'edit-payment',
		lastResult: actionData?.result,
		defaultValue: {
			dueDate: payment.dueDate,
			amount: input(payment.amount),
			discount: payment.discount > 0 ? input(payment.discount) : '',
			method: payment.method ?? '',
			financialInstitutionId: payment.financialInstitution?.id ?? '',
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	const back = paymentPath(payment.cashierId, payment.id)

	return (
		<section className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6">
			<Link to={back} className="text-sm text-emerald-800 underline">
				{t('back')}
			</Link>
			<h1 className="text-2xl font-semibold">{t('edit.title', { installment })}</h1>
			<p className="text-slate-700">
				{t('record')} {payment.orderReferenceNumber}
			</p>
			{isOpen(payment.status) ? (
				<Form
					method="post"
					{...getFormProps(form)}
					{...validation.intent}
					className="flex flex-col gap-2"
				>
					<Field
						label={t('dueDate')}
						inputProps={getInputProps(fields.dueDate, { type: 'date' })}
						errors={fields.dueDate.errors}
					/>
					<Field
						label={t('amounts.amount')}
						description={amountLocked ? t('edit.amountLocked') : undefined}
						inputProps={{
							...getInputProps(fields.amount, { type: 'text' }),
							inputMode: 'decimal',
							// Disabled: not sent, and read as such by assistive technology.
							disabled: amountLocked,
						}}
						errors={fields.amount.errors}
					/>
					<Field
						label={t('amounts.discount')}
						description={t('edit.discountHelp')}
						inputProps={{
							...getInputProps(fields.discount, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.discount.errors}
					/>
					<SettlementFields
						method={fields.method}
						institution={fields.financialInstitutionId}
						institutions={institutions}
					/>
					<fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
						<label className="flex items-center gap-2 font-medium">
							<input
								{...getInputProps(fields.payInFull, { type: 'checkbox' })}
								className="size-4"
							/>
							{t('edit.payInFull', {
								remaining: formatMoney(payment.remaining, payment.currency, i18n.language),
							})}
						</label>
						<Field
							label={t('edit.paidOn')}
							description={t('edit.paidOnHelp')}
							inputProps={getInputProps(fields.paidOn, { type: 'date' })}
							errors={fields.paidOn.errors}
						/>
					</fieldset>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<StatusButton type="submit">{t('edit.save')}</StatusButton>
					</div>
				</Form>
			) : (
				<p className="text-slate-700">{t('actions.settled')}</p>
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
