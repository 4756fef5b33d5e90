import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { fileMultimediaStorage } from '@caixa/services/multimedia-storage'
import { manualClock } from './clock'
import { memoryMailer } from './mail'

/**
 * The API over a test database with photos kept in a temporary folder of its own, so a test can
 * look at exactly what an upload stored.
 */
export async function createMultimediaTestApp(db: Kysely<Database>) {
	const root = await mkdtemp(path.join(tmpdir(), 'caixa-multimedia-'))
	const clock = manualClock()
	const app = createCaixaApp({
		db,
		clock,
		mail: memoryMailer(),
		sessionPolicy: defaultSessionPolicy,
		multimediaStorage: fileMultimediaStorage(root),
	})
	return {
		app,
		clock,
		/** The storage's folder. */
		root,
		/** Every entry of the storage's folder, hidden ones (half-written uploads) included. */
		stored: () => readdir(root),
		/** Empties the storage's folder. */
		clear: async () => {
			for (const entry of await readdir(root)) {
				await rm(path.join(root, entry), { recursive: true, force: true })
			}
		},
		destroy: () => rm(root, { recursive: true, force: true }),
	}
}
