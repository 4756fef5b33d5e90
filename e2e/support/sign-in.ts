import { createHash } from 'node:crypto'
import { type TestInfo } from '@playwright/test'
import { latestAccessLink } from '@caixa/testing/outbox'
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

/**
 * The link of the e-mail the web app had the API send to `email`, read from the outbox of the
 * API it talks to: the real server's, or the stub's (the real API too, with its own folder).
 */
export function emailedAccessLink(testInfo: TestInfo, email: string): Promise<string> {
	const dataDir = modeOf(testInfo) === 'real' ? E2E.real.dataDir : E2E.stub.dataDir
	return latestAccessLink(dataDir, email)
}

/** The token in an access link's path. */
export function tokenOf(link: string) {
	const token = /\/access\/([^/?]+)/.exec(link)?.[1]
	if (!token) throw new Error(`Not an access link: ${link}`)
	return token
}
