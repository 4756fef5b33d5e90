import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { createAccount, type SignInOptions } from '@caixa/services/sign-in'
import { type CaixaDependencies } from '../dependencies'
import { limitSignInPerClient, rateLimitedResponse } from '../middleware/sign-in-limit'
import { problem } from '../openapi'
import { requestOf } from '../route-of'
import { createRouter } from '../router'
import { signInContextOf } from '../sign-in-context'

export function accountRoutes(deps: CaixaDependencies, options: SignInOptions = {}) {
	const context = signInContextOf(deps, options)

	const create = createRoute({
		...requestOf(endpoints.accounts.create),
		tags: ['authentication'],
		summary: 'Creates an account and e-mails its first access link',
		description: [
			'Creates the profile (e-mail lower-cased, language en-US unless given) and e-mails a',
			'one-time access link that signs in and confirms the address. When the address already',
			'has an account, that person is e-mailed a sign-in link and told so instead.',
			'',
			'The answer is the same `202 Accepted` with an empty body in both cases. This is the one',
			'create that answers neither 201 nor a Location: either would tell a stranger that an',
			'address belongs to a customer. Redirect, when given and a same-origin path, is carried',
			'in the link; any other is left out of it.',
		].join('\n'),
		middleware: [limitSignInPerClient(deps)] as const,
		responses: {
			202: { description: 'An e-mail is on its way to the address, whoever owns it' },
			422: problem('A field is not valid; `errors` names each'),
			429: rateLimitedResponse({ perAddress: true }),
		},
	})

	return createRouter().openapi(create, async (c) => {
		await createAccount(await context(), c.req.valid('json'))
		return c.body(null, 202)
	})
}
