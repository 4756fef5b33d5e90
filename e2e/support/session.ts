import { type BrowserContext, type TestInfo } from '@playwright/test'
import { createSessionStorage, type SessionProfile } from '~/server/session.server'
import { sessions, STUB_TOKENS } from '../stub-api/fixtures'
import { E2E } from './servers'

export type Mode = 'stub' | 'real'

export function modeOf(testInfo: TestInfo): Mode {
	return testInfo.project.metadata.mode === 'real' ? 'real' : 'stub'
}

export interface SignedIn {
	token: string
	profile: SessionProfile
}

// Signs in by minting a session (STYLE.md): a stub fixture's token, or a real session written
// straight into the real server's database; then the web app's own signed cookie for it.
export async function signIn(
	context: BrowserContext,
	testInfo: TestInfo,
	who: keyof typeof STUB_TOKENS = 'ana',
): Promise<SignedIn> {
	const signedIn = modeOf(testInfo) === 'stub' ? stubSession(who) : await realSession(who, testInfo)
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

function stubSession(who: keyof typeof STUB_TOKENS): SignedIn {
	const session = sessions[STUB_TOKENS[who]]
	if (!session) throw new Error(`no stub session for ${who}`)
	const { token, ...profile } = session
	return { token, profile }
}

const people = {
	ana: { name: 'Ana', surname: 'Souza', language: 'en-US' },
	bruno: { name: 'Bruno', surname: 'Lima', language: 'pt-BR' },
	carla: { name: 'Carla', surname: 'Mendes', language: 'en-US' },
	olivia: { name: 'Olivia', surname: 'Dias', language: 'en-US' },
	davi: { name: 'Davi', surname: 'Rocha', language: 'en-US' },
	elena: { name: 'Elena', surname: 'Prado', language: 'en-US' },
	fabio: { name: 'Fabio', surname: 'Nunes', language: 'en-US' },
	gabriela: { name: 'Gabriela', surname: 'Alves', language: 'en-US' },
	heitor: { name: 'Heitor', surname: 'Campos', language: 'en-US' },
	iris: { name: 'Iris', surname: 'Moraes', language: 'en-US' },
} as const satisfies Record<keyof typeof STUB_TOKENS, unknown>

async function realSession(who: keyof typeof people, testInfo: TestInfo): Promise<SignedIn> {
	const { mintRealSession } = await import('./real-database')
	// A fresh e-mail per test, so parallel tests never share a profile.
	const email = `${who}.${testInfo.testId}.${testInfo.repeatEachIndex}.${Date.now()}@example.com`
	return mintRealSession({ ...people[who], email })
}
