import { type BrowserContext, type TestInfo } from '@playwright/test'
import { createSessionStorage, type SessionProfile } from '~/server/session.server'
import { STUB_PEOPLE, type StubPerson } from '../stub-api/people'
import { E2E } from './servers'
import { stubManifest } from './stub-fixtures'

export type Mode = 'stub' | 'real'

export function modeOf(testInfo: TestInfo): Mode {
	return testInfo.project.metadata.mode === 'real' ? 'real' : 'stub'
}

export interface SignedIn {
	token: string
	profile: SessionProfile
}

// Signs in by minting a session (STYLE.md) through the API's session service, straight into the
// database of the API the project talks to: the stub's fixture person, or in real mode a fresh
// profile of this test's own; then the web app's own signed cookie for it.
export async function signIn(
	context: BrowserContext,
	testInfo: TestInfo,
	who: StubPerson = 'ana',
): Promise<SignedIn> {
	const signedIn =
		modeOf(testInfo) === 'stub' ? await stubSession(who) : await realSession(who, testInfo)
	const storage = createSessionStorage([E2E.sessionSecret], false)
	const session = await storage.getSession()
	session.set('token', signedIn.token)
	session.set('profile', signedIn.profile)
	const setCookie = await storage.commitSession(session)
	const [pair] = setCookie.split(';')
	const [name, ...value] = (pair ?? '').split('=')
	const baseURL = testInfo.project.use.baseURL
	if (!name || !baseURL) throw new Error('cannot mint the session cookie')
	await context.addCookies([
		{ name, value: value.join('='), url: baseURL, httpOnly: true, sameSite: 'Lax' },
	])
	return signedIn
}

/** The stub's fixture person (the one its data belongs to), in a session of this test's own. */
async function stubSession(who: StubPerson): Promise<SignedIn> {
	const { mintStubSession } = await import('./databases')
	return mintStubSession(STUB_PEOPLE[who], stubManifest().now)
}

/** The stub's person of that name, under a fresh e-mail of this test's alone. */
async function realSession(who: StubPerson, testInfo: TestInfo): Promise<SignedIn> {
	const { mintRealSession } = await import('./databases')
	// A fresh e-mail per test, so parallel tests never share a profile.
	const email = `${who}.${testInfo.testId}.${testInfo.repeatEachIndex}.${Date.now()}@example.com`
	const { name, surname, language } = STUB_PEOPLE[who]
	return mintRealSession({ name, surname, language, email })
}
