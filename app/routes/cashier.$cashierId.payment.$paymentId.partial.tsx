import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type Payment } from '@caixa/contract/payment'
import { formatMoney, formatMoneyInput } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { validatePartialPayment } from '~/components/payment/payment-forms.server'
import { SettlementFields } from '~/components/payment/settlement-fields'
import { paymentPath } from '~/components/payment/paths'
import { ErrorList, Field } from '~/components/ui/field'
import { buttonClassName } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { type Caller, caixaCall, endpoints } from '~/server/caixa.server'
import {
	keyUsedBefore,
	rememberFormView,
	requireFormView,
	savedFormView,
	savedViewPosted,
} from '~/server/form-view.server'
import { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import {
	institutionOptions,
	loadPayment,
	paymentRefusal,
	requireInstallment,
} from '~/components/payment/payments.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { todayIn } from '~/server/unit-today.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'payment', 'masterData'] }

// Pay part of an installment (spec §2 …/payment/{paymentId}/partial): an amount up to what
// remains, the day (today unless told), how and through which bank. More than remains is the
// API's 409 EXCEEDS_REMAINING, shown on the amount with what was typed kept. The form is a view
// (form-view.server.ts): its id is the payment's Idempotency-Key, so the browser's Back then Save
// pays nothing twice, and the view says it is saved.

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/payment/payment-forms')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashierId = requireParam(params, 'cashierId')
	const formView = requireFormView(request)
	const [payment, cashier] = await Promise.all([
		loadPayment(caller, cashierId, requireParam(params, 'paymentId')),
		loadCashierOfPage(caller, cashierId),
	])
	requireInstallment(payment)
	const t = await i18nServer.getFixedT(request)
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	const title = t('payment:partial.title', { installment })
	// This view saved already (the browser's Back, a reload): it says so, and offers no second.
	const saved = await savedFormView(request, formView)
	if (saved) {
		return { title, payment, saved: await savedPart(caller, payment, saved.made) }
	}
	const institutions = await institutionOptions(caller, cashierId, payment.financialInstitution)
	return {
		title,
		payment,
		institutions,
		today: todayIn(cashier.unit.timezone),
		idempotencyKey: formView,
	}
}

/** What a saved view paid, in words; null when it is gone or not known (saved with other values). */
async function savedPart(caller: Caller, installment: Payment, made: string | null) {
	if (made === null) return null
	try {
		const part = await loadPayment(caller, installment.cashierId, made)
		const locale = await readerLanguage(caller.request)
		return { amount: formatMoney(part.amount, part.currency, locale) }
	} catch (error) {
		if (error instanceof Response && error.status === 404) return null
		throw error
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'payment')
	const cashierId = requireParam(params, 'cashierId')
	const paymentId = requireParam(params, 'paymentId')
	const payment = await loadPayment(caller, cashierId, paymentId)
	requireInstallment(payment)
	const formData = await request.formData()
	// A view saved already (restored by Back, open in a second tab) pays nothing more.
	const saved = await savedViewPosted(request, formData)
	if (saved) return saved
	const submission = validatePartialPayment(formData, t, payment.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { amount, paidOn, method, financialInstitutionId, idempotencyKey } = submission.value
	let part: Payment
	try {
		;({ data: part } = await caixaCall(endpoints.cashiers.payments.partial, {
			params: { id: cashierId, paymentId },
			token,
			body: { amount, paidOn, method, financialInstitutionId },
			// The view's id: the same view posted again is the same payment, not a second one.
			headers: { 'Idempotency-Key': idempotencyKey },
			request,
		}))
	} catch (error) {
		// Its key paid a part with other values (the form came back without this browser knowing
		// it was saved): its view says the form is saved.
		const usedBefore = await keyUsedBefore(request, idempotencyKey, error)
		if (usedBefore) return usedBefore
		return handleCaixaRefusal(request, submission, error, paymentRefusal(t, 'amount'))
	}
	const paidOff = amount >= payment.remaining
	const locale = await readerLanguage(request)
	return redirectWithToast(
		paymentPath(cashierId, paymentId),
		{
			type: 'success',
			title: t(paidOff ? 'partial.nowPaid' : 'partial.saved', {
				amount: formatMoney(amount, payment.currency, locale),
			}),
		},
		{ headers: { 'Set-Cookie': await rememberFormView(request, idempotencyKey, part.id) } },
	)
}

export default function PartialPaymentRoute() {
	const page = useLoaderData<typeof loader>()
	if (page.idempotencyKey === undefined) {
		return <SavedPartNotice payment={page.payment} saved={page.saved ?? null} />
	}
	return <PartialPaymentForm {...page} />
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>

/** A view that saved: what it paid, the way to its installment, and no second save. */
function SavedPartNotice({
	payment,
	saved,
}: {
	payment: PageData['payment']
	saved: { amount: string } | null
}) {
	const { t } = useTranslation('payment')
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	return (
		<section className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('partial.title', { installment })}</h1>
			<p>{saved ? t('partial.savedMade', saved) : t('partial.savedOtherValues')}</p>
			<div>
				<Link to={paymentPath(payment.cashierId, payment.id)} className={buttonClassName()}>
					{t('partial.openInstallment', { installment })}
				</Link>
			</div>
		</section>
	)
}

function PartialPaymentForm({
	payment,
	institutions,
	today,
	idempotencyKey,
}: Extract<PageData, { idempotencyKey: string }>) {
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('payment')
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validatePartialPayment(formData, t, payment.currency),
	)
	const [form, fields] = useForm({
		id: 'partial-payment',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		defaultValue: {
			amount: formatMoneyInput(payment.remaining, payment.currency, i18n.language),
			paidOn: today,
			method: payment.method ?? '',
			financialInstitutionId: payment.financialInstitution?.id ?? '',
			idempotencyKey,
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	const remaining = formatMoney(payment.remaining, payment.currency, i18n.language)

	return (
		<section className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6">
			<Link
				to={paymentPath(payment.cashierId, payment.id)}
				className="text-sm text-emerald-800 underline"
			>
				{t('back')}
			</Link>
			<h1 className="text-2xl font-semibold">{t('partial.title', { installment })}</h1>
			<p className="text-slate-700">
				{t('record')} {payment.orderReferenceNumber} · {t('amounts.remaining')}: {remaining}
			</p>
			<Form
				method="post"
				{...getFormProps(form)}
				{...validation.intent}
				className="flex flex-col gap-2"
			>
				<Field
					label={t('partial.amount')}
					description={t('partial.amountHelp', { remaining })}
					inputProps={{ ...getInputProps(fields.amount, { type: 'text' }), inputMode: 'decimal' }}
					errors={fields.amount.errors}
				/>
				<Field
					label={t('partial.date')}
					inputProps={getInputProps(fields.paidOn, { type: 'date' })}
					errors={fields.paidOn.errors}
				/>
				<SettlementFields
					method={fields.method}
					institution={fields.financialInstitutionId}
					institutions={institutions}
				/>
				<input {...getInputProps(fields.idempotencyKey, { type: 'hidden' })} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<StatusButton type="submit">{t('partial.save')}</StatusButton>
				</div>
			</Form>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.title, data && `#${data.payment.orderReferenceNumber}`) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
