import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../ui/button'
import {
	BASIS_KEY,
	isReportYear,
	REPORT_BASES,
	REPORT_VIEWS,
	type ReportBasis,
	type ReportView,
	VIEW_KEY,
	withParam,
	YEAR_KEY,
} from './report-params'

// The statement's switches: plain links that change one key of the URL and keep the others
// (the period, the year, the basis), so they work without JavaScript and can be bookmarked.

export function SwitchLinks<Value extends string>({
	label,
	name,
	values,
	current,
	words,
}: {
	label: string
	name: string
	values: readonly Value[]
	current: Value
	words: (value: Value) => string
}) {
	const { search } = useLocation()
	return (
		<nav aria-label={label} className="flex flex-wrap items-center gap-1 print:hidden">
			<span aria-hidden="true" className="mr-1 text-sm text-slate-700">
				{label}:
			</span>
			{values.map((value) => (
				<Link
					key={value}
					to={withParam(search, name, value)}
					aria-current={value === current ? 'page' : undefined}
					preventScrollReset
					className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
						value === current
							? 'border-emerald-700 bg-emerald-50 text-emerald-900'
							: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
					}`}
				>
					{words(value)}
				</Link>
			))}
		</nav>
	)
}

/** One period, by year, the last 12 months. */
export function ViewSwitch({ current }: { current: ReportView }) {
	const { t } = useTranslation('report')
	return (
		<SwitchLinks
			label={t('view.label')}
			name={VIEW_KEY}
			values={REPORT_VIEWS}
			current={current}
			words={(view) => t(`view.${view}`)}
		/>
	)
}

/** Accrual or cash, with a sentence on what the chosen one counts. */
export function BasisSwitch({ current }: { current: ReportBasis }) {
	const { t } = useTranslation('report')
	return (
		<div className="flex flex-col gap-1">
			<SwitchLinks
				label={t('basis.label')}
				name={BASIS_KEY}
				values={REPORT_BASES}
				current={current}
				words={(basis) => t(`basis.${basis}`)}
			/>
			<p className="text-sm text-slate-700">{t(`basis.hint${current}`)}</p>
		</div>
	)
}

/**
 * The by-year view's year: a GET form (its select and a Show button), the URL's other keys
 * riding along as hidden inputs, and the years on either side as links.
 */
export function YearPicker({ year, options }: { year: number; options: number[] }) {
	const { t } = useTranslation('report')
	const { search } = useLocation()
	const kept = [...new URLSearchParams(search)].filter(([key]) => key !== YEAR_KEY)
	const link = 'text-sm font-medium text-emerald-800 underline-offset-2 hover:underline'
	return (
		<div className="flex flex-wrap items-end gap-3 print:hidden">
			<Form method="get" preventScrollReset className="flex items-end gap-2">
				{kept.map(([key, value], index) => (
					<input key={`${key}-${index}`} type="hidden" name={key} value={value} />
				))}
				<label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
					{t('year.label')}
					<select
						name={YEAR_KEY}
						defaultValue={year}
						key={year}
						className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
					>
						{options.map((option) => (
							<option key={option} value={option}>
								{option}
							</option>
						))}
					</select>
				</label>
				<button type="submit" className={buttonClassName({ variant: 'secondary' })}>
					{t('year.show')}
				</button>
			</Form>
			{isReportYear(year - 1) ? (
				<Link to={withParam(search, YEAR_KEY, String(year - 1))} className={link}>
					<span aria-hidden="true">← </span>
					{t('year.previous')}
				</Link>
			) : null}
			{isReportYear(year + 1) ? (
				<Link to={withParam(search, YEAR_KEY, String(year + 1))} className={link}>
					{t('year.next')}
					<span aria-hidden="true"> →</span>
				</Link>
			) : null}
		</div>
	)
}
