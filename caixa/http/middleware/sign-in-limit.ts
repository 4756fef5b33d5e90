import { z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { signInRequestsPerClient } from '@caixa/domain/rate-limit'
import { enforceRateLimit } from '@caixa/services/rate-limiter'
import { type CaixaDependencies } from '../dependencies'
import { problem } from '../openapi'

/**
 * Counts every sign-in call against its client's address (10 a minute, DOMAIN.md), before the
 * body is even read: a flood of malformed calls counts as much as well-formed ones. The address
 * is deps.clientAddress's (client-address.ts): the connection's peer, or with TRUST_PROXY the
 * X-Forwarded-For entry the trusted proxy wrote, so a client can neither leave it out nor rotate it.
 *
 * A served API (serve.ts) always knows an address. Only the API in process can be called with
 * none: by the web server when it wrote no X-Forwarded-For (it always does for a browser's
 * request), or by a script or a test calling it directly. Such a call is not counted per client,
 * and the process says so once in its log: counting every address-less call under one shared key
 * would, the day the web tier forwarded nothing, lock every visitor out after ten sign-ins a
 * minute — a misconfiguration turned into an outage. What it can make the API do stays bounded
 * without it: 5 e-mails per address per 15 minutes, and the global mail cap (mail-cap.ts).
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
		} else {
			warnOnceOfNoAddress()
		}
		await next()
	})
}

let warned = false

function warnOnceOfNoAddress() {
	if (warned) return
	warned = true
	console.warn(
		'[caixa] A sign-in call came with no client address (no X-Forwarded-For from the web ' +
			'server, no connection): sign-in calls without one are not limited per client.',
	)
}

/** How the sign-in routes document a 429; `perAddress` for the calls that send e-mail. */
export function rateLimitedResponse(limits: { perAddress: boolean }) {
	const what = limits.perAddress
		? 'Too many sign-in calls from this client (10 a minute), or e-mails asked for this address (5 in 15 minutes): `code` is RATE_LIMITED; or the API has sent all the e-mails it may this hour (MAIL_MAX_PER_HOUR, every kind and every caller counted together): `code` is MAIL_LIMITED and nothing is sent'
		: 'Too many sign-in calls from this client (10 a minute); `code` is RATE_LIMITED'
	return {
		...problem(what),
		headers: z.object({
			'Retry-After': z
				.string()
				.meta({ description: 'Seconds until the limit resets', example: '42' }),
		}),
	}
}
