import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { friendInvitesPerInviter } from '@caixa/domain/friend-invite'
import { inviteFriend } from '@caixa/services/friend-invites'
import { lazySignInConfig, type SignInOptions } from '@caixa/services/sign-in'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { requestOf } from '../route-of'
import { createRouter } from '../router'

// Invite a friend. Beside accounts.ts rather than in it: that one is public, this needs a session.
export function accountInvitesRoutes(deps: CaixaDependencies, options: SignInOptions = {}) {
	// APP_URL, read on first use the way the sign-in mails read it.
	const config = lazySignInConfig(options)

	const invite = createRoute({
		...requestOf(endpoints.accounts.invite),
		tags: ['accounts'],
		summary: 'E-mails a friend an invitation to create an account',
		description: [
			'The mail is in the caller’s language, signed with the caller’s name, and links to the',
			'create-account page with the address filled in. The answer is the same `202` with an',
			'empty body whether or not the address has an account. An address invited three times',
			'in a day (by anyone) is not mailed again that day, with the same answer.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			202: { description: 'The invitation is on its way' },
			401: unauthorizedResponse,
			422: problem('`email` is not an address, or is the caller’s own'),
			429: {
				...problem(
					`The caller sent ${friendInvitesPerInviter.max} invitations today: \`code\` is RATE_LIMITED. Or the API has sent all the e-mails it may this hour (MAIL_MAX_PER_HOUR, every kind and every caller counted together): \`code\` is MAIL_LIMITED. Nothing is sent either way`,
				),
				headers: z.object({
					'Retry-After': z
						.string()
						.meta({ description: 'Seconds until the limit resets', example: '3600' }),
				}),
			},
		},
	})

	return createRouter().openapi(invite, async (c) => {
		await inviteFriend(
			{
				db: await deps.database(),
				clock: deps.clock,
				mail: deps.mail,
				appUrl: config().appUrl,
			},
			c.var.auth.profile,
			c.req.valid('json').email,
		)
		return c.body(null, 202)
	})
}
