import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { type ManualClock, manualClock } from './clock'
import { type MemoryMailer, memoryMailer } from './mail'

/** The API over a test database, with every dependency explicit: nothing read from the env. */
export function createTestApp(db: Kysely<Database>, options: { clock?: ManualClock } = {}) {
	const clock = options.clock ?? manualClock()
	const mail: MemoryMailer = memoryMailer()
	const app = createCaixaApp({ db, clock, mail, sessionPolicy: defaultSessionPolicy })
	return { app, clock, mail }
}

export function bearer(token: string): { Authorization: string } {
	return { Authorization: `Bearer ${token}` }
}
