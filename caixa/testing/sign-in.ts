import { accessLinkOf } from './access-link'
import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { type SignInOptions } from '@caixa/services/sign-in'
import { type ManualClock, manualClock } from './clock'
import { type MemoryMailer, memoryMailer } from './mail'

export const TEST_APP_URL = 'https://caixa.test'

/**
 * createTestApp with the sign-in configuration explicit too: links point at TEST_APP_URL, live
 * 15 minutes, and providers are asked wherever `signIn.userinfoUrls` says.
 */
export function createSignInTestApp(
	db: Kysely<Database>,
	options: { clock?: ManualClock; signIn?: SignInOptions } = {},
) {
	const clock = options.clock ?? manualClock()
	const mail: MemoryMailer = memoryMailer()
	const app = createCaixaApp({
		db,
		clock,
		mail,
		sessionPolicy: defaultSessionPolicy,
		signIn: {
			appUrl: TEST_APP_URL,
			accessLinkMinutes: 15,
			// Nothing listens here: a test that forgot to start a provider fails, and fast.
			userinfoUrls: {
				google: 'http://127.0.0.1:1/userinfo',
				linkedin: 'http://127.0.0.1:1/userinfo',
			},
			...options.signIn,
		},
	})
	return { app, clock, mail }
}

/** The access link of the latest mail sent to `to`; throws when there is none, naming why. */
export function sentAccessLink(mail: MemoryMailer, to: string): { path: string; token: string } {
	const message = mail.sent.findLast((sent) => sent.to === to.toLowerCase())
	if (!message) throw new Error(`No mail was sent to ${to}`)
	const link = accessLinkOf(message.text)
	if (!link) throw new Error(`The latest mail to ${to} ("${message.subject}") has no access link`)
	return link
}

let clientCounter = 0

/** Headers of a new client address (TEST-NET-3), so tests sharing a database share no limits. */
export function newClient(): { 'X-Forwarded-For': string } {
	clientCounter += 1
	return { 'X-Forwarded-For': `203.0.113.${clientCounter % 250}, 10.0.0.${clientCounter}` }
}
