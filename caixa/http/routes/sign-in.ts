import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type OAuthProvider, oauthProviders } from '@caixa/services/oauth-check'
import {
	checkAccessLink,
	requestAccess,
	type SignInOptions,
	signInWithProvider,
} from '@caixa/services/sign-in'
import { type CaixaDependencies } from '../dependencies'
import { limitSignInPerClient, rateLimitedResponse } from '../middleware/sign-in-limit'
import { problem } from '../openapi'
import { presentSession } from '../presenters/session'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'
import { signInContextOf } from '../sign-in-context'

// The public sign-in calls of /authentication. Logout, which needs a session, is in
// authentication.ts.

const providerNames: Record<OAuthProvider, string> = { google: 'Google', linkedin: 'LinkedIn' }

export function signInRoutes(deps: CaixaDependencies, options: SignInOptions = {}) {
	const context = signInContextOf(deps, options)
	const limit = limitSignInPerClient(deps)
	const sessionResponse = { description: 'Signed in: a new session' }

	const request = createRoute({
		...requestOf(endpoints.authentication.request),
		tags: ['authentication'],
		summary: 'E-mails a one-time sign-in link',
		description: [
			'An address with an account gets a link to `/access/{token}` (valid 15 minutes by',
			'default, single use; `?redirect=` added when a same-origin path was given). An address',
			'without one gets an offer to create an account, in `language` (default en-US).',
			'The answer is the same `202` with an empty body either way, so it tells nobody who is',
			'a customer.',
		].join('\n'),
		middleware: [limit] as const,
		responses: {
			202: { description: 'An e-mail is on its way to the address, whoever owns it' },
			422: problem('A field is not valid; `errors` names each'),
			429: rateLimitedResponse({ perAddress: true }),
		},
	})

	const check = createRoute({
		...requestOf(endpoints.authentication.check),
		tags: ['authentication'],
		summary: 'Signs in with the token of an access link, using the link up',
		description:
			'Also confirms the address the link was sent to. A link signs in once, even when checked twice at the same moment.',
		middleware: [limit] as const,
		responses: {
			200: answerOf(endpoints.authentication.check, 200, sessionResponse),
			404: problem('No link has this token: `code` UNKNOWN'),
			410: problem('The link was used (`code` USED) or has expired (`code` EXPIRED)'),
			422: problem('A field is not valid; `errors` names each'),
			429: rateLimitedResponse({ perAddress: false }),
		},
	})

	const providerCheck = (provider: OAuthProvider) =>
		createRoute({
			...requestOf(endpoints.authentication.checkWith[provider]),
			tags: ['authentication'],
			summary: `Signs in with a ${providerNames[provider]} access token`,
			description: [
				`The API asks ${providerNames[provider]}'s OpenID Connect userinfo endpoint who the`,
				'token belongs to, and signs in the profile with that verified e-mail, creating it',
				'from the given and family names (and locale) the first time.',
			].join('\n'),
			middleware: [limit] as const,
			responses: {
				200: answerOf(endpoints.authentication.checkWith[provider], 200, sessionResponse),
				401: problem(
					'The provider refused the token or did not answer (`code` PROVIDER_REFUSED), or has no verified e-mail for it (`code` EMAIL_NOT_VERIFIED)',
				),
				422: problem('No token'),
				429: rateLimitedResponse({ perAddress: false }),
			},
		})

	const router = createRouter()
		.openapi(request, async (c) => {
			const { accessValue, redirect, language } = c.req.valid('json')
			await requestAccess(await context(), { email: accessValue, redirect, language })
			return c.body(null, 202)
		})
		.openapi(check, async (c) => {
			const { token, profile } = await checkAccessLink(await context(), c.req.valid('json').token)
			return c.json(presentSession(token, profile), 200)
		})
	for (const provider of oauthProviders) {
		router.openapi(providerCheck(provider), async (c) => {
			const signedIn = await signInWithProvider(
				await context(),
				provider,
				c.req.valid('query').token,
			)
			return c.json(presentSession(signedIn.token, signedIn.profile), 200)
		})
	}
	return router
}
