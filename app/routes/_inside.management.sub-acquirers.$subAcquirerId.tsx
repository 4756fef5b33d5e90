import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type SubAcquirerFee } from '@caixa/contract/sub-acquirer'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { requireSession } from '~/server/session.server'
import { loadSubAcquirer } from '~/components/management/sub-acquirers.server'
import { numberFormat } from '@caixa/domain/intl-formats'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'management'] }

// One payment sub-acquirer and its fee table, for management (spec §7 "Management"). Anyone else
// gets the not-found page, as for an id that does not exist.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return {
		subAcquirer: await loadSubAcquirer({ token, request }, requireParam(params, 'subAcquirerId')),
	}
}

export default function SubAcquirerRoute() {
	const { subAcquirer } = useLoaderData<typeof loader>()
	const { t } = useTranslation('management')
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
			<div>
				<Link
					to="/management/sub-acquirers"
					className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
				>
					← {t('subAcquirer.back')}
				</Link>
			</div>
			<h1 className="text-2xl font-semibold">{subAcquirer.name}</h1>
			<section aria-labelledby="details" className="flex flex-col gap-2">
				<h2 id="details" className="text-lg font-medium">
					{t('subAcquirer.details')}
				</h2>
				<dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-slate-800">
					<dt className="font-medium">{t('subAcquirers.document')}</dt>
					<dd>{subAcquirer.document ?? t('subAcquirers.noDocument')}</dd>
					<dt className="font-medium">{t('subAcquirers.country')}</dt>
					<dd>{subAcquirer.countryLabel}</dd>
					<dt className="font-medium">{t('subAcquirer.currency')}</dt>
					<dd>{subAcquirer.currency}</dd>
					<dt className="font-medium">{t('subAcquirer.status')}</dt>
					<dd>{subAcquirer.active ? t('subAcquirers.active') : t('subAcquirers.inactive')}</dd>
				</dl>
			</section>
			<FeeTable
				fees={subAcquirer.fees}
				currency={subAcquirer.currency}
				language={subAcquirer.language}
			/>
		</section>
	)
}

function FeeTable({
	fees,
	currency,
	language,
}: {
	fees: SubAcquirerFee[]
	currency: string
	language: string
}) {
	const { t } = useTranslation('management')
	// Basis points are exact; the division is for display only.
	const percent = numberFormat(language, {
		style: 'percent',
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	})
	const settlement = (days: number) =>
		days === 0
			? t('subAcquirer.sameDay')
			: days === 1
				? t('subAcquirer.nextDay')
				: t('subAcquirer.days', { count: days })
	return (
		<section aria-labelledby="fees" className="flex flex-col gap-2">
			<h2 id="fees" className="text-lg font-medium">
				{t('subAcquirer.fees')}
			</h2>
			{fees.length === 0 ? (
				<p className="text-slate-700">{t('subAcquirer.noFees')}</p>
			) : (
				// Focusable, so a keyboard can scroll it on a screen narrower than its columns (axe's
				// scrollable-region-focusable at 360 px).
				<div
					role="region"
					aria-labelledby="fees"
					// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
					tabIndex={0}
					className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
				>
					<table className="w-full text-left text-sm">
						<caption className="px-3 py-2 text-left text-slate-700">
							{t('subAcquirer.feesCaption', { currency })}
						</caption>
						<thead className="border-b border-slate-200 bg-slate-50">
							<tr>
								<th scope="col" className="px-3 py-2 font-medium">
									{t('subAcquirer.method')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('subAcquirer.percent')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('subAcquirer.fixed')}
								</th>
								<th scope="col" className="px-3 py-2 font-medium">
									{t('subAcquirer.settlement')}
								</th>
							</tr>
						</thead>
						<tbody>
							{fees.map((fee) => (
								<tr key={fee.method} className="border-b border-slate-100 last:border-0">
									<th scope="row" className="px-3 py-2 font-medium">
										{t(`methods.${fee.method}`)}
									</th>
									<td className="px-3 py-2 text-right tabular-nums">
										{percent.format(fee.feeBasisPoints / 10_000)}
									</td>
									<td className="px-3 py-2 text-right tabular-nums">
										{formatMoney(fee.fixedFee, currency, language)}
									</td>
									<td className="px-3 py-2">{settlement(fee.settlementDays)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.subAcquirer.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
