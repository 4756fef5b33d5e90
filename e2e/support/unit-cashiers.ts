import { type BrowserContext, type TestInfo } from '@playwright/test'
import { createSessionStorage } from '~/server/session.server'
import { mintRealSession } from './databases'
import { E2E } from './servers'
import { type SignedIn } from './session'

// Real-mode seeding for the unit cashier journeys, through the real API over HTTP (the runner
// cannot load the contract's country data, so not through caixa/testing/organisation).

/** A unit owned by the token's profile, with its first cashier, made by the quick start. */
export async function createRealUnit(token: string, unitName: string) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api/publics/units`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ unitName, cashierName: 'Main till', country: 'BRAZIL' }),
	})
	if (response.status !== 201) {
		throw new Error(`POST /publics/units answered ${response.status}: ${await response.text()}`)
	}
	const cashier = (await response.json()) as { id: string; unit: { id: string } }
	return { unitId: cashier.unit.id, cashierId: cashier.id }
}

/** Signs the browser in as `who` again (a new session of the same profile), replacing the cookie. */
export async function switchTo(context: BrowserContext, testInfo: TestInfo, who: SignedIn) {
	const { token, profile } = await mintRealSession({
		name: who.profile.name,
		surname: who.profile.surname,
		email: who.profile.email,
	})
	const storage = createSessionStorage([E2E.sessionSecret], false)
	const session = await storage.getSession()
	session.set('token', token)
	session.set('profile', profile)
	const [pair] = (await storage.commitSession(session)).split(';')
	const [name, ...value] = (pair ?? '').split('=')
	const baseURL = testInfo.project.use.baseURL
	if (!name || !baseURL) throw new Error('cannot mint the session cookie')
	await context.clearCookies()
	await context.addCookies([
		{ name, value: value.join('='), url: baseURL, httpOnly: true, sameSite: 'Lax' },
	])
}
