import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

// A consumer's path through the served document: types generated from it by openapi-typescript,
// and a typed call written against them (by path and by operationId) that the TypeScript
// compiler accepts, while a misuse of the same types is refused.

const call = `
import type { operations, paths } from './schema'

type Unit = paths['/caixa/api/units/{unitId}']['get']['responses'][200]['content']['application/json']
type UnitId = operations['getUnit']['parameters']['path']['unitId']

export async function unitName(unitId: UnitId, token: string): Promise<string> {
	const response = await fetch('/caixa/api/units/' + encodeURIComponent(unitId), {
		headers: { authorization: 'Bearer ' + token },
	})
	const unit = (await response.json()) as Unit
	return unit.name
}

// An answer has no field the document does not name, and an operationId no call lacks.
// @ts-expect-error
export const misread = (unit: Unit) => unit.nonsense
// @ts-expect-error
export type Unknown = operations['getNothing']
`

function diagnosticsOf(dir: string): string[] {
	const program = ts.createProgram([join(dir, 'call.ts')], {
		strict: true,
		noEmit: true,
		target: ts.ScriptTarget.ES2022,
		module: ts.ModuleKind.ESNext,
		moduleResolution: ts.ModuleResolutionKind.Bundler,
		lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
		types: [],
	})
	return ts
		.getPreEmitDiagnostics(program)
		.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

describe('a client generated from the served OpenAPI document', () => {
	const api = useTestApi()
	let dir: string

	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'caixa-client-'))
		const document = (await (await api.get('/openapi.json')).json()) as Parameters<
			typeof openapiTS
		>[0]
		await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(document)))
	}, 30_000)

	afterAll(async () => {
		await rm(dir, { recursive: true, force: true })
	})

	it('type-checks a call written against it, and refuses a misuse', async () => {
		await writeFile(join(dir, 'call.ts'), call)
		expect(diagnosticsOf(dir)).toEqual([])
	}, 30_000)

	it('reports a call that reads what the document does not say, so the check above can fail', async () => {
		await writeFile(join(dir, 'call.ts'), call.replace('return unit.name', 'return unit.nickname'))
		expect(diagnosticsOf(dir).join('\n')).toMatch(/nickname/)
	}, 30_000)
})
