import { type Compilable, type CompiledQuery, type Kysely } from 'kysely'
import { type Database } from './database'

/*
 * Kysely builds a statement's operation tree and compiles it to SQL on every call. For the
 * statements every signed-in page runs (its session, its cashier, the records list) that was
 * about a millisecond of a records page's CPU (issue 14), for SQL that never changes. A prepared
 * query builds and compiles once per dialect and shape, with a placeholder (a symbol) for each
 * value, and then only puts each call's values in the placeholders' places.
 *
 * So `build` may hand its values to SQL as values only (a where's right side, a limit, a sql``
 * parameter); it must not compute with them, branch on them, or spread a list of them (`in`):
 * whatever changes the statement's text goes in `shape` instead.
 */

type Values = Record<string, unknown>

export interface PreparedQuery<V extends Values, O> {
	/** The rows, after compiling the statement of this `shape` the first time it is run. */
	execute(db: Kysely<Database>, values: V, shape?: string): Promise<O[]>
	/** What execute runs: the compiled statement with these values (tests compare it). */
	compiled(db: Kysely<Database>, values: V, shape?: string): CompiledQuery<O>
}

export function preparedQuery<V extends Values, O>(
	build: (db: Kysely<Database>, values: V) => Compilable<O>,
): PreparedQuery<V, O> {
	// Keyed by the dialect's adapter: one per database, shared by its transactions.
	const byDialect = new WeakMap<object, Map<string, Prepared<O>>>()

	function compiled(db: Kysely<Database>, values: V, shape = ''): CompiledQuery<O> {
		const adapter = db.getExecutor().adapter
		let shapes = byDialect.get(adapter)
		if (!shapes) byDialect.set(adapter, (shapes = new Map()))
		let prepared = shapes.get(shape)
		if (!prepared) {
			const names = new Map<symbol, string>()
			const placeholders: Values = {}
			for (const name of Object.keys(values)) {
				const placeholder = Symbol(name)
				names.set(placeholder, name)
				placeholders[name] = placeholder
			}
			prepared = { query: build(db, placeholders as V).compile(), names }
			shapes.set(shape, prepared)
		}
		const { query, names } = prepared
		const parameters = query.parameters.map((parameter) => {
			if (typeof parameter !== 'symbol') return parameter
			const name = names.get(parameter)
			if (name === undefined || !(name in values)) {
				throw new Error(`A prepared query of shape "${shape}" has no value ${String(name)}`)
			}
			return values[name]
		})
		return { ...query, parameters }
	}

	return {
		compiled,
		async execute(db, values, shape) {
			const { rows } = await db.executeQuery(compiled(db, values, shape))
			return rows
		},
	}
}

interface Prepared<O> {
	query: CompiledQuery<O>
	names: Map<symbol, string>
}
