import { type PaymentStatus } from '@caixa/contract/payment'
import { type FilterBarState } from '~/components/filter-bar/query'
import { type RowsPerPage } from './rows-per-page'

// What the general report's loader hands its page: every figure already written in the reader's
// language (the page formats nothing, so it ships no formatting code).

export type GeneralReportRow = {
	id: string
	/** The installment's own page, in its cashier's payments. */
	href: string
	due: string
	reference: string
	/** "1 of 3". */
	installment: string
	input: boolean
	direction: string
	category: string | null
	party: string | null
	cashier: string
	method: string | null
	status: PaymentStatus
	overdue: boolean
	statusLabel: string
	totalDue: string
	paid: string
	remaining: string
}

export type DirectionTotalsView = {
	count: number
	totalDue: string
	paid: string
	remaining: string
}

/** The whole filtered set's totals, money in and out apart (never the page's). */
export type TotalsView = { in: DirectionTotalsView; out: DirectionTotalsView }

export type GeneralReportPage = {
	unit: { id: string; name: string }
	zone: string
	title: string
	filters: FilterBarState
	/** Any filter beyond the period: the empty state says the filters found nothing. */
	filtered: boolean
	rowsPerPage: RowsPerPage
	/** The due dates' first and last day, as the API read them. */
	period: { from: string; to: string } | null
	totals: TotalsView | null
	/** Installments in the whole filtered set. */
	count: number
	/** A numbered page (rows per page a number). */
	paged: {
		rows: GeneralReportRow[]
		page: number
		pages: number
		/** The rows shown, counted from 1 in the whole set (0 when none). */
		firstRow: number
		lastRow: number
	} | null
	/** The infinite list's first pages (rows per page `all`). */
	list: { rows: GeneralReportRow[]; page: number } | null
	problem: 'ENDS_BEFORE' | 'INVALID' | null
}
