import { type Endpoint } from './endpoint'
import { endpoints } from './index'

// Each entry's OpenAPI `operationId`, the method name a generated client gives the call. It is
// read off the entry's place in the table, so it is written nowhere else: `units.products.list`
// is listUnitProducts, `units.products.get` getUnitProduct. An entry's last key is its verb when
// it is one; otherwise the HTTP method gives it (`units.full` is getUnitFull). An entry with an
// `operationId` of its own keeps it. Renaming a key renames the call for clients: the table's
// keys are the spec's words and stay put.

const verbs = new Set([
	'accept',
	'add',
	'adjust',
	'check',
	'create',
	'decline',
	'detach',
	'follow',
	'get',
	'invite',
	'leave',
	'list',
	'logout',
	'remove',
	'request',
	'set',
	'update',
	'upload',
])

const methodVerbs = { get: 'get', post: 'create', put: 'set', delete: 'remove' } as const

/** `categories` → `category`, `clientsOrSuppliers` → `clientOrSupplier`, `units` → `unit`. */
function singular(noun: string): string {
	return noun
		.split(/(?=Or[A-Z])/)
		.map((word) => word.replace(/ies$/, 'y').replace(/(?<![su])s$/, ''))
		.join('')
}

function capital(word: string): string {
	return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The operationId of the entry at `keys` in the table. */
export function operationIdAt(keys: readonly string[], entry: Endpoint): string {
	if (entry.operationId) return entry.operationId
	const last = keys.at(-1) ?? ''
	const verb = verbs.has(last) ? last : methodVerbs[entry.method]
	const nouns = verbs.has(last) ? keys.slice(0, -1) : keys
	// The last noun stays plural where the call is about many (a list, totals).
	const named = nouns.map((noun, index) =>
		index === nouns.length - 1 && (verb === 'list' || !verbs.has(last)) ? noun : singular(noun),
	)
	return verb + named.map(capital).join('')
}

let ids: WeakMap<Endpoint, string> | undefined

function collect(tree: object, keys: string[], into: WeakMap<Endpoint, string>) {
	for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
		if (typeof value !== 'object' || value === null) continue
		if ('method' in value && 'answers' in value) {
			into.set(value as Endpoint, operationIdAt([...keys, key], value as Endpoint))
		} else collect(value, [...keys, key], into)
	}
}

/** The entry's operationId; an entry outside the table has none. */
export function operationIdOf(entry: Endpoint): string | undefined {
	if (!ids) {
		ids = new WeakMap()
		collect(endpoints, [], ids)
	}
	return ids.get(entry)
}
