import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Kysely } from 'kysely'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multimediaSchema } from '@caixa/contract/multimedia'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { migrateToLatest } from '@caixa/db/migrate'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { fileMultimediaStorage } from '@caixa/services/multimedia-storage'
import {
	categoryOfKind,
	createCast,
	expectBooksBalanced,
	jsonRequest,
	manualClock,
	memoryMailer,
} from '@caixa/testing'
import { COUNTED_TABLES, countBackupRows, readManifest } from './backup-set'

// The backup drill: writers post records and payments through the API while `npm run backup`
// runs (the real command, in a process of its own, as cron would run it); then `npm run restore`
// into a fresh place, and the books there are the books of the moment of the backup — every
// cashier's balance is opening + cash in − cash out, every record has its payment, the photos
// the rows name are there. On SQLite always; on PostgreSQL too when DATABASE_URL is set.

const repo = path.resolve(import.meta.dirname, '../..')
const WRITERS = 4

type Counts = Record<(typeof COUNTED_TABLES)[number], number>

async function counts(db: Kysely<Database>): Promise<Counts> {
	const entries = await Promise.all(
		COUNTED_TABLES.map(async (table) => {
			const row = await db
				.selectFrom(table)
				.select((eb) => eb.fn.countAll<number | string>().as('n'))
				.executeTakeFirstOrThrow()
			return [table, Number(row.n)] as const
		}),
	)
	return Object.fromEntries(entries) as Counts
}

/** Runs one of the commands as an operator would, with `env` over this process's own. */
function command(
	script: 'backup' | 'restore',
	args: string[],
	env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<{ code: number | null; out: string; err: string }> {
	const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.DATA_DIR }
	if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL
	else delete childEnv.DATABASE_URL
	return new Promise((resolve, reject) => {
		const child = spawn(
			process.execPath,
			['--import', 'tsx', path.join(repo, 'caixa/scripts', `${script}.ts`), ...args],
			{ cwd: repo, env: childEnv },
		)
		let out = ''
		let err = ''
		child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
		child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
		child.on('error', reject)
		child.on('exit', (code) => resolve({ code, out, err }))
	})
}

/** The product over `db` and DATA_DIR `dataDir`, with everyone of a unit signed in. */
async function productOver(db: Kysely<Database>, dataDir: string) {
	await migrateToLatest(db)
	const clock = manualClock()
	const app = createCaixaApp({
		db,
		clock,
		mail: memoryMailer(),
		sessionPolicy: defaultSessionPolicy,
		multimediaStorage: fileMultimediaStorage(path.join(dataDir, 'multimedia')),
	})
	const cast = await createCast(db, clock)
	return { app, cast }
}

type Product = Awaited<ReturnType<typeof productOver>>

/** Two photos uploaded, one of them the owner's profile photo. */
async function uploadPhotos({ app, cast }: Product) {
	for (const background of ['#3367cf', '#cf6733']) {
		const body = new FormData()
		const png = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
			.png()
			.toBuffer()
		body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
		const response = await app.request('/caixa/api/multimedia', {
			method: 'POST',
			body,
			headers: cast.owner.headers,
		})
		expect(response.status).toBe(201)
		const { id } = multimediaSchema.parse(await response.json())
		const put = await app.request(
			'/caixa/api/session/photo',
			jsonRequest('PUT', { multimedia: id }, cast.owner.headers),
		)
		expect(put.status).toBe(200)
	}
}

/**
 * WRITERS loops, each posting records of money in and out, paid and not, on both cashiers,
 * until `stop()`, which answers once they have all stopped and throws the first failure. Each
 * record names its own reference: on PostgreSQL two records posted at once without one race for
 * the same next number (409 DUPLICATE_REFERENCE), which is the ledger's matter, not a backup's.
 */
