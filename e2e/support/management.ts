import path from 'node:path'
import { type Kysely } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { setManagement } from '@caixa/db/management'
import { E2E } from './servers'

// Staff of the product are made by an operator command, never through the web app or the API:
// real-mode tests flip the flag with that command's own function, on the real server's database
// (opened beside it, as real-database.ts does; the server has migrated it before any test runs).
let db: Kysely<Database> | undefined

export async function setRealManagement(email: string, management: boolean) {
	db ??= createDatabase({ engine: 'sqlite', file: path.resolve(E2E.real.dataDir, 'caixa.sqlite') })
	const profile = await setManagement(db, email, management)
	if (!profile) throw new Error(`No profile has the address ${email}`)
}
