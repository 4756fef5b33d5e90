// The cashier layout route's server code through one module: the browser build keeps an empty
// stub for each .server module a route imports, a chunk of its own when other routes import it.
export { loadCashierOfPage } from './cashier-page.server'
export { isManagement } from '~/components/management/management.server'
export { mayTransferIn } from '~/components/transfer/transfer-reach.server'
export { requireSession } from '~/server/session.server'
