// The sign-in page's server code through one module: the browser build keeps an empty stub for
// each .server module a route imports, a chunk of its own when other routes import it too.
export { signInConstraint, signInFormSchema } from './sign-in-form.server'
export { requestAccessLink } from '~/server/access-link.server'
export { i18nServer } from '~/server/i18n.server'
export { configuredProviders, type Provider } from '~/server/oauth-strategies.server'
