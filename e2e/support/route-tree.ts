import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// The web app's route tree as Remix reads it from app/routes, for checks that must cover every
// route (foreign-ids.spec's posts, every-page.spec's sweep): a new route module is found here, so
// a check that lists routes by hand fails until it says what to do with the new one.

const ROUTES_DIR = 'app/routes'

/** A route module's id (its file or folder name) and the module's file. */
export function routeModules(): Array<{ id: string; file: string }> {
	return readdirSync(ROUTES_DIR).flatMap((entry) => {
		const full = path.join(ROUTES_DIR, entry)
		if (statSync(full).isDirectory()) {
			const file = ['route.tsx', 'route.ts']
				.map((name) => path.join(full, name))
				.find((candidate) => existsSync(candidate))
			return file ? [{ id: entry, file }] : []
		}
		if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) return []
		return [{ id: entry.replace(/\.tsx?$/, ''), file: full }]
	})
}

/**
 * The URL pattern of a flat route id, as Remix reads it: `.` is `/`, `$x` a parameter (`:x`),
 * `$` alone the splat, a segment with a leading `_` a pathless layout, a trailing `_` leaves its
 * parent's layout, and `_index` the index route — which a post reaches with `?index`.
 */
export function urlPatternOf(routeId: string): string {
	let index = false
	const segments: string[] = []
	for (const segment of routeId.split('.')) {
		if (segment === '_index') index = true
		else if (segment.startsWith('_')) continue
		else if (segment === '$') segments.push('*')
		else {
			const name = segment.replace(/_$/, '')
			segments.push(name.startsWith('$') ? `:${name.slice(1)}` : name)
		}
	}
	return `/${segments.join('/')}${index ? '?index' : ''}`
}
