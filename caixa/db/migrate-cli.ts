import { caixaEnv } from '@caixa/env'
import { connectionConfig, createDatabase } from './connection'
import { migrateToLatest } from './migrate'

// `npm run db:migrate`: brings the configured database up to date, then exits.
const env = caixaEnv()
const config = connectionConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
const db = createDatabase(config)
const where = config.engine === 'sqlite' ? config.file : 'PostgreSQL (DATABASE_URL)'

try {
	const results = await migrateToLatest(db)
	for (const result of results) console.log(`migrated ${result.migrationName}`)
	console.log(results.length ? `${where} is up to date` : `${where} was already up to date`)
} catch (error) {
	console.error(error)
	process.exitCode = 1
} finally {
	await db.destroy()
}
