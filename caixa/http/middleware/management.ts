import { createMiddleware } from 'hono/factory'
import { notFound } from '@caixa/domain/errors'
import { type AuthenticatedEnv } from './session'

/**
 * After requireSession: lets through staff of the product only (DOMAIN.md "Management", a flag
 * set by the operator command). Anyone else gets the API's plain 404, as for a path that does not
 * exist, so the management calls tell a non-management profile nothing about themselves.
 */
export const requireManagement = createMiddleware<AuthenticatedEnv>(async (c, next) => {
	if (c.var.auth.profile.management !== 1) {
		throw notFound(`Nothing at ${c.req.method} ${c.req.path}.`)
	}
	await next()
})
