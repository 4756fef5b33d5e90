// What this page's loader needs, from one module: the browser build keeps an empty stub chunk for
// every .server module a route imports (~110 B gzipped each; the page's first load was 120.1 KB).
export { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
export { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
export { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
export { i18nServer } from '~/server/i18n.server'
export { loadListRows } from '~/components/infinite-list/paging.server'
export { requireSession } from '~/server/session.server'
export { loadPaymentRowLabels, paymentRowData } from './payment-row.server'
export { loadPaymentTotalsHtml } from '~/components/ledger/list-totals.server'
export { keepRowMarkup } from '~/components/ledger/kept-markup'
