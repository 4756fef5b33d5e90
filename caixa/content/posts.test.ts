import { describe, expect, it } from 'vitest'
import { parseOutsidePost, readOutsidePosts } from './posts'

const article = (head: string, body = 'Hello **world**.') => `---\n${head}\n---\n\n${body}\n`

const valid = [
	'slug: a-post',
	'language: pt-BR',
	'title: "Caixa: o básico"',
	'summary: One line: with a colon',
	'publishedAt: 2025-01-10T09:00:00Z',
].join('\n')

describe('an outside post file', () => {
	it('reads its front matter and Markdown body', () => {
		expect(parseOutsidePost(article(valid), 'a.md')).toEqual({
			slug: 'a-post',
			language: 'pt-BR',
			title: 'Caixa: o básico',
			summary: 'One line: with a colon',
			body: 'Hello **world**.\n',
			cover: null,
			publishedAt: Date.UTC(2025, 0, 10, 9),
		})
		expect(parseOutsidePost(article(`${valid}\ncover: /covers/a.jpg`), 'a.md').cover).toBe(
			'/covers/a.jpg',
		)
	})

	it('is refused, naming the file and the field, when something is off', () => {
		expect(() => parseOutsidePost('No front matter', 'a.md')).toThrow(/a\.md: no front matter/)
		expect(() => parseOutsidePost(article(valid.replace('pt-BR', 'fr')), 'b.md')).toThrow(
			/b\.md: language/,
		)
		expect(() => parseOutsidePost(article(`${valid}\nauthor: Ana`), 'c.md')).toThrow(/c\.md/)
		expect(() => parseOutsidePost(article(valid.replace('a-post', 'A Post')), 'd.md')).toThrow(
			/d\.md: slug/,
		)
		expect(() => parseOutsidePost(article(`${valid}\n  - list`), 'e.md')).toThrow(
			/e\.md: front matter line 6/,
		)
	})
})

describe('the outside posts of the repository', () => {
	it('are the three help articles in English and in Portuguese', async () => {
		const posts = await readOutsidePosts()
		const byLanguage = (language: string) =>
			posts.filter((post) => post.language === language).map((post) => post.slug)
		expect(byLanguage('en-US').sort()).toEqual([
			'inviting-your-accountant',
			'reading-the-income-statement',
			'your-first-cashier',
		])
		expect(byLanguage('pt-BR').sort()).toEqual([
			'convidando-seu-contador',
			'lendo-a-dre',
			'seu-primeiro-caixa',
		])
		for (const post of posts) expect(post.body.length).toBeGreaterThan(200)
	})
})
