import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { resources } from '~/i18n/resources'

// Every label the components show must exist in both languages, or users see a raw key.

type Tree = { readonly [key: string]: string | Tree }

function keysOf(tree: Tree, prefix = ''): string[] {
	return Object.entries(tree).flatMap(([key, value]) =>
		typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
	)
}

function sourceFiles(directory: string): string[] {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name)
		if (entry.isDirectory()) return sourceFiles(path)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
	})
}

const componentsDirectory = fileURLToPath(new URL('.', import.meta.url))
const english = keysOf(resources['en-US'].common)
const portuguese = keysOf(resources['pt-BR'].common)

describe('common translations', () => {
	test('en-US and pt-BR have the same keys', () => {
		expect([...portuguese].sort()).toEqual([...english].sort())
	})

	test('no label is left empty', () => {
		for (const language of ['en-US', 'pt-BR'] as const) {
			const tree: Tree = resources[language].common
			for (const key of keysOf(tree)) {
				const value = key
					.split('.')
					.reduce<string | Tree | undefined>(
						(node, part) => (typeof node === 'object' ? node[part] : undefined),
						tree,
					)
				expect(value, `${language} ${key}`).toMatch(/\S/)
			}
		}
	})

	test.each(
		sourceFiles(componentsDirectory).map((path) => [relative(componentsDirectory, path), path]),
	)('every t() key in %s exists', (_name, path) => {
		const source = readFileSync(path, 'utf8')
		for (const [, key] of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
			expect(english, `missing key ${key}`).toContain(key)
		}
	})
})
