// What this page's loader and action need, from one module: the browser build keeps an empty
// stub chunk for every .server module a route imports (~110 B gzipped each).
export { inviteConstraint, validateInvite } from '~/components/invite-form.server'
export { handleCaixaRefusal } from '~/server/caixa-refusal.server'
export { caixaCall, endpoints } from '~/server/caixa.server'
export { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
export { i18nServer, readerLanguage } from '~/server/i18n.server'
export { loadListRows, readListPage } from '~/components/infinite-list/paging.server'
export { requireSession } from '~/server/session.server'
export { redirectWithToast } from '~/server/toast.server'
export { lookUpUnitOptions, searchUnitOptions } from '~/components/units/unit-options.server'
export { loadPortalOverview } from '~/components/portal-overview/overview.server'
