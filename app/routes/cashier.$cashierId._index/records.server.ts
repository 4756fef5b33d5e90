// What this page's loader and action need, from one module: the browser build keeps an empty
// stub chunk for every .server module a route imports (~110 B gzipped each).
export { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
export {
	type CashierOptionKind,
	lookUpCashierOptions,
	searchCashierOptions,
} from '~/components/ledger/cashier-options.server'
export { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
export { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
export { loadListRows } from '~/components/infinite-list/paging.server'
export { requireSession } from '~/server/session.server'
export { loadRecordRowLabels, recordRowData } from './record-row.server'
export { loadRecordTotalsHtml } from '~/components/ledger/list-totals.server'
export { keepRowMarkup } from '~/components/ledger/kept-markup'
