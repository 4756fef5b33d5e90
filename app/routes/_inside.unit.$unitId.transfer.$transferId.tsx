import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { pageTitle } from '~/components/page-title'
import { DELETE_PARAM, TwoStepDelete } from '~/components/ui/two-step-delete'
import { loadTransfer } from '~/components/transfer/transfers.server'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, endpoints } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'transfer'] }

// One internal transfer (spec §2 /unit/{unitId}/transfer/{transferId}): the amount, the day, the
// cashiers it moved money between (each to its books), the description, and deleting it in two
// steps — the API keeps it for the books and moves both balances back.

function transferOf(params: LoaderFunctionArgs['params']) {
	return { unitId: requireParam(params, 'unitId'), transferId: requireParam(params, 'transferId') }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const { unitId, transferId } = transferOf(params)
	const transfer = await loadTransfer({ token, request }, unitId, transferId)
	const confirming = new URL(request.url).searchParams.has(DELETE_PARAM)
	const t = await i18nServer.getFixedT(request)
	return { title: t('transfer:detail.title'), transfer, confirming }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'transfer')
	const formData = await request.formData()
	if (formData.get('intent') !== 'delete') {
		return data({ error: t('common:form.errors.intent') }, { status: 400 })
	}
	const { unitId, transferId } = transferOf(params)
	// Read first: the toast names the transfer, and one already gone is the page's 404.
	const transfer = await loadTransfer({ token, request }, unitId, transferId)
	try {
		await caixaCall(endpoints.units.internalTransfers.remove, {
			params: { unitId, transferId },
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
	const locale = await readerLanguage(request)
	return redirectWithToast(`/unit/${unitId}/transfer`, {
		type: 'success',
		title: t('delete.done', { amount: formatMoney(transfer.amount, transfer.currency, locale) }),
	})
}

export default function TransferRoute() {
	const { transfer, confirming } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('transfer')
	const locale = i18n.language
	const pagePath = `/unit/${transfer.unitId}/transfer/${transfer.id}`
	return (
		<section className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
			<Link to={`/unit/${transfer.unitId}/transfer`} className="text-sm text-emerald-800 underline">
				{t('detail.back')}
			</Link>
			<h1 className="text-2xl font-semibold">{t('detail.title')}</h1>
			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
				<Detail term={t('detail.amount')}>
					<span className="font-semibold tabular-nums">
						{formatMoney(transfer.amount, transfer.currency, locale)}
					</span>
				</Detail>
				<Detail term={t('detail.date')}>
					{formatCalendarDay(transfer.transferredOn, locale, 'long')}
				</Detail>
				<Detail term={t('detail.from')}>
					<Link to={`/cashier/${transfer.from.id}`} className="text-emerald-800 underline">
						{transfer.from.name}
					</Link>
				</Detail>
				<Detail term={t('detail.to')}>
					<Link to={`/cashier/${transfer.to.id}`} className="text-emerald-800 underline">
						{transfer.to.name}
					</Link>
				</Detail>
				<Detail term={t('detail.description')}>
					{transfer.description || t('list.noDescription')}
				</Detail>
			</dl>
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
		</section>
	)
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
	return (
		<>
			<dt className="font-medium text-slate-700">{term}</dt>
			<dd className="min-w-0 break-words">{children}</dd>
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
