import { closeDefaultDatabase, migratedDefaultDatabase } from '@caixa/db/default-database'
import { runManagementCommand } from './management-command'

// `npm run management -- --email someone@example.com --on|--off`: makes a profile staff of the
// product, or not, in the configured database (DATA_DIR / DATABASE_URL). The only way to.
try {
	const db = await migratedDefaultDatabase()
	const { exitCode, message } = await runManagementCommand(db, process.argv.slice(2))
	if (exitCode === 0) console.log(message)
	else console.error(message)
	process.exitCode = exitCode
} catch (error) {
	console.error(error)
	process.exitCode = 1
} finally {
	await closeDefaultDatabase()
}
