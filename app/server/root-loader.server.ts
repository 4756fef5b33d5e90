// What the root's loader needs, from one module: the browser build keeps an empty stub chunk for
// every .server module a route imports (~110 B gzipped each), and the root's are in every page.
export { translationsHref } from '~/i18n/translation-files.server'
export { i18nServer } from './i18n.server'
export { readToast } from './toast.server'