async function startWriters({ app, cast }: Product, db: Kysely<Database>) {
	const income = await categoryOfKind(db, cast.unit.id, 'INCOME')
	const expense = await categoryOfKind(db, cast.unit.id, 'EXPENSE')
	let stopped = false
	let failure: unknown
	const loop = async (writer: number) => {
		for (let n = 0; !stopped; n++) {
			const input = n % 3 !== 0
			const total = 100 + writer * 1_000 + n
			const cashier = n % 2 === 0 ? cast.cashier : cast.otherCashier
			const response = await app.request(
				`/caixa/api/cashiers/${cashier.id}/inventories`,
				jsonRequest(
					'POST',
					{
						input,
						issuedOn: '2025-01-10',
						total,
						orderReferenceNumber: `W${writer}-${n}`,
						categoryId: input ? income : expense,
						payments: [{ dueDate: '2025-01-10', amount: total, paid: n % 4 !== 1 }],
					},
					cast.owner.headers,
				),
			)
			if (response.status !== 201) {
				throw new Error(`A writer's record was refused: ${await response.text()}`)
			}
			// SQLite answers in process without ever leaving the microtask queue: without a turn
			// of the event loop here, the loops would starve the timers and the backup process.
			await new Promise((resolve) => setImmediate(resolve))
		}
	}
	const loops = Array.from({ length: WRITERS }, (_, writer) =>
		loop(writer).catch((error: unknown) => {
			failure ??= error
			stopped = true
		}),
	)
	return {
		async stop() {
			stopped = true
			await Promise.all(loops)
			if (failure) throw failure
		},
	}
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The books of a restored (or backed-up) database hold together. */
async function expectWholeBooks(db: Kysely<Database>, dataDir: string) {
	await expectBooksBalanced(db)
	const found = await counts(db)
	expect(found.inventories).toBeGreaterThan(0)
	// Each record was posted with one payment, in one transaction: a copy caught mid-write
	// would hold a record without it.
	expect(found.payments).toBe(found.inventories)
	const photos = await db.selectFrom('multimedia').select('storage_key').execute()
	expect(photos).toHaveLength(2)
	for (const { storage_key } of photos) {
		expect((await readdir(path.join(dataDir, 'multimedia', storage_key))).sort()).toEqual([
			'sample.jpg',
			'standard.jpg',
		])
	}
	return found
}

describe('backup and restore drill on SQLite', () => {
	let work: string
	const dataDir = () => path.join(work, 'data')
	const restoredDir = () => path.join(work, 'restored')
	const backupDir = () => path.join(work, 'backup-1')
	let db: Kysely<Database>

	beforeAll(async () => {
		work = await mkdtemp(path.join(tmpdir(), 'caixa-backup-drill-'))
		db = createDatabase({ engine: 'sqlite', file: path.join(dataDir(), 'caixa.sqlite') })
	})

	afterAll(async () => {
		await db.destroy()
		await rm(work, { recursive: true, force: true })
	})

	it('takes a backup while writers write, and restores the books of that moment', async () => {
		const product = await productOver(db, dataDir())
		await uploadPhotos(product)
		const writers = await startWriters(product, db)
		let before: Counts
		try {
			await pause(300)
			before = await counts(db)
			const backedUp = await command('backup', [backupDir()], { DATA_DIR: dataDir() })
			expect(backedUp.err).toBe('')
			expect(backedUp.code).toBe(0)
			await pause(300)
		} finally {
			await writers.stop()
		}
		const after = await counts(db)
		await expectBooksBalanced(db)

		// The backup folder, read as it is: the database of one moment between `before` and `after`.
		const manifest = await readManifest(backupDir())
		expect(manifest).toMatchObject({ engine: 'sqlite', database: 'caixa.sqlite', photos: 2 })
		const inBackup = countBackupRows(backupDir(), manifest) as Counts
		expect(inBackup.inventories).toBeGreaterThan(before.inventories)
		expect(inBackup.inventories).toBeLessThan(after.inventories)

		const restored = await command('restore', [backupDir()], { DATA_DIR: restoredDir() })
		expect(restored.err).toBe('')
		expect(restored.code).toBe(0)
		const restoredDb = createDatabase({
			engine: 'sqlite',
			file: path.join(restoredDir(), 'caixa.sqlite'),
		})
		try {
			// What the server does at its start: nothing is left to migrate.
			expect(await migrateToLatest(restoredDb)).toEqual([])
			expect(await expectWholeBooks(restoredDb, restoredDir())).toEqual(inBackup)
		} finally {
			await restoredDb.destroy()
		}
	}, 120_000)

	it('refuses to restore over a database unless forced, then keeps the one replaced', async () => {
		const refused = await command('restore', [backupDir()], { DATA_DIR: restoredDir() })
		expect(refused.code).toBe(1)
		expect(refused.err).toMatch(/caixa\.sqlite exists: restoring would replace it.*--force/)

		const forced = await command('restore', [backupDir(), '--force'], {
			DATA_DIR: restoredDir(),
		})
		expect(forced.err).toBe('')
		expect(forced.code).toBe(0)
		const files = await readdir(restoredDir())
		expect(files).toContain('caixa.sqlite')
		expect(files.some((file) => file.startsWith('caixa.sqlite.before-restore-'))).toBe(true)
	}, 60_000)

	it('never writes over a backup, and refuses a folder that is not one', async () => {
		const again = await command('backup', [backupDir()], { DATA_DIR: dataDir() })
		expect(again.code).toBe(1)
		expect(again.err).toMatch(/exists: a backup never overwrites/)
		const notOne = await command('restore', [work], { DATA_DIR: path.join(work, 'other') })
		expect(notOne.code).toBe(1)
		expect(notOne.err).toMatch(/is not a Caixa backup/)
	}, 60_000)
})

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('backup and restore drill on PostgreSQL', () => {
	const suffix = randomBytes(4).toString('hex')
	const names = { source: `caixa_drill_${suffix}`, target: `caixa_drill_${suffix}_restored` }
	const urlOf = (name: string) => {
		const url = new URL(databaseUrl ?? '')
		url.pathname = `/${name}`
		return url.toString()
	}
	let work: string
	let db: Kysely<Database>

	const admin = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		try {
			return await use(client)
		} finally {
			await client.end()
		}
	}

	beforeAll(async () => {
		work = await mkdtemp(path.join(tmpdir(), 'caixa-backup-drill-pg-'))
		await admin(async (client) => {
			for (const name of Object.values(names)) await client.query(`create database "${name}"`)
		})
		db = createDatabase({ engine: 'postgres', connectionString: urlOf(names.source) })
	})

	afterAll(async () => {
		await db.destroy()
		await admin(async (client) => {
			for (const name of Object.values(names)) {
				await client.query(`drop database if exists "${name}" with (force)`)
			}
		})
		await rm(work, { recursive: true, force: true })
	})

	it('takes a backup while writers write, restores the books of that moment, refuses to overwrite unless forced', async () => {
		const dataDir = path.join(work, 'data')
		const restoredDir = path.join(work, 'restored')
		const backupDir = path.join(work, 'backup-1')
		const product = await productOver(db, dataDir)
		await uploadPhotos(product)
		const writers = await startWriters(product, db)
		let before: Counts
		try {
			await pause(300)
			before = await counts(db)
			const backedUp = await command('backup', [backupDir], {
				DATA_DIR: dataDir,
				DATABASE_URL: urlOf(names.source),
			})
			expect(backedUp.err).toBe('')
			expect(backedUp.code).toBe(0)
			await pause(300)
		} finally {
			await writers.stop()
		}
		const after = await counts(db)
		await expectBooksBalanced(db)
		expect(await readManifest(backupDir)).toMatchObject({
			engine: 'postgres',
			database: 'caixa.pgdump',
			photos: 2,
		})

		const target = { DATA_DIR: restoredDir, DATABASE_URL: urlOf(names.target) }
		const restored = await command('restore', [backupDir], target)
		expect(restored.err).toBe('')
		expect(restored.code).toBe(0)
		const restoredDb = createDatabase({
			engine: 'postgres',
			connectionString: urlOf(names.target),
		})
		try {
			expect(await migrateToLatest(restoredDb)).toEqual([])
			const found = await expectWholeBooks(restoredDb, restoredDir)
			// pg_dump's snapshot: a moment after `before` and before `after`.
			expect(found.inventories).toBeGreaterThan(before.inventories)
			expect(found.inventories).toBeLessThan(after.inventories)

			const refused = await command('restore', [backupDir], target)
			expect(refused.code).toBe(1)
			expect(refused.err).toMatch(/has tables: restoring would replace it.*--force/)
			// What was written after the restore is gone once the backup is forced over it.
			await restoredDb.updateTable('cashiers').set({ name: 'Written after' }).execute()
			const forced = await command('restore', [backupDir, '--force'], target)
			expect(forced.err).toBe('')
			expect(forced.code).toBe(0)
			expect(await counts(restoredDb)).toEqual(found)
			const names = await restoredDb.selectFrom('cashiers').select('name').execute()
			expect(names.map((row) => row.name)).not.toContain('Written after')
			await expectBooksBalanced(restoredDb)
		} finally {
			await restoredDb.destroy()
		}
	}, 120_000)
})
