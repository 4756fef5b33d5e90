// What the auditor view's routes need on the server, from one module: the browser build keeps an
// empty stub chunk for every .server module a route imports.
export { loadAuditedCashier } from './audited-cashier.server'
export {
	commentAction,
	commentConstraint,
	postedReaction,
	reactionAction,
} from './audit-forms.server'
export { isManagement } from '~/components/management/management.server'
export { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
export { loadListRows } from '~/components/infinite-list/paging.server'
export { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
export { i18nServer } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'
export { lookUpAuditorOptions, optionKindOf, searchAuditorOptions } from './auditor-options.server'
export { leaveCashier } from '~/components/cashier-setting/cashier-setting.server'
