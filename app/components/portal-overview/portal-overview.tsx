import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CurrencyView, FigureView, PortalOverview as Overview } from './overview.server'

// The portal's overview, above the list of cashiers: per currency, the balance of the cashiers
// the person writes and what is overdue or due in the next seven days, to receive and to pay.
// Plain HTML: links, and a <details> where a figure spans several cashiers (overview.server.ts
// says why), so it works the same without JavaScript.

export function PortalOverview({ overview }: { overview: Overview }) {
	const { t } = useTranslation('portal')
	const headingId = useId()
	if ('failed' in overview) {
		return (
			<section aria-labelledby={headingId} className="flex flex-col gap-2">
				<h2 id={headingId} className="text-lg font-semibold">
					{t('overview.title')}
				</h2>
				<p role="status" className="text-slate-700">
					{t('overview.failed')}
				</p>
			</section>
		)
	}
	if (overview.currencies.length === 0) return null
	return (
		<section aria-labelledby={headingId} className="flex flex-col gap-3">
			<div className="flex flex-col gap-1">
				<h2 id={headingId} className="text-lg font-semibold">
					{t('overview.title')}
				</h2>
				<p className="text-sm text-slate-700">{t('overview.intro')}</p>
			</div>
			{overview.currencies.map((block) => (
				<CurrencyBlock key={block.currency} block={block} />
			))}
		</section>
	)
}

function CurrencyBlock({ block }: { block: CurrencyView }) {
	const { t } = useTranslation('portal')
	const headingId = useId()
	return (
		<section
			aria-labelledby={headingId}
			className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
		>
			<h3 id={headingId} className="font-semibold">
				{t('overview.currency', { currency: block.currency, count: block.cashierCount })}
			</h3>
			<dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
				<div className="flex items-baseline justify-between gap-3 sm:col-span-2">
					<dt>{t('overview.balance')}</dt>
					<dd className="text-right font-semibold tabular-nums">{block.balance}</dd>
				</div>
				{block.figures.map((figure) => (
					<div key={figure.key} className="flex items-start justify-between gap-3">
						<dt className="min-w-0">{t(`overview.figures.${figure.key}`)}</dt>
						<dd className="min-w-0 text-right tabular-nums">
							<Figure figure={figure} />
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

function Figure({ figure }: { figure: FigureView }) {
	const { t } = useTranslation('portal')
	const what = t(`overview.figures.${figure.key}`)
	const [only] = figure.parts
	if (!only) return <span>{figure.amount}</span>
	if (figure.parts.length === 1) {
		return (
			<Link to={only.href} className="font-medium text-emerald-800 underline">
				{figure.amount}
				<span className="sr-only">
					{' '}
					{t('overview.openOne', { what, cashier: only.cashierName })}
				</span>
			</Link>
		)
	}
	return (
		<details className="group">
			<summary className="cursor-pointer font-medium text-emerald-800 underline">
				{figure.amount}
				<span className="sr-only">
					{' '}
					{t('overview.bySeveral', { what, count: figure.parts.length })}
				</span>
			</summary>
			<ul className="mt-1 flex flex-col gap-1 text-sm">
				{figure.parts.map((part) => (
					<li key={part.href}>
						<Link to={part.href} className="text-emerald-800 underline">
							{t('overview.part', {
								cashier: part.cashierName,
								unit: part.unitName,
								amount: part.amount,
							})}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}
