import { endpoints } from '@caixa/contract/endpoints'
import { type OutsidePost } from '@caixa/contract/posts'
import { listOutsidePosts, type OutsidePostRow } from '@caixa/services/outside-posts'
import { type CaixaDependencies } from '../dependencies'
import { routeOf } from '../route-of'
import { createRouter } from '../router'

const listPosts = routeOf(endpoints.outside.posts.list)

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
