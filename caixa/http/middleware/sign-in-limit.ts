import { z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { signInRequestsPerClient } from '@caixa/domain/rate-limit'
import { enforceRateLimit } from '@caixa/services/rate-limiter'
import { type CaixaDependencies } from '../dependencies'
import { problem } from '../openapi'

/**
 * Counts every sign-in call against its client's address (10 a minute, DOMAIN.md), before the
 * body is even read: a flood of malformed calls counts as much as well-formed ones.
 *
 * A call that carries no address (the web app served by remix-serve without a proxy in front
 * cannot see the peer's address) is not counted per client: lumping every visitor under one
 * key would lock the whole site out after ten sign-ins a minute. The per-address limit still
 * applies to it. Deployments put a proxy in front that sets X-Forwarded-For (README).
 */
export function limitSignInPerClient(deps: CaixaDependencies) {
	return createMiddleware(async (c, next) => {
		const address = deps.clientAddress(c)
		if (address) {
			await enforceRateLimit(
				await deps.database(),
				signInRequestsPerClient,
				address,
				deps.clock.now(),
				'Too many sign-in requests from this network. Try again in a minute.',
			)
		}
		await next()
	})
}

/** How the sign-in routes document a 429; `perAddress` for the calls that send e-mail. */
export function rateLimitedResponse(limits: { perAddress: boolean }) {
	const what = limits.perAddress
		? 'Too many sign-in calls from this client (10 a minute), or e-mails asked for this address (5 in 15 minutes)'
		: 'Too many sign-in calls from this client (10 a minute)'
	return {
		...problem(`${what}; \`code\` is RATE_LIMITED`),
		headers: z.object({
			'Retry-After': z
				.string()
				.meta({ description: 'Seconds until the limit resets', example: '42' }),
		}),
	}
}
