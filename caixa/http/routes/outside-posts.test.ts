import { describe, expect, it } from 'vitest'
import { type OutsidePost, outsidePostListSchema } from '@caixa/contract/posts'
import { readOutsidePosts } from '@caixa/content/posts'
import { useTestApi } from '@caixa/testing'
import { migrateToLatest, seedOutsidePosts } from '@caixa/testing/database-layer'

describe('GET /caixa/api/outside/posts', () => {
	const api = useTestApi()

	const list = (search = '') => api.getOk(`/outside/posts${search}`, outsidePostListSchema)
	const slugs = (posts: OutsidePost[]) => posts.map((post) => post.slug)

	it('lists the seeded help articles newest first, without a session', async () => {
		const posts = await list()
		expect(posts).toHaveLength(6)
		const published = posts.map((post) => post.publishedAt)
		expect(published).toEqual([...published].sort().reverse())
		expect(posts.find((post) => post.slug === 'your-first-cashier')).toEqual({
			id: expect.any(String),
			slug: 'your-first-cashier',
			title: 'Your first cashier',
			summary: expect.stringContaining('cash book'),
			body: expect.stringContaining('## Create it'),
			cover: null,
			language: 'en-US',
			publishedAt: '2025-01-10T09:00:00.000Z',
		})
	})

	it('keeps only the posts of a language', async () => {
		const posts = await list('?language=pt-BR')
		expect(slugs(posts)).toEqual(['lendo-a-dre', 'convidando-seu-contador', 'seu-primeiro-caixa'])
	})

	it('finds posts by text, in any case and with or without accents', async () => {
		expect(slugs(await list('?query=ACCOUNTANT'))).toEqual(['inviting-your-accountant'])
		expect(slugs(await list('?query=demonstracao'))).toEqual(['lendo-a-dre'])
		expect(slugs(await list('?query=Demonstração'))).toEqual(['lendo-a-dre'])
		// Every word must be there, anywhere in the title, summary or body.
		expect(slugs(await list('?query=till%20balance'))).toEqual(['your-first-cashier'])
		expect(slugs(await list('?query=till%20auditor'))).toEqual([])
		expect(slugs(await list('?query=contador&language=en-US'))).toEqual([])
		// A blank query filters nothing.
		expect(await list('?query=%20%20')).toHaveLength(6)
	})

	it('matches LIKE wildcards in a query only literally', async () => {
		// As wildcards, these would match "caixa" and "cashier"; no post holds them as they are.
		expect(await list('?query=c_ixa')).toEqual([])
		expect(await list('?query=c%25r')).toEqual([])
		expect((await list('?query=caixa')).length).toBeGreaterThan(0)
	})

	it('pages in a stable order, ties broken by id, with no row twice or missing', async () => {
		// 25 more posts published at the very same moment, so only the id orders them.
		const moment = Date.UTC(2024, 5, 1)
		await seedOutsidePosts(
			api.db,
			Array.from({ length: 25 }, (_, index) => ({
				slug: `tied-${index}`,
				language: 'es' as const,
				title: `Empate ${index}`,
				summary: 'Un resumen',
				body: 'Cuerpo\n',
				cover: null,
				publishedAt: moment,
			})),
		)
		const everything = await list('?size=100')
		expect(everything).toHaveLength(31)
		const tied = everything.filter((post) => post.slug.startsWith('tied-')).map((post) => post.id)
		expect(tied).toEqual([...tied].sort().reverse())

		const pages: OutsidePost[][] = []
		for (let offset = 0; offset < 40; offset += 7)
			pages.push(await list(`?offset=${offset}&size=7`))
		expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 3, 0])
		expect(pages.flat().map((post) => post.id)).toEqual(everything.map((post) => post.id))
		expect(await list('?language=es&size=20')).toHaveLength(20)
	})

	it('pages 20 rows by default', async () => {
		expect(await list()).toHaveLength(20)
	})

	it('refuses paging and filter values out of range with 422', async () => {
		for (const search of ['?size=0', '?size=101', '?offset=-1', '?size=two', '?language=fr']) {
			const response = await api.get(`/outside/posts${search}`)
			expect(response.status, search).toBe(422)
			expect(response.headers.get('content-type')).toBe('application/problem+json')
		}
	})
})

describe('seeding the outside posts', () => {
	const api = useTestApi()

	const rows = () =>
		api.db.selectFrom('outside_posts').select(['id', 'slug', 'title']).orderBy('slug').execute()

	it('is done by the migrations, once', async () => {
		expect(await rows()).toHaveLength(6)
		expect(await migrateToLatest(api.db)).toEqual([])
		expect(await rows()).toHaveLength(6)
	})

	it('again changes nothing, and an edited article is updated in place by its slug', async () => {
		const before = await rows()
		const seed = api.db
		const posts = await readOutsidePosts()
		await seedOutsidePosts(seed, posts)
		expect(await rows()).toEqual(before)

		await seedOutsidePosts(
			seed,
			posts.map((post) =>
				post.slug === 'lendo-a-dre' ? { ...post, title: 'Entendendo a DRE' } : post,
			),
		)
		const after = await rows()
		expect(after).toEqual(
			before.map((row) =>
				row.slug === 'lendo-a-dre' ? { ...row, title: 'Entendendo a DRE' } : row,
			),
		)
		const found = outsidePostListSchema.parse(
			await (await api.get('/outside/posts?query=entendendo')).json(),
		)
		expect(found.map((post) => post.id)).toEqual([
			before.find((row) => row.slug === 'lendo-a-dre')?.id,
		])
	})
})
