import * as z from 'zod'
import {
	dreByYearQuerySchema,
	dreByYearSchema,
	dreCategoryDrillSchema,
	dreCategoryParamSchema,
	dreCategoryQuerySchema,
	dreLastQuerySchema,
	dreLastSchema,
	dreQuerySchema,
	dreSchema,
} from '../report'
import {
	cashFlowByDayQuerySchema,
	cashFlowByDaySchema,
	cashFlowQuerySchema,
	cashFlowSchema,
} from '../report-cash-flow'
import {
	consolidatedCashFlowQuerySchema,
	consolidatedCashFlowSchema,
	consolidatedDreQuerySchema,
	consolidatedDreSchema,
} from '../report-consolidated'
import {
	reportPaymentsExportQuerySchema,
	reportPaymentsQuerySchema,
	reportPaymentsSchema,
} from '../report-payments'
import { endpoint } from './endpoint'

// A unit's reports (contract/report.ts), under `/reports/units/{unitId}` as spec §7 names them:
// `endpoints.reports.dre`, `.dreCategory`, `.dreByYear`, `.dreLast`; the cash flow's
// (contract/report-cash-flow.ts) `.cashFlow` and `.cashFlowByDay`; the general report's
// (contract/report-payments.ts) `.payments` and `.paymentsExport` (a file: no JSON answer);
// a company's and a marketplace's consolidated ones (contract/report-consolidated.ts) under
// `/reports/companies/{companyId}` and `/reports/marketplaces/{marketplaceId}`.

const unitParams = z.object({ unitId: z.uuid() })

export const reports = {
	/** The income statement of a period. */
	dre: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/dre',
		params: unitParams,
		query: dreQuerySchema,
		answers: { 200: dreSchema },
	}),
	/** The records (accrual) or payments (cash) behind a category's figure, a page of them. */
	dreCategory: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/dre/categories/{categoryId}',
		params: z.object({ unitId: z.uuid(), categoryId: dreCategoryParamSchema }),
		query: dreCategoryQuerySchema,
		answers: { 200: dreCategoryDrillSchema },
	}),
	/** A calendar year's statement month by month, and its total. */
	dreByYear: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/dre-by-year',
		params: unitParams,
		query: dreByYearQuerySchema,
		answers: { 200: dreByYearSchema },
	}),
	/** The 12 months ending with the current one, month by month, and their total. */
	dreLast: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/dre-last',
		params: unitParams,
		query: dreLastQuerySchema,
		answers: { 200: dreLastSchema },
	}),
	/** A range's cash flow per period, realized beside projected, overdue apart. */
	cashFlow: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/cash-flow',
		params: unitParams,
		query: cashFlowQuerySchema,
		answers: { 200: cashFlowSchema },
	}),
	/** A month's cash calendar: each day's figures and end-of-day balances, in whole weeks. */
	cashFlowByDay: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/cash-flow-by-day',
		params: unitParams,
		query: cashFlowByDayQuerySchema,
		answers: { 200: cashFlowByDaySchema },
	}),
	/** Every installment of a period, filtered, a page of them with the whole set's totals. */
	payments: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/payments',
		params: unitParams,
		query: reportPaymentsQuerySchema,
		answers: { 200: reportPaymentsSchema },
	}),
	/** The same filtered installments, all of them, as a CSV or XLSX file. */
	paymentsExport: endpoint({
		method: 'get',
		path: '/reports/units/{unitId}/payments/export',
		params: unitParams,
		query: reportPaymentsExportQuerySchema,
		answers: { 200: null },
	}),
	/** A company's units' income statement, summed per currency. */
	companyDre: endpoint({
		method: 'get',
		path: '/reports/companies/{companyId}/dre',
		params: z.object({ companyId: z.uuid() }),
		query: consolidatedDreQuerySchema,
		answers: { 200: consolidatedDreSchema },
	}),
	/** A company's units' cash flow, summed per currency. */
	companyCashFlow: endpoint({
		method: 'get',
		path: '/reports/companies/{companyId}/cash-flow',
		params: z.object({ companyId: z.uuid() }),
		query: consolidatedCashFlowQuerySchema,
		answers: { 200: consolidatedCashFlowSchema },
	}),
	/** A marketplace's units' income statement (those the caller sees), summed per currency. */
	marketplaceDre: endpoint({
		method: 'get',
		path: '/reports/marketplaces/{marketplaceId}/dre',
		params: z.object({ marketplaceId: z.uuid() }),
		query: consolidatedDreQuerySchema,
		answers: { 200: consolidatedDreSchema },
	}),
	/** A marketplace's units' cash flow (those the caller sees), summed per currency. */
	marketplaceCashFlow: endpoint({
		method: 'get',
		path: '/reports/marketplaces/{marketplaceId}/cash-flow',
		params: z.object({ marketplaceId: z.uuid() }),
		query: consolidatedCashFlowQuerySchema,
		answers: { 200: consolidatedCashFlowSchema },
	}),
}
