import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import {
	exportSearch,
	PAGE_KEY,
	pageSearch,
	ROWS_KEY,
	ROWS_PER_PAGE,
	type RowsPerPage,
} from './rows-per-page'

// The general report's controls beside its figures: rows per page (a GET form), the previous and
// next page (links), and the downloads (links to the export route with the page's filters). All
// plain HTML, so they work without JavaScript.

const link = 'text-sm font-medium text-emerald-800 underline-offset-2 hover:underline'

/**
 * How many rows a page shows: a select and its Show button, the URL's other keys riding along
 * (the filters; not the page, which starts over).
 */
export function RowsPerPageForm({ current }: { current: RowsPerPage }) {
	const { t } = useTranslation('generalReport')
	const { search } = useLocation()
	const kept = [...new URLSearchParams(search)].filter(
		([key]) => key !== ROWS_KEY && key !== PAGE_KEY && key !== 'index',
	)
	return (
		<Form method="get" preventScrollReset className="flex items-end gap-2 print:hidden">
			{kept.map(([key, value], index) => (
				<input key={`${key}-${index}`} type="hidden" name={key} value={value} />
			))}
			<label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
				{t('rows.label')}
				<select
					name={ROWS_KEY}
					defaultValue={current}
					key={current}
					className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
				>
					{ROWS_PER_PAGE.map((rows) => (
						<option key={rows} value={rows}>
							{rows === 'all' ? t('rows.all') : rows}
						</option>
					))}
				</select>
			</label>
			<button type="submit" className={buttonClassName({ variant: 'secondary' })}>
				{t('rows.show')}
			</button>
		</Form>
	)
}

/** Previous and next page, and where this page sits in the whole set. */
export function Pager({
	page,
	pages,
	firstRow,
	lastRow,
	count,
}: {
	page: number
	pages: number
	firstRow: number
	lastRow: number
	count: number
}) {
	const { t } = useTranslation('generalReport')
	const { search } = useLocation()
	return (
		<nav aria-label={t('pager.label')} className="flex flex-wrap items-center gap-4 print:hidden">
			{page > 1 ? (
				<Link to={pageSearch(search, Math.min(page - 1, pages))} className={link}>
					<span aria-hidden="true">← </span>
					{t('pager.previous')}
				</Link>
			) : null}
			<p className="text-sm text-slate-700">
				{t('pager.status', { page, pages, first: firstRow, last: lastRow, count })}
			</p>
			{page < pages ? (
				<Link to={pageSearch(search, page + 1)} className={link}>
					{t('pager.next')}
					<span aria-hidden="true"> →</span>
				</Link>
			) : null}
		</nav>
	)
}

/** The filtered set as a file: plain links (a download is a document, not a page of the app). */
export function DownloadLinks({ unitId }: { unitId: string }) {
	const { t } = useTranslation('generalReport')
	const { search } = useLocation()
	const href = (format: 'csv' | 'xlsx') =>
		`/unit/${encodeURIComponent(unitId)}/general-report/export${exportSearch(search, format)}`
	return (
		<div className="flex flex-wrap items-center gap-2 print:hidden">
			<span className="text-sm text-slate-700">{t('download.label')}</span>
			<a
				href={href('csv')}
				download
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('download.csv')}
			</a>
			<a
				href={href('xlsx')}
				download
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('download.xlsx')}
			</a>
		</div>
	)
}
