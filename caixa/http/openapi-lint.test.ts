import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

// The served document as a consumer's tools read it: Redocly CLI's recommended rules (an
// independent linter), through the CLI itself and the project's redocly.yaml.

const run = promisify(execFile)
const redocly = join(process.cwd(), 'node_modules/.bin/redocly')
const config = join(process.cwd(), 'redocly.yaml')

interface Problem {
	ruleId: string
	severity: 'error' | 'warn'
	message: string
	location: { pointer: string }[]
}

async function lint(file: string): Promise<Problem[]> {
	const args = ['lint', file, '--config', config, '--format=json']
	// The CLI exits 1 when it finds an error; its report is on stdout either way.
	const { stdout } = await run(redocly, args, { maxBuffer: 32 * 1024 * 1024 }).catch(
		(failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
	)
	return (JSON.parse(stdout) as { problems: Problem[] }).problems
}

const said = (problems: Problem[]) =>
	problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)

describe('the served OpenAPI document under Redocly’s recommended rules', () => {
	const api = useTestApi()
	let dir: string
	let file: string

	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'caixa-openapi-'))
		file = join(dir, 'openapi.json')
		await writeFile(file, await (await api.get('/openapi.json')).text())
	})

	afterAll(async () => {
		await rm(dir, { recursive: true, force: true })
	})

	it('has no error, and warns only by the rules redocly.yaml keeps with a reason', async () => {
		const problems = await lint(file)
		expect(said(problems.filter((p) => p.severity === 'error'))).toEqual([])
		const kept = new Set(
			[...(await readFile(config, 'utf8')).matchAll(/^ {2}([a-z0-9-]+): warn$/gm)].map((m) => m[1]),
		)
		expect(said(problems.filter((p) => !kept.has(p.ruleId)))).toEqual([])
	}, 60_000)

	it('fails a document that breaks a recommended rule, so the check above can fail', async () => {
		const document = JSON.parse(await readFile(file, 'utf8')) as { servers?: unknown }
		delete document.servers
		const broken = join(dir, 'broken.json')
		await writeFile(broken, JSON.stringify(document))
		const errors = (await lint(broken)).filter((p) => p.severity === 'error')
		expect(errors.map((p) => p.ruleId)).toContain('no-empty-servers')
	}, 60_000)

	it('names every operation with a unique operationId', async () => {
		const document = JSON.parse(await readFile(file, 'utf8')) as {
			paths: Record<string, Record<string, { operationId?: string }>>
		}
		const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
			Object.entries(methods).map(([method, operation]) => ({
				at: `${method} ${path}`,
				...operation,
			})),
		)
		expect(operations.length).toBeGreaterThan(100)
		expect(operations.filter((o) => !o.operationId).map((o) => o.at)).toEqual([])
		const ids = operations.map((o) => o.operationId)
		expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
	})
})
