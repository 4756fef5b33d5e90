import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { PaymentStatusBadge } from '~/components/ledger/settlement-badge'
import { pageTitle } from '~/components/page-title'
import { paymentPath } from '~/components/payment/paths'
import { PaymentAmounts } from '~/components/payment/payment-amounts'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { apiUnavailable } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadChildren, loadPayment } from '~/components/payment/payments.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'payment'] }

// One payment (spec §2 /cashier/{cashierId}/payment/{paymentId}): its figures, its record and
// client, its partial payments, following it, and the ways to change it while it is open.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const payment = await loadPayment(
		caller,
		requireParam(params, 'cashierId'),
		requireParam(params, 'paymentId'),
	)
	// A partial payment has no children of its own.
	const children = payment.parentId === null ? await loadChildren(caller, payment) : []
	return { payment, children }
}

/** The one post of this page: follow (follow=true) or stop following (follow=false). */
export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'payment')
	const formData = await request.formData()
	const follow = formData.get('follow')
	if (formData.get('intent') !== 'follow' || (follow !== 'true' && follow !== 'false')) {
		return data({ error: t('common:form.errors.intent') }, { status: 400 })
	}
	const cashierId = requireParam(params, 'cashierId')
	const paymentId = requireParam(params, 'paymentId')
	try {
		await requireFound(
			caixaCall(endpoints.cashiers.payments.follow, {
				params: { id: cashierId, paymentId },
				token,
				body: { follow: follow === 'true' },
				request,
			}),
		)
	} catch (error) {
		// The API could not change it just now: the page again, saying so beside the button.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return data({ error: unavailable.message }, { status: unavailable.status })
		throw error
	}
	return redirectWithToast(paymentPath(cashierId, paymentId), {
		type: 'success',
		title: t(follow === 'true' ? 'follow.followed' : 'follow.unfollowed'),
	})
}

export default function PaymentRoute() {
	const { payment, children } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('payment')
	const locale = i18n.language
	const installment = t('ledger:installment', { number: payment.number, of: payment.of })
	const base = paymentPath(payment.cashierId, payment.id)
	const open =
		payment.parentId === null &&
		(payment.status === 'PENDING' || payment.status === 'PARTIALLY_PAID')
	const money = (amount: number) => formatMoney(amount, payment.currency, locale)

	return (
		<section className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
			<nav>
				<Link
					to={`/cashier/${payment.cashierId}/payment`}
					className="text-sm text-emerald-800 underline"
				>
					{t('backToList')}
				</Link>
			</nav>
			<header className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-semibold">{t('title', { installment })}</h1>
				<p data-testid="payment-status">
					<span className="sr-only">{t('status')}: </span>
					<PaymentStatusBadge status={payment.status} overdue={payment.overdue} />
				</p>
			</header>

			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
				<dt className="text-slate-700">{t('record')}</dt>
				<dd>
					<Link
						to={`/cashier/${payment.cashierId}/inventory/${payment.inventoryId}`}
						className="text-emerald-800 underline"
					>
						{payment.orderReferenceNumber}
					</Link>{' '}
					<span className="text-sm text-slate-700">
						({t(payment.input ? 'ledger:direction.input' : 'ledger:direction.output')})
					</span>
				</dd>
				<dt className="text-slate-700">{t('client')}</dt>
				<dd>{payment.clientOrSupplier?.name ?? t('noClient')}</dd>
				<dt className="text-slate-700">{t('dueDate')}</dt>
				<dd>{formatCalendarDay(payment.dueDate, locale)}</dd>
				<dt className="text-slate-700">{t('method')}</dt>
				<dd>{payment.method ? t(`ledger:method.${payment.method}`) : t('none')}</dd>
				<dt className="text-slate-700">{t('institution')}</dt>
				<dd>{payment.financialInstitution?.name ?? t('none')}</dd>
				{payment.paidOn ? (
					<>
						<dt className="text-slate-700">{t('paidOn')}</dt>
						<dd>{formatCalendarDay(payment.paidOn, locale)}</dd>
					</>
				) : null}
			</dl>

			<PaymentAmounts payment={payment} />

			<Form method="post" className="flex flex-wrap items-center gap-3">
				<input type="hidden" name="intent" value="follow" />
				<input type="hidden" name="follow" value={payment.followed ? 'false' : 'true'} />
				<StatusButton type="submit" variant="secondary" aria-pressed={payment.followed}>
					<span aria-hidden="true">{payment.followed ? '★' : '☆'}</span>
					{t('follow.button')}
				</StatusButton>
				<p className="text-sm text-slate-700">
					{t(payment.followed ? 'follow.following' : 'follow.notFollowing')}
				</p>
				<ErrorList errors={actionData?.error ? [actionData.error] : []} />
			</Form>

			{payment.parentId === null ? (
				open ? (
					<nav aria-label={t('actions.label')} className="flex flex-wrap gap-2">
						<Link to={`${base}/edit`} className={buttonClassName({ variant: 'secondary' })}>
							{t('actions.edit')}
						</Link>
						<Link to={`${base}/partial`} className={buttonClassName({ variant: 'secondary' })}>
							{t('actions.partial')}
						</Link>
						<Link
							to={`${base}/interest-late`}
							className={buttonClassName({ variant: 'secondary' })}
						>
							{t('actions.interestLate')}
						</Link>
					</nav>
				) : (
					<p className="text-slate-700">{t('actions.settled')}</p>
				)
			) : null}

			{payment.parentId === null ? (
				<section aria-labelledby="partial-payments" className="flex flex-col gap-2">
					<h2 id="partial-payments" className="text-lg font-semibold">
						{t('children.title')}
					</h2>
					{children.length === 0 ? (
						<p className="text-slate-700">{t('children.empty')}</p>
					) : (
						<table className="w-full text-left sm:max-w-lg">
							<thead>
								<tr className="border-b border-slate-300 text-sm text-slate-700">
									<th scope="col" className="py-1">
										{t('children.date')}
									</th>
									<th scope="col" className="py-1 text-right">
										{t('children.amount')}
									</th>
									<th scope="col" className="py-1 pl-4">
										{t('children.method')}
									</th>
								</tr>
							</thead>
							<tbody>
								{children.map((child) => (
									<tr key={child.id} className="border-b border-slate-100">
										<td className="py-1">
											{child.paidOn ? formatCalendarDay(child.paidOn, locale) : t('none')}
										</td>
										<td className="py-1 text-right tabular-nums">{money(child.paid)}</td>
										<td className="py-1 pl-4">
											{child.method ? t(`ledger:method.${child.method}`) : t('none')}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					)}
				</section>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{
		title: pageTitle(
			data && `${data.payment.orderReferenceNumber} ${data.payment.number}/${data.payment.of}`,
		),
	},
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
