import { endpoints } from '@caixa/contract/endpoints'
import { caixaCall, type Caller } from '~/server/caixa.server'

/**
 * How long a session's answer is reused. The flag is switched by an operator command (`npm run
 * management`) at any moment, so it is not kept in the session cookie, where it would hold until
 * the next sign-in; but every signed-in page's layout asks it, and asking on each load cost the
 * records page an API call of its own. Half a minute of lag on a menu entry is
 * harmless: the management calls themselves answer 404 to anyone else.
 */
export const MANAGEMENT_TTL_MS = 30_000
/** Sessions remembered at once; past it the oldest answer goes (a Map keeps insertion order). */
const MAX_SESSIONS = 5_000

const answers = new Map<string, { management: boolean; until: number }>()

/** Whether the signed-in profile is staff of the product: the profile menu's management entry. */
export async function isManagement({ token, request }: Caller): Promise<boolean> {
	const now = Date.now()
	const known = answers.get(token)
	if (known && known.until > now) return known.management
	const { data } = await caixaCall(endpoints.session.isManagement, { token, request })
	answers.delete(token)
	if (answers.size >= MAX_SESSIONS) answers.delete(answers.keys().next().value!)
	answers.set(token, { management: data.management, until: now + MANAGEMENT_TTL_MS })
	return data.management
}

/** Tests: forget every answer. */
export function forgetManagementAnswers(): void {
	answers.clear()
}
