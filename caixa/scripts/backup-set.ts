import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { copyPhotos, photoFolders } from './backup-multimedia'
import { dumpPostgres, postgresTables, restorePostgres } from './backup-postgres'
import { countSqliteRows, exists, restoreSqlite, snapshotSqlite } from './backup-sqlite'

/*
 * A backup is a folder (decided over an archive: Node has no tar, the folder needs no dependency
 * and an operator can tar or rsync it as it is):
 *
 *   backup.json     what it is: format, version, engine, when, what it holds
 *   caixa.sqlite    the SQLite database (VACUUM INTO), or
 *   caixa.pgdump    the PostgreSQL database (pg_dump, custom format)
 *   multimedia/     the photos, a folder each, as under DATA_DIR/multimedia
 *
 * The database is taken first and the photos after: a photo's files are in place before its row
 * is written and never removed once it is, so every photo a row of the copy names is among the
 * files copied after it. It is written under a hidden name beside the target and renamed into
 * place when whole: a folder of that name is always a complete backup.
 */

export const MANIFEST = 'backup.json'
const FORMAT = 'caixa-backup'
const VERSION = 1

export type Engine = 'sqlite' | 'postgres'

export interface BackupManifest {
	format: typeof FORMAT
	version: typeof VERSION
	engine: Engine
	/** ISO moment the backup began. */
	createdAt: string
	/** The database's file in the backup folder. */
	database: string
	/** How many photos the backup holds. */
	photos: number
}

/** Where the product keeps its data: DATA_DIR, and DATABASE_URL when it is PostgreSQL. */
export interface DataPlace {
	dataDir: string
	databaseUrl?: string
}

/** The figures a backup or restore prints, and the drill compares. */
export const COUNTED_TABLES = ['cashiers', 'inventories', 'payments', 'multimedia'] as const

const engineOf = (place: DataPlace): Engine => (place.databaseUrl ? 'postgres' : 'sqlite')
const sqliteFile = (place: DataPlace) => path.join(place.dataDir, 'caixa.sqlite')
const multimediaDir = (place: DataPlace) => path.join(place.dataDir, 'multimedia')
const databaseFileName = (engine: Engine) => (engine === 'sqlite' ? 'caixa.sqlite' : 'caixa.pgdump')

/** A refusal the command explains and exits 1 on, without a stack trace. */
export class BackupRefusal extends Error {
	override readonly name = 'BackupRefusal'
}

export async function backup(place: DataPlace, target: string): Promise<BackupManifest> {
	const engine = engineOf(place)
	if (await exists(target)) {
		throw new BackupRefusal(`${target} exists: a backup never overwrites; name a new folder.`)
	}
	if (engine === 'sqlite' && !(await exists(sqliteFile(place)))) {
		throw new BackupRefusal(`No database at ${sqliteFile(place)}: is DATA_DIR right?`)
	}
	const createdAt = new Date().toISOString()
	const partial = path.join(
		path.dirname(target),
		`.${path.basename(target)}.partial-${randomBytes(4).toString('hex')}`,
	)
	await mkdir(partial, { recursive: true })
	try {
		const database = databaseFileName(engine)
		if (place.databaseUrl) await dumpPostgres(place.databaseUrl, path.join(partial, database))
		else snapshotSqlite(sqliteFile(place), path.join(partial, database))
		const photos = await copyPhotos(multimediaDir(place), path.join(partial, 'multimedia'))
		const manifest: BackupManifest = {
			format: FORMAT,
			version: VERSION,
			engine,
			createdAt,
			database,
			photos,
		}
		await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, '\t')}\n`)
		await rename(partial, target)
		return manifest
	} catch (error) {
		await rm(partial, { recursive: true, force: true })
		throw error
	}
}

export async function readManifest(folder: string): Promise<BackupManifest> {
	let manifest: Partial<BackupManifest>
	try {
		manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest
	} catch {
		throw new BackupRefusal(`${folder} is not a Caixa backup (no readable ${MANIFEST}).`)
	}
	if (manifest.format !== FORMAT || manifest.version !== VERSION) {
		throw new BackupRefusal(`${folder} is not a Caixa backup of version ${VERSION}.`)
	}
	return manifest as BackupManifest
}

export interface RestoreOptions {
	/** Replace a database (and add to photos) already there. */
	force: boolean
}

/**
 * Puts a backup in place for the product configured by `place`. Refuses, changing nothing, a
 * backup of the other engine, and — unless forced — a place that already holds a database or
 * photos: restoring replaces a database, which an operator means to do only on purpose. Photos
 * first, then the database, so no row points at a photo not yet there. The server should be
 * stopped; it migrates the restored database at its next start as at any start.
 */
export async function restore(
	folder: string,
	place: DataPlace,
	{ force }: RestoreOptions,
): Promise<{ manifest: BackupManifest; movedAside: string[] }> {
	const manifest = await readManifest(folder)
	const engine = engineOf(place)
	if (manifest.engine !== engine) {
		throw new BackupRefusal(
			`${folder} holds a ${manifest.engine} database, and this product is set up for ${engine} (${
				engine === 'postgres' ? 'DATABASE_URL is set' : 'no DATABASE_URL'
			}).`,
		)
	}
	const database = path.join(folder, manifest.database)
	if (!(await exists(database))) throw new BackupRefusal(`${database} is missing.`)

	if (!force) {
		const there = place.databaseUrl
			? (await postgresTables(place.databaseUrl)) > 0 && 'The database of DATABASE_URL has tables'
			: (await exists(sqliteFile(place))) && `${sqliteFile(place)} exists`
		const photos = (await photoFolders(multimediaDir(place))).length
		const reason = there || (photos > 0 && `${multimediaDir(place)} holds ${photos} photos`)
		if (reason) {
			throw new BackupRefusal(
				`${reason}: restoring would replace it. Stop the server, and run again with --force to replace it${
					engine === 'sqlite' ? ' (the database there is kept beside it)' : ''
				}.`,
			)
		}
	}

	await copyPhotos(path.join(folder, 'multimedia'), multimediaDir(place))
	let movedAside: string[] = []
	if (place.databaseUrl) {
		await restorePostgres(place.databaseUrl, database)
	} else {
		await mkdir(place.dataDir, { recursive: true })
		const stamp = new Date().toISOString().replace(/[:.]/g, '-')
		movedAside = await restoreSqlite(database, sqliteFile(place), `.before-restore-${stamp}`)
	}
	return { manifest, movedAside }
}

/** The rows of COUNTED_TABLES in a SQLite backup's database, read from the backup itself. */
export function countBackupRows(folder: string, manifest: BackupManifest) {
	if (manifest.engine !== 'sqlite') return undefined
	return countSqliteRows(path.join(folder, manifest.database), COUNTED_TABLES)
}
