import { type Compilable, type CompiledQuery, type Kysely } from 'kysely'
import { type Database } from './database'

/*
 * Kysely builds a statement's operation tree and compiles it to SQL on every call. For the
 * statements every signed-in page runs (its session, its cashier, the records list) that was
 * about a millisecond of a records page's CPU, for SQL that never changes. A prepared
 * query builds and compiles once per dialect and shape, with a placeholder (a symbol) for each
 * value, and then only puts each call's values in the placeholders' places.
 *
 * So `build` may hand its values to SQL as values only (a where's right side, a limit, a sql``
 * parameter); it must not compute with them, branch on them, or spread a list of them (`in`):
 * whatever changes the statement's text goes in `shape` instead (which filters are there, say),
 * a plain object of flags: one statement is kept per shape.
 */

type Values = Record<string, unknown>

/** A query of one shape takes none. */
type ShapeArgument<S> = S extends undefined ? [] : [shape: S]

export interface PreparedQuery<V extends Values, O, S> {
	/** The rows, after compiling the statement of this `shape` the first time it is run. */
	execute(db: Kysely<Database>, values: V, ...shape: ShapeArgument<S>): Promise<O[]>
	/** What execute runs: the compiled statement with these values (tests compare it). */
	compiled(db: Kysely<Database>, values: V, ...shape: ShapeArgument<S>): CompiledQuery<O>
}

export function preparedQuery<V extends Values, O, S extends Values | undefined = undefined>(
	build: (db: Kysely<Database>, values: V, shape: S) => Compilable<O>,
): PreparedQuery<V, O, S> {
	// Keyed by the dialect's adapter: one per database, shared by its transactions.
	const byDialect = new WeakMap<object, Map<string, Prepared<O>>>()

	function compiled(
		db: Kysely<Database>,
		values: V,
		...[shape]: ShapeArgument<S>
	): CompiledQuery<O> {
		const adapter = db.getExecutor().adapter
		let shapes = byDialect.get(adapter)
		if (!shapes) byDialect.set(adapter, (shapes = new Map()))
		const key = shape === undefined ? '' : JSON.stringify(shape)
		let prepared = shapes.get(key)
		if (!prepared) {
			const names = new Map<symbol, string>()
			const placeholders: Values = {}
			for (const name of Object.keys(values)) {
				const placeholder = Symbol(name)
				names.set(placeholder, name)
				placeholders[name] = placeholder
			}
			prepared = { query: build(db, placeholders as V, shape as S).compile(), names }
			shapes.set(key, prepared)
		}
		const { query, names } = prepared
		const parameters = query.parameters.map((parameter) => {
			if (typeof parameter !== 'symbol') return parameter
			const name = names.get(parameter)
			if (name === undefined || !(name in values)) {
				throw new Error(`A prepared query of shape ${key || '()'} has no value ${String(name)}`)
			}
			return values[name]
		})
		return { ...query, parameters }
	}

	return {
		compiled,
		async execute(db, values, ...shape) {
			const { rows } = await db.executeQuery(compiled(db, values, ...shape))
			return rows
		},
	}
}

interface Prepared<O> {
	query: CompiledQuery<O>
	names: Map<symbol, string>
}
