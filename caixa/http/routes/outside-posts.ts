import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type OutsidePost } from '@caixa/contract/posts'
import { listOutsidePosts, type OutsidePostRow } from '@caixa/services/outside-posts'
import { type CaixaDependencies } from '../dependencies'
import { problem } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

const listPosts = createRoute({
	...requestOf(endpoints.outside.posts.list),
	tags: ['public'],
	summary: 'Public help articles, newest first',
	description:
		'Public. `query` keeps the posts whose title, summary or body hold every one of its words, in any case and with or without accents.',
	responses: {
		200: answerOf(endpoints.outside.posts.list, 200, { description: 'A page of posts' }),
		422: problem('A paging or filter value is out of range'),
	},
})

function presentPost(row: OutsidePostRow): OutsidePost {
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		summary: row.summary,
		body: row.body,
		cover: row.cover,
		language: row.language,
		publishedAt: new Date(row.published_at).toISOString(),
	}
}

export function outsidePostsRoutes(deps: CaixaDependencies) {
	return createRouter().openapi(listPosts, async (c) => {
		const db = await deps.database()
		const rows = await listOutsidePosts(db, c.req.valid('query'))
		return c.json(rows.map(presentPost), 200)
	})
}
