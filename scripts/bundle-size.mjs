// The JavaScript a route's first load makes the browser fetch, gzipped: the entry, the manifest,
// and, for every route of the match (root, layouts, the page), its module and the chunks it
// imports, each file counted once. Reads the Remix classic compiler's manifest in public/build.
//
//   node scripts/bundle-size.mjs                 every page, biggest first
//   node scripts/bundle-size.mjs --check         only the pages of scripts/bundle-budget.json, and
//                                                exits 1 when one is over its budget, or when a
//                                                browser file holds data that must stay on the
//                                                server (the budget's mustNotShip markers)
//   node scripts/bundle-size.mjs --dir <build>   another build folder (default public/build)
//
// Sizes are gzip at zlib's default level (6), what a compressing server or CDN usually sends.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const args = process.argv.slice(2)
const check = args.includes('--check')
const dirAt = args.indexOf('--dir')
const buildDir = dirAt >= 0 ? args[dirAt + 1] : new URL('../public/build', import.meta.url).pathname
const publicDir = join(buildDir, '..')

// A build leaves older manifests behind; the newest one is the build's.
const manifestFile = readdirSync(buildDir)
	.filter((name) => /^manifest-.*\.js$/.test(name))
	.map((name) => join(buildDir, name))
	.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
if (!manifestFile) {
	console.error(`no manifest-*.js in ${buildDir}: run npm run build first`)
	process.exit(1)
}
const manifestText = readFileSync(manifestFile, 'utf8')
const manifest = JSON.parse(
	manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1),
)

const gzSizes = new Map()
function gzSize(url) {
	if (!gzSizes.has(url)) gzSizes.set(url, gzipSync(readFileSync(join(publicDir, url))).length)
	return gzSizes.get(url)
}

/** The routes a URL of this route matches, root first. */
function chain(route) {
	const routes = []
	for (let at = route; at; at = manifest.routes[at.parentId]) routes.unshift(at)
	return routes
}

/** "/unit/:unitId/edit", from the paths along the chain (pathless layouts add nothing). */
function urlOf(route) {
	const parts = chain(route)
		.map((at) => at.path ?? '')
		.filter(Boolean)
	return (
		'/' +
		parts
			.join('/')
			.replace(/\$(\w+)/g, ':$1')
			.replace(/^\//, '')
	)
}

const manifestUrl = '/build/' + manifestFile.split('/').pop()
const hasChildren = new Set(Object.values(manifest.routes).map((route) => route.parentId))
const pages = Object.values(manifest.routes)
	// A page is a route nothing nests in (a layout with an index is reached through its index).
	.filter((route) => !hasChildren.has(route.id))
	.map((route) => {
		const files = new Set([manifestUrl, manifest.entry.module, ...manifest.entry.imports])
		for (const at of chain(route)) {
			files.add(at.module)
			for (const url of at.imports ?? []) files.add(url)
		}
		const bytes = [...files].reduce((sum, url) => sum + gzSize(url), 0)
		return { url: urlOf(route), id: route.id, bytes }
	})
	.sort((a, b) => b.bytes - a.bytes)

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6) + ' KB'
if (!check) for (const page of pages) console.log(`${kb(page.bytes)}  ${page.url}  (${page.id})`)

if (check) {
	const { routes: budget, mustNotShip = {} } = JSON.parse(
		readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'),
	)
	let over = 0
	const browserFiles = readdirSync(buildDir, { recursive: true })
		.filter((name) => name.endsWith('.js'))
		.map((name) => join(buildDir, name))
	for (const [what, marker] of Object.entries(mustNotShip)) {
		const shipping = browserFiles.filter((file) => readFileSync(file, 'utf8').includes(marker))
		if (shipping.length) {
			console.error(`  ${what} is in the browser build: ${shipping.join(', ')}`)
			over++
		}
	}
	console.log('bundle budget (first-load JS, gzipped):')
	for (const [url, limit] of Object.entries(budget)) {
		const page = pages.find((candidate) => candidate.url === url)
		if (!page) {
			console.error(`  ${url}: no such page in the build`)
			over++
			continue
		}
		const verdict = page.bytes <= limit ? 'ok' : 'OVER'
		if (page.bytes > limit) over++
		console.log(`  ${verdict.padEnd(4)} ${url}: ${page.bytes} B of ${limit} B`)
	}
	if (over) {
		console.error(`${over} check(s) of the bundle budget failed (scripts/bundle-budget.json)`)
		process.exit(1)
	}
}
