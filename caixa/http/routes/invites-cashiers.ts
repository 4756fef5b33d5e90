import { createRoute, z } from '@hono/zod-openapi'
import { ALREADY_WRITER } from '@caixa/contract/auditor'
import { endpoints } from '@caixa/contract/endpoints'
import { auditRequestsPerRequester } from '@caixa/domain/audit-requests'
import { askToAudit, cashierInviteFor } from '@caixa/services/auditors'
import { lazySignInConfig, type SignInOptions } from '@caixa/services/sign-in'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashierInvite } from '../presenters/auditor'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// The invite link `/invite/cashier/{cashierId}` (spec §7 "Invites"; DOMAIN.md "Auditors"): the
// owner shares it, and whoever opens it signed in sees which cashier it is and asks to audit it.
// Holding the cashier's id is what the link gives, so any signed-in profile is answered, with the
// names alone; until the request is accepted the requester reads nothing more.

const entries = endpoints.invites.cashiers
const tags = ['auditors']

export function invitesCashiersRoutes(deps: CaixaDependencies, options: SignInOptions = {}) {
	// APP_URL, read on first use the way the sign-in mails read it.
	const config = lazySignInConfig(options)

	const get = createRoute({
		...requestOf(entries.get),
		tags,
		summary: 'What a cashier’s invite link shows',
		description: [
			'The cashier’s and its unit’s names, and its unit owner’s name, surname and photo: no',
			'figure, no address. `state` is where the caller stands: NONE (may ask), PENDING (asked,',
			'waiting for the owner), ACCEPTED (audits it: `GET /auditors/cashiers/{id}`) or WRITER',
			'(owns or collaborates on it already, and cannot ask). An archived cashier takes no',
			'auditors: 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(entries.get, 200, { description: 'The cashier as its link shows it' }),
			401: unauthorizedResponse,
			404: problem('No such cashier, or an archived one'),
		},
	})

	const create = createRoute({
		...requestOf(entries.create),
		tags,
		summary: 'Asks to audit a cashier',
		description: [
			'Writes a pending request (201) and e-mails the cashier’s unit owner, in their language,',
			'naming the caller, with a link to the cashier’s settings, where they accept or decline.',
			'Asking again, or asking many times at once, leaves that one request and mails no one:',
			'200 with its `state` (PENDING, or ACCEPTED once accepted). The cashier’s owner and',
			`collaborators cannot ask: 409 \`code\` ${ALREADY_WRITER}. New requests are capped at`,
			`${auditRequestsPerRequester.max} per caller a day (429 RATE_LIMITED). Over the API’s hourly`,
			'mail cap the request is still written, and the owner finds it among the cashier’s auditors.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(entries.create, 200, {
				description: 'Asked before (pending or accepted); nothing changed',
			}),
			201: answerOf(entries.create, 201, {
				description: 'Asked; the unit’s owner is mailed',
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier, or an archived one'),
			409: problem(
				`The caller owns or collaborates on the cashier (\`code\` ${ALREADY_WRITER}): nothing changed`,
			),
			422: problem('`cashierId` is no UUID'),
			429: {
				...problem(
					`The caller asked to audit ${auditRequestsPerRequester.max} cashiers today (\`code\` RATE_LIMITED): nothing written`,
				),
				headers: z.object({
					'Retry-After': z
						.string()
						.meta({ description: 'Seconds until the limit resets', example: '3600' }),
				}),
			},
		},
	})

	return createRouter()
		.openapi(get, async (c) => {
			const invite = await cashierInviteFor(
				await deps.database(),
				c.var.auth.profile.id,
				c.req.valid('param').cashierId,
			)
			return c.json(presentCashierInvite(invite), 200)
		})
		.openapi(create, async (c) => {
			const { invite, created } = await askToAudit(
				{
					db: await deps.database(),
					clock: deps.clock,
					mail: deps.mail,
					appUrl: config().appUrl,
				},
				c.var.auth.profile,
				c.req.valid('json').cashierId,
			)
			return created
				? c.json(presentCashierInvite(invite), 201)
				: c.json(presentCashierInvite(invite), 200)
		})
}
