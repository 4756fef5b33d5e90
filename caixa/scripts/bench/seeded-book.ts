import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { migrateToLatest } from '@caixa/db/migrate'
import { migrations } from '@caixa/db/migrations'
import { setFollow } from '@caixa/db/payments'
import { categoryOfKind, createUnitWithCashier, mintSession } from '@caixa/testing'
import { seedLedger } from './seed-ledger'

/*
 * The bench's big book: one owner, their unit and cashier made the product's way (the test
 * helpers run the quick start), then `records` × `installments` payments written straight into
 * the tables by seedLedger, and one payment in FOLLOW_EVERY followed by the owner. Seeding a
 * million payments takes minutes, so the migrated, seeded file is kept and copied into each
 * run's fresh data folder; its name changes with anything that would make it stale.
 */

/** Bump when what this file writes changes. */
const SEED_VERSION = 1
const FOLLOW_EVERY = 1_000
export const OWNER_EMAIL = 'owner@bench.example.com'

export interface BookSize {
	records: number
	installments: number
}

export interface SeededBook extends BookSize {
	/** The kept, migrated SQLite file; copy it, never serve it. */
	file: string
	cashierId: string
	ownerEmail: string
	/** Whether this run seeded it (false: reused). */
	seeded: boolean
	seedSeconds: number
}

type BookMeta = Omit<SeededBook, 'file' | 'seeded'>

async function cacheKey(size: BookSize): Promise<string> {
	// seed-ledger.ts is another helper's: a change there reseeds without anyone remembering to.
	const seeder = await readFile(new URL('./seed-ledger.ts', import.meta.url))
	const seederHash = createHash('sha256').update(seeder).digest('hex').slice(0, 8)
	const migrationCount = Object.keys(migrations).length
	return `v${SEED_VERSION}-m${migrationCount}-${seederHash}-${size.records}x${size.installments}`
}

/** The kept book of this size, seeding it first when there is none. */
export async function seededBook(
	size: BookSize,
	cacheDir: string,
	log: (line: string) => void,
): Promise<SeededBook> {
	const dir = path.join(cacheDir, await cacheKey(size))
	const file = path.join(dir, 'caixa.sqlite')
	const metaFile = path.join(dir, 'book.json')
	try {
		const meta = JSON.parse(await readFile(metaFile, 'utf8')) as BookMeta
		log(`book: reusing ${dir}`)
		return { ...meta, file, seeded: false }
	} catch {
		// Not there (or half written): seed it.
	}
	await rm(dir, { recursive: true, force: true })
	// A run stopped while seeding leaves its half-written folder: only one bench runs at a time.
	for (const stale of await readdir(cacheDir).catch(() => [])) {
		if (stale.startsWith(`${path.basename(dir)}.building-`)) {
			await rm(path.join(cacheDir, stale), { recursive: true, force: true })
		}
	}
	const building = `${dir}.building-${process.pid}`
	await mkdir(building, { recursive: true })
	log(`book: seeding ${size.records} records × ${size.installments} installments into ${building}`)
	const began = performance.now()
	const meta = await seed(path.join(building, 'caixa.sqlite'), size)
	meta.seedSeconds = (performance.now() - began) / 1000
	await writeFile(path.join(building, 'book.json'), JSON.stringify(meta, null, '\t'))
	await rename(building, dir)
	log(`book: seeded in ${meta.seedSeconds.toFixed(0)} s`)
	return { ...meta, file, seeded: true }
}

async function seed(file: string, size: BookSize): Promise<BookMeta> {
	const db = createDatabase({ engine: 'sqlite', file })
	try {
		await migrateToLatest(db)
		const { profile } = await mintSession(
			{ name: 'Bench', surname: 'Owner', email: OWNER_EMAIL, language: 'en-US' },
			{ db },
		)
		const { unit, cashier } = await createUnitWithCashier(db, profile.id, {
			unitName: 'Bench bakery',
			cashierName: 'Main till',
		})
		await seedLedger(db, {
			cashierId: cashier.id,
			unitId: unit.id,
			profileId: profile.id,
			categoryId: await categoryOfKind(db, unit.id, 'INCOME'),
			records: size.records,
			installments: size.installments,
		})
		// A few followed payments, so "followed only" finds rows (spread over the whole book).
		const followed = await sql<{ id: string }>`
			select id from payments where cashier_id = ${cashier.id} and rowid % ${FOLLOW_EVERY} = 0
		`.execute(db)
		const now = Date.now()
		for (const { id } of followed.rows) await setFollow(db, id, profile.id, true, now)
		// One file to copy: the write-ahead log folded into it.
		await sql`pragma wal_checkpoint(truncate)`.execute(db)
		return { ...size, cashierId: cashier.id, ownerEmail: OWNER_EMAIL, seedSeconds: 0 }
	} finally {
		await db.destroy()
	}
}

/** A fresh data folder holding a copy of the book, as DATA_DIR. */
export async function freshDataDir(book: SeededBook, dataDir: string): Promise<void> {
	await rm(dataDir, { recursive: true, force: true })
	await mkdir(dataDir, { recursive: true })
	await copyFile(book.file, path.join(dataDir, 'caixa.sqlite'))
}
