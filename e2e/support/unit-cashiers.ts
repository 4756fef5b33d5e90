import { type BrowserContext, type TestInfo } from '@playwright/test'
import { createSessionStorage } from '~/server/session.server'
import { quickStart } from '../stub-api/seed-portal'
import { mintRealSession, realApi } from './databases'
import { E2E } from './servers'
import { type SignedIn } from './session'

// Real-mode seeding for the unit cashier journeys, through the real API over HTTP.

/** A unit owned by the token's profile, with its first cashier, made by the quick start. */
export async function createRealUnit(token: string, unitName: string) {
	const cashier = await quickStart(realApi, token, unitName, 'Main till')
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
