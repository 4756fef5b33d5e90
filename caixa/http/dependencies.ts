import { type Context } from 'hono'
import { type SessionPolicy } from '@caixa/domain/session-token'
import { type Clock } from '@caixa/services/clock'
import { type CaixaDatabase } from '@caixa/services/database'
import { type Mailer } from '@caixa/services/mail'

/** What the routers need from the world, handed to them explicitly so tests can swap any of it. */
export interface CaixaDependencies {
	/** The database, migrated: the first call runs the migrations, later calls return at once. */
	database: () => Promise<CaixaDatabase>
	clock: Clock
	mail: Mailer
	sessionPolicy: SessionPolicy
	/** Where a request comes from, for per-client limits (client-address.ts); null if unknown. */
	clientAddress: (c: Context) => string | null
}
