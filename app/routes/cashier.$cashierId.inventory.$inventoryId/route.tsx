import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { SettlementBadge } from '~/components/ledger/settlement-badge'
import { pageTitle } from '~/components/page-title'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DELETE_PARAM, TwoStepDelete } from '~/components/ui/two-step-delete'
import { InstallmentsTable } from './installments-table'
import { numberFormat } from '@caixa/domain/intl-formats'

export const handle = { i18n: ['common', 'ledger', 'inventory'] }

// One record (spec §2 /cashier/{cashierId}/inventory/{inventoryId}): what it is, its lines, its
// installments (each to its payment), how far it is paid, what auditors said (counts, read-only),
// and deleting it in two steps.

/** The record's params in the API. */
function recordOf(params: LoaderFunctionArgs['params']) {
	return { id: params.cashierId ?? '', inventoryId: params.inventoryId ?? '' }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const { data: record } = await requireFound(
		caixaCall(endpoints.cashiers.inventories.get, { params: recordOf(params), token, request }),
	)
	const confirming = new URL(request.url).searchParams.has(DELETE_PARAM)
	return { record, confirming }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'inventory')
	const formData = await request.formData()
	if (formData.get('intent') !== 'delete') {
		return data({ error: t('common:form.errors.intent') }, { status: 400 })
	}
	// Read first: the toast names the record, and a record already gone is the page's 404.
	const { data: record } = await requireFound(
		caixaCall(endpoints.cashiers.inventories.get, { params: recordOf(params), token, request }),
	)
	try {
		await caixaCall(endpoints.cashiers.inventories.remove, {
			params: recordOf(params),
			token,
			request,
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			const known = error.code === 'CASHIER_ARCHIVED'
			return data(
				{ error: known ? t('ledger:problem.CASHIER_ARCHIVED') : t('delete.refused') },
				{ status: 409 },
			)
		}
		const page = pageOfRefusal(error)
		if (page) throw page
		// The API could not delete it just now: the confirmation again, saying so.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return data({ error: unavailable.message }, { status: unavailable.status })
		throw error
	}
	return redirectWithToast(`/cashier/${record.cashierId}`, {
		type: 'success',
		title: t('delete.done', { reference: record.orderReferenceNumber }),
	})
}

export default function RecordRoute() {
	const { record, confirming } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('inventory')
	const locale = i18n.language
	const money = (amount: number) => formatMoney(amount, record.currency, locale)
	const pagePath = `/cashier/${record.cashierId}/inventory/${record.id}`
	const { APPROVED, QUESTION, REJECTED } = record.reactions
	return (
		<article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
			<header className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-semibold">
					{t('record.title', { reference: record.orderReferenceNumber })}
				</h1>
				<SettlementBadge settlement={record.settlement} />
			</header>

			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
				<Detail term={t('record.reference')}>{record.orderReferenceNumber}</Detail>
				<Detail term={t('record.date')}>
					{formatCalendarDay(record.issuedOn, locale, 'long')}
				</Detail>
				<Detail term={t('record.direction')}>
					{t(record.input ? 'ledger:direction.input' : 'ledger:direction.output')}
				</Detail>
				<Detail term={t('record.description')}>{record.description ?? t('record.none')}</Detail>
				<Detail term={t('record.category')}>{record.category?.name ?? t('record.none')}</Detail>
				<Detail term={t('record.clientOrSupplier')}>
					{record.clientOrSupplier?.name ?? t('record.none')}
				</Detail>
			</dl>

			{record.items.length > 0 ? (
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
				<div role="region" aria-labelledby="lines" tabIndex={0} className="overflow-x-auto">
					<table className="w-full min-w-[28rem] border-collapse text-sm">
						<caption id="lines" className="mb-2 text-left text-lg font-semibold">
							{t('record.lines')}
						</caption>
						<thead>
							<tr className="border-b border-slate-300 text-slate-700">
								<th scope="col" className="px-3 py-2 text-left font-medium">
									{t('record.lineName')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.quantity')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.unitPrice')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.lineTotal')}
								</th>
							</tr>
						</thead>
						<tbody>
							{record.items.map((item, index) => (
								<tr key={`${index}-${item.name}`} className="border-b border-slate-100">
									<th scope="row" className="px-3 py-2 text-left font-normal">
										{item.name}
									</th>
									<td className="px-3 py-2 text-right tabular-nums">
										{numberFormat(locale, { maximumFractionDigits: 3 }).format(item.quantity)}
									</td>
									<td className="px-3 py-2 text-right tabular-nums">{money(item.unitPrice)}</td>
									<td className="px-3 py-2 text-right tabular-nums">{money(item.total)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}

			<section aria-labelledby="amounts" className="flex flex-col gap-2">
				<h2 id="amounts" className="text-lg font-semibold">
					{t('record.amounts')}
				</h2>
				<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 sm:max-w-md">
					<Detail term={t('record.total')} figure>
						{money(record.total)}
					</Detail>
					<Detail term={t('record.paid')} figure>
						{money(record.paid)}
					</Detail>
					<Detail term={t('record.remaining')} figure>
						{money(record.remaining)}
					</Detail>
					<Detail term={t('record.settlement')}>
						{t(`ledger:settlement.${record.settlement}`)}
					</Detail>
				</dl>
			</section>

			<InstallmentsTable
				cashierId={record.cashierId}
				payments={record.payments}
				currency={record.currency}
			/>

			<section aria-labelledby="audit" className="flex flex-col gap-2">
				<h2 id="audit" className="text-lg font-semibold">
					{t('record.audit')}
				</h2>
				<p className="text-slate-800">
					{t('record.reactions', { approved: APPROVED, question: QUESTION, rejected: REJECTED })}
				</p>
				<p className="text-slate-800">{t('record.comments', { comments: record.comments })}</p>
			</section>

			<TwoStepDelete
				pagePath={pagePath}
				confirming={confirming}
				error={actionData?.error}
				words={{
					start: t('delete.start'),
					confirm: t('delete.confirm'),
					consequence: t('delete.consequence'),
					yes: t('delete.yes'),
					no: t('delete.no'),
				}}
			/>
		</article>
	)
}

function Detail({
	term,
	figure = false,
	children,
}: {
	term: string
	figure?: boolean
	children: ReactNode
}) {
	return (
		<>
			<dt className="font-medium text-slate-700">{term}</dt>
			<dd className={figure ? 'text-slate-900 tabular-nums' : 'text-slate-900'}>{children}</dd>
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
	const layout = matches.find((match) => match.id === 'routes/cashier.$cashierId')
	const cashier = (layout?.data as { cashier?: { name: string } } | undefined)?.cashier
	const reference = data ? `#${data.record.orderReferenceNumber}` : undefined
	return [{ title: pageTitle(reference, reference && cashier?.name) }]
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
