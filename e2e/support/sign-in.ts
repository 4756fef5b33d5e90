import { createHash } from 'node:crypto'
import { type APIRequestContext, type TestInfo } from '@playwright/test'
import { latestAccessLink } from '@caixa/testing/outbox'
import { ACCESS_LINKS } from '../stub-api/fixtures'
import { E2E } from './servers'
import { modeOf } from './session'

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(testInfo: TestInfo, who: string) {
	const id = createHash('sha256')
		.update(`${testInfo.project.name} ${testInfo.testId} ${testInfo.retry}`)
		.digest('hex')
		.slice(0, 10)
	return `${who}.${id}.${Date.now()}@example.com`
}

interface StubCall {
	method: string
	path: string
	body: unknown
}

/**
 * The link of the e-mail the web app had sent to `email`. Real mode reads the real server's
 * outbox. The stub sends nothing: its one good link signs Ana in, and the page it carries is
 * the one the web app asked the stub to put in the e-mail (so that is checked too).
 */
export async function emailedAccessLink(
	testInfo: TestInfo,
	request: APIRequestContext,
	email: string,
): Promise<string> {
	if (modeOf(testInfo) === 'real') {
		return latestAccessLink(E2E.real.dataDir, email)
	}
	const calls = (await (await request.get(`${E2E.stub.apiUrl}/__stub/calls`)).json()) as StubCall[]
	const asked = calls.findLast((call) => {
		if (call.method !== 'POST' || typeof call.body !== 'object' || call.body === null) return false
		const body = call.body as Record<string, unknown>
		return body.email === email || body.accessValue === email
	})
	if (!asked) throw new Error(`The web app asked the stub for no e-mail to ${email}`)
	const { redirect } = asked.body as { redirect?: string }
	const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''
	return `/access/${ACCESS_LINKS.ana}${query}`
}

/** The token in an access link's path. */
export function tokenOf(link: string) {
	const token = /\/access\/([^/?]+)/.exec(link)?.[1]
	if (!token) throw new Error(`Not an access link: ${link}`)
	return token
}
