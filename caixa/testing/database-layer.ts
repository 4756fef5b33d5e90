// The database layer's own functions that the API's tests use beneath the API: to write rows
// no endpoint writes (management, outside posts, reference books), to reach past the app (a
// database that cannot connect, the migrations), or to compare an answer with a reference read.
// The http layer's tests import them from here: caixa/http itself never imports caixa/db.
export {
	type CashFlowByDayReference,
	cashFlowByDayReference,
	type CashFlowQuery,
	cashFlowReference,
	type CashFlowReference,
} from '@caixa/db/cash-flow-reference'
export { type CashFlowBooks, writeCashFlowBooks } from '@caixa/db/cash-flow-reference-books'
export { insertCompany } from '@caixa/db/companies'
export { createDatabase } from '@caixa/db/connection'
export { type CashierRow } from '@caixa/db/database'
export { incomeStatementReference } from '@caixa/db/income-statement-reference'
export { setManagement } from '@caixa/db/management'
export { insertMarketplace } from '@caixa/db/marketplaces'
export { migrateToLatest } from '@caixa/db/migrate'
export { seedOutsidePosts } from '@caixa/db/outside-posts'
export { insertProduct } from '@caixa/db/products'
