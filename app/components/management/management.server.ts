import { endpoints } from '@caixa/contract/endpoints'
import { caixaCall, type Caller } from '~/server/caixa.server'

/**
 * Whether the signed-in profile is staff of the product, asked of the API on each layout load
 * rather than kept in the session cookie: the flag is switched by an operator command
 * (`npm run management`) at any moment, and a copy in the cookie would keep showing — or hiding —
 * the management entry until the next sign-in. It costs one read of the session the API makes
 * anyway, and Remix re-runs a layout's loader only when its own URL changes or after a form post.
 * The menu entry is a convenience: the management calls themselves answer 404 to anyone else.
 */
export async function isManagement({ token, request }: Caller): Promise<boolean> {
	const { data } = await caixaCall(endpoints.session.isManagement, { token, request })
	return data.management
}
