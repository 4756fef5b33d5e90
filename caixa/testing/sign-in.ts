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
	options: {
		clock?: ManualClock
		signIn?: SignInOptions
		/** TRUST_PROXY of the app (client-address.ts); default 1, the in-process API's. */
		trustedProxies?: number
		/** The global mail cap (MAIL_MAX_PER_HOUR); default the environment's. */
		mailMaxPerHour?: number
	} = {},
) {
	const clock = options.clock ?? manualClock()
	const mail: MemoryMailer = memoryMailer()
	const app = createCaixaApp({
		db,
		clock,
		mail,
		sessionPolicy: defaultSessionPolicy,
		trustedProxies: options.trustedProxies,
		mailMaxPerHour: options.mailMaxPerHour,
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

/**
 * Headers of a new client address, so tests sharing a database share no limits: the
 * X-Forwarded-For the web server writes in front of the in-process API (one entry, the browser's
 * address), from 198.18.0.0/15 (set aside for tests), a new one at each call.
 */
export function newClient(): { 'X-Forwarded-For': string } {
	clientCounter += 1
	const high = 18 + Math.floor(clientCounter / 65536)
	return {
		'X-Forwarded-For': `198.${high}.${Math.floor(clientCounter / 256) % 256}.${clientCounter % 256}`,
	}
}
