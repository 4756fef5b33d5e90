import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { defaultNamespace, supportedLanguages } from './config'
import { resources } from './resources'

// Every label the web app shows must exist in every language, or users see a raw key.

type Tree = { readonly [key: string]: string | Tree }

function keysOf(tree: Tree, prefix = ''): string[] {
	return Object.entries(tree).flatMap(([key, value]) =>
		typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
	)
}

function valueAt(tree: Tree, key: string) {
	return key
		.split('.')
		.reduce<string | Tree | undefined>(
			(node, part) => (typeof node === 'object' ? node[part] : undefined),
			tree,
		)
}

function sourceFiles(directory: string): string[] {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name)
		if (entry.isDirectory()) return sourceFiles(path)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
	})
}

const appDirectory = fileURLToPath(new URL('..', import.meta.url))
const english = resources['en-US']
const namespaces = Object.keys(english) as Array<keyof typeof english>

describe.each(namespaces)('the %s namespace', (namespace) => {
	const englishKeys = keysOf(english[namespace]).sort()

	test.each(supportedLanguages.filter((l) => l !== 'en-US'))('%s has the same keys', (language) => {
		expect(keysOf(resources[language][namespace]).sort()).toEqual(englishKeys)
	})

	test.each(supportedLanguages)('no %s label is left empty', (language) => {
		const tree: Tree = resources[language][namespace]
		for (const key of keysOf(tree)) expect(valueAt(tree, key), `${key}`).toMatch(/\S/)
	})
})

/**
 * The namespaces a file's bare keys may come from: the default one, and any it names for its
 * translator (`useTranslation('portal')`, `getFixedT(request, 'portal')`).
 */
function namespacesOf(source: string): string[] {
	const named = [
		...source.matchAll(/\buseTranslation\(\s*'([^']+)'/g),
		...source.matchAll(/\bgetFixedT\([^,)]+,\s*'([^']+)'/g),
	].map(([, namespace = '']) => namespace)
	return [defaultNamespace, ...named]
}

test.each(sourceFiles(appDirectory).map((path) => [relative(appDirectory, path), path]))(
	'every t() key in %s exists',
	(_name, path) => {
		const source = readFileSync(path, 'utf8')
		const fileNamespaces = namespacesOf(source)
		for (const [, key = ''] of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
			const [candidates, name] = key.includes(':')
				? [[key.split(':')[0] ?? ''], key.split(':')[1]]
				: [fileNamespaces, key]
			const found = candidates.some((namespace) => {
				const tree = english[namespace as keyof typeof english] as Tree | undefined
				return typeof (tree && name ? valueAt(tree, name) : undefined) === 'string'
			})
			expect(found, `missing key ${key} (looked in ${candidates.join(', ')})`).toBe(true)
		}
	},
)
