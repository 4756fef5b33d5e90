import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '@caixa/db/connection'
import { migrateToLatest } from '@caixa/db/migrate'
import { createTestDatabase, mintSession, type TestDatabase } from '@caixa/testing'
import { parseManagementArgs, runManagementCommand } from './management-command'

describe('npm run management', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	const flagOf = async (email: string) =>
		(
			await test.db
				.selectFrom('profiles')
				.select('management')
				.where('email', '=', email)
				.executeTakeFirstOrThrow()
		).management

	it('turns management on and off for a profile, by e-mail in any case', async () => {
		await mintSession({ name: 'Mara', surname: 'Lis', email: 'mara@example.com' }, { db: test.db })
		expect(await flagOf('mara@example.com')).toBe(0)

		expect(await runManagementCommand(test.db, ['--email', 'Mara@Example.com', '--on'])).toEqual({
			exitCode: 0,
			message: 'Mara Lis <mara@example.com> is now management',
		})
		expect(await flagOf('mara@example.com')).toBe(1)

		expect(await runManagementCommand(test.db, ['--email=mara@example.com', '--off'])).toEqual({
			exitCode: 0,
			message: 'Mara Lis <mara@example.com> is no longer management',
		})
		expect(await flagOf('mara@example.com')).toBe(0)
	})

	it('fails for an e-mail no profile has', async () => {
		expect(await runManagementCommand(test.db, ['--email', 'ghost@example.com', '--on'])).toEqual({
			exitCode: 1,
			message: 'no profile has the e-mail ghost@example.com',
		})
	})

	it('refuses unclear arguments with its usage', () => {
		for (const args of [
			[],
			['--email', 'a@example.com'],
			['--email', 'a@example.com', '--on', '--off'],
			['--email', 'not-an-address', '--on'],
			['--email', 'a@example.com', '--on', '--admin'],
		]) {
			expect(parseManagementArgs(args), args.join(' ')).toMatch(/usage: npm run management/)
		}
		expect(parseManagementArgs(['--on', '--email', 'a@example.com'])).toEqual({
			email: 'a@example.com',
			management: true,
		})
	})
})

describe('caixa/scripts/management.ts, as the operator runs it', () => {
	let root: string

	beforeAll(async () => {
		root = await mkdtemp(path.join(tmpdir(), 'caixa-management-'))
	})

	afterAll(async () => {
		await rm(root, { recursive: true, force: true })
	})

	// The process's default database: SQLite under DATA_DIR (DATABASE_URL emptied, so unset).
	const run = (dataDir: string, ...args: string[]) =>
		promisify(execFile)(
			process.execPath,
			['--import', 'tsx', path.resolve('caixa/scripts/management.ts'), ...args],
			{ env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
		).then(
			({ stdout, stderr }) => ({ exitCode: 0, stdout, stderr }),
			(error: { code: number; stdout: string; stderr: string }) => ({
				exitCode: error.code,
				stdout: error.stdout,
				stderr: error.stderr,
			}),
		)

	it('sets the flag in the default database, and exits non-zero for an unknown e-mail', async () => {
		const known = path.join(root, 'known')
		const db = createDatabase({ engine: 'sqlite', file: path.join(known, 'caixa.sqlite') })
		try {
			await migrateToLatest(db)
			await mintSession({ name: 'Nina', surname: 'Sol', email: 'nina@example.com' }, { db })
			// Two processes at once, on two data folders: starting tsx is the slow part.
			const [on, unknown] = await Promise.all([
				run(known, '--email', 'nina@example.com', '--on'),
				run(path.join(root, 'empty'), '--email', 'nobody@example.com', '--on'),
			])
			expect(on).toMatchObject({
				exitCode: 0,
				stdout: 'Nina Sol <nina@example.com> is now management\n',
			})
			const row = await db
				.selectFrom('profiles')
				.select('management')
				.where('email', '=', 'nina@example.com')
				.executeTakeFirstOrThrow()
			expect(row.management).toBe(1)
			expect(unknown.exitCode).toBe(1)
			expect(unknown.stderr).toContain('no profile has the e-mail nobody@example.com')
		} finally {
			await db.destroy()
		}
	}, 30_000)
})
