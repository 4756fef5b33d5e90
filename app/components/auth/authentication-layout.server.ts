// What the /authentication layout's loader needs, from one module: the browser build keeps an
// empty stub chunk for every .server module a route imports (~110 B gzipped each), so the
// layout imports this one instead of six.
export { countryHint } from '~/server/country-hint.server'
export { languageSwitchHtml } from '~/components/language-switch.server'
export { readerLanguage } from '~/server/i18n.server'
export { AFTER_SIGN_IN_PATH } from '~/server/sign-in.server'
export { caixaCall, CaixaProblem, endpoints } from '~/server/caixa.server'
export { safeRedirect } from '~/server/safe-redirect.server'
export { getSignedIn } from '~/server/session.server'
