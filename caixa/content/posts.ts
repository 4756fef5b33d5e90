import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { type Language, languageSchema } from '@caixa/contract/enums'

/*
 * The help articles shown to visitors as outside posts, one Markdown file each in ./posts/, with
 * a front matter of `key: value` lines between two `---` lines:
 *
 *   ---
 *   slug: your-first-cashier
 *   language: en-US
 *   title: Your first cashier
 *   summary: One line for the list.
 *   publishedAt: 2025-01-10T09:00:00Z
 *   cover: /optional/cover.jpg
 *   ---
 *   The body, in Markdown.
 *
 * Only that flat subset of YAML is read (a value may be wrapped in double quotes, JSON-style),
 * which is all an article needs and keeps a YAML parser out of the dependencies.
 */

export interface OutsidePostContent {
	slug: string
	language: Language
	title: string
	summary: string
	/** Markdown. */
	body: string
	cover: string | null
	/** Epoch milliseconds. */
	publishedAt: number
}

const frontMatterSchema = z.strictObject({
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
	language: languageSchema,
	title: z.string().min(1).max(200),
	summary: z.string().min(1).max(500),
	publishedAt: z.iso.datetime({ offset: true }),
	cover: z.string().min(1).optional(),
})

/** Reads one article; `source` names it in errors. */
export function parseOutsidePost(text: string, source: string): OutsidePostContent {
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
	if (!match) throw new Error(`${source}: no front matter (--- … ---) at the top`)
	const [, head = '', body = ''] = match
	const fields: Record<string, string> = {}
	for (const [index, line] of head.split(/\r?\n/).entries()) {
		if (!line.trim() || line.trimStart().startsWith('#')) continue
		const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line)
		if (!field) throw new Error(`${source}: front matter line ${index + 1} is not "key: value"`)
		const [, key = '', raw = ''] = field
		fields[key] = unquote(raw.trim(), source)
	}
	const parsed = frontMatterSchema.safeParse(fields)
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`${source}: ${problems.join('; ')}`)
	}
	const { cover, publishedAt, ...rest } = parsed.data
	return {
		...rest,
		body: body.trim() + '\n',
		cover: cover ?? null,
		publishedAt: Date.parse(publishedAt),
	}
}

function unquote(value: string, source: string): string {
	if (!value.startsWith('"')) return value
	const parsed: unknown = JSON.parse(value)
	if (typeof parsed !== 'string') throw new Error(`${source}: ${value} is not a string`)
	return parsed
}

/**
 * Where the articles are. Beside this module when it runs from source (tsx, vitest); the Remix
 * server build inlines it into build/index.js, so there it falls back to the source tree from
 * the working directory, which the Docker image keeps (caixa/ is copied for the migrations).
 */
export function outsidePostsDirectory(): string {
	const besideModule = fileURLToPath(new URL('./posts/', import.meta.url))
	return existsSync(besideModule) ? besideModule : path.resolve('caixa', 'content', 'posts')
}

/** Every article of a folder, in file-name order. */
export async function readOutsidePosts(
	directory = outsidePostsDirectory(),
): Promise<OutsidePostContent[]> {
	const files = (await readdir(directory)).filter((file) => file.endsWith('.md')).sort()
	const posts = await Promise.all(
		files.map(async (file) =>
			parseOutsidePost(await readFile(path.join(directory, file), 'utf8'), file),
		),
	)
	const slugs = new Set<string>()
	for (const post of posts) {
		if (slugs.has(post.slug)) throw new Error(`Two outside posts share the slug ${post.slug}`)
		slugs.add(post.slug)
	}
	return posts
}
