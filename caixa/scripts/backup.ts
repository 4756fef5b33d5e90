import path from 'node:path'
import { caixaEnv } from '@caixa/env'
import { backup, BackupRefusal, countBackupRows } from './backup-set'

// `npm run backup -- <folder>`: a backup of the configured product (DATA_DIR, DATABASE_URL) into
// a new folder: the database, taken while the server runs, then the photos (backup-set.ts).
const usage = 'usage: npm run backup -- <new folder>'

const args = process.argv.slice(2)
if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
	console.error(usage)
	process.exit(2)
}
const target = path.resolve(args[0])
try {
	const env = caixaEnv()
	const manifest = await backup({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }, target)
	const rows = countBackupRows(target, manifest)
	const figures = rows
		? `, ${Object.entries(rows)
				.map(([table, count]) => `${count} ${table}`)
				.join(', ')}`
		: ''
	console.log(
		`Backed up the ${manifest.engine} database and ${manifest.photos} photos to ${target}${figures}.`,
	)
} catch (error) {
	console.error(error instanceof BackupRefusal ? `backup: ${error.message}` : error)
	process.exitCode = 1
}
