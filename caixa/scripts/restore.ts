import path from 'node:path'
import { caixaEnv } from '@caixa/env'
import { BackupRefusal, restore } from './backup-set'

// `npm run restore -- <folder> [--force]`: puts a backup (npm run backup) in place for the
// configured product (DATA_DIR, DATABASE_URL), with the server stopped. Refuses to replace a
// database or photos already there unless --force; the next start migrates it as usual.
const usage = 'usage: npm run restore -- <backup folder> [--force]'

const args = process.argv.slice(2)
const force = args.includes('--force')
const folders = args.filter((arg) => arg !== '--force')
if (folders.length !== 1 || !folders[0] || folders[0].startsWith('-')) {
	console.error(usage)
	process.exit(2)
}
const folder = path.resolve(folders[0])
try {
	const env = caixaEnv()
	const { manifest, movedAside } = await restore(
		folder,
		{ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
		{ force },
	)
	console.log(
		`Restored the ${manifest.engine} database and ${manifest.photos} photos of ${manifest.createdAt} from ${folder}.`,
	)
	for (const file of movedAside) console.log(`The database that was there is kept as ${file}.`)
	console.log('Start the server: it brings the database up to date as at every start.')
} catch (error) {
	console.error(error instanceof BackupRefusal ? `restore: ${error.message}` : error)
	process.exitCode = 1
}
