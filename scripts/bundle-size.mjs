// The JavaScript a route's first load makes the browser fetch, gzipped: the entry, the manifest
// (with lazy route discovery, only the part of it the page carries inline),
// and, for every route of the match (root, layouts, the page), its module and the chunks it
// imports, each file counted once. Reads the Remix classic compiler's manifest in public/build.
// The shell is what every page loads (the entry, its chunks, the manifest, the root route and
// its chunks); "beyond" is a page's first load less the shell. Code a page fetches later (a menu
// on first use, React.lazy) is not first-load and not counted; nor are the translations, a JSON
// file fetched beside the scripts (one language, routes/locales.$file.ts).
//
//   node scripts/bundle-size.mjs                 every page, biggest first: first load, beyond
//   node scripts/bundle-size.mjs --check         exits 1 when a page of the budget's `pages` is
//                                                over its first-load limit (unless listed in
//                                                `overPages`, with the figure it may not
//                                                exceed), when any page is more
//                                                than `beyondShell` past the shell (unless listed
//                                                in `overBeyondShell`, with the figure it may not
//                                                exceed), or when a browser file holds data that
//                                                must stay on the server (`mustNotShip` markers)
//   node scripts/bundle-size.mjs --json          the shell and every page in bytes, as JSON
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

// With lazy route discovery (remix.config.js) the page never fetches the manifest file: its
// <script> carries part of it inline (@remix-run/server-runtime's getPartialManifest: the routes
// of its match and of each shorter path, "/" included), counted here as that JSON, gzipped.
const { default: remixConfig } = await import(new URL('../remix.config.js', import.meta.url))
const lazyRouteDiscovery = Boolean(remixConfig.future?.v3_lazyRouteDiscovery)

const gzSizes = new Map()
function gzSize(url) {
	if (!gzSizes.has(url)) {
		const inline = inlineManifests.get(url)
		const bytes = inline ?? readFileSync(join(publicDir, url))
		gzSizes.set(url, gzipSync(bytes).length)
	}
	return gzSizes.get(url)
}
const inlineManifests = new Map()
/** What a page loads of the manifest: the file, or the part of it the HTML carries inline. */
function manifestPart(routes) {
	if (!lazyRouteDiscovery) return manifestUrl
	const key = `(inline manifest: ${routes.map((route) => route.id).join(', ')})`
	if (!inlineManifests.has(key)) {
		const part = { ...manifest, routes: {} }
		for (const route of routes) part.routes[route.id] = route
		inlineManifests.set(key, JSON.stringify(part))
	}
	return key
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

/** A page's routes and those of the pages at each shorter path (see manifestPart). */
function initialRoutes(route) {
	const routes = new Set(chain(route))
	const segments = urlOf(route).split('/').filter(Boolean)
	for (segments.pop(); ; segments.pop()) {
		const path = '/' + segments.join('/')
		const page = Object.values(manifest.routes).find(
			(candidate) => !hasChildren.has(candidate.id) && urlOf(candidate) === path,
		)
		if (page) for (const at of chain(page)) routes.add(at)
		if (segments.length === 0) break
	}
	return [...routes]
}
const shellFiles = new Set([
	manifestPart([manifest.routes.root]),
	manifest.entry.module,
	...manifest.entry.imports,
	manifest.routes.root.module,
	...(manifest.routes.root.imports ?? []),
])
const shellBytes = [...shellFiles].reduce((sum, url) => sum + gzSize(url), 0)
const pages = Object.values(manifest.routes)
	// A page is a route nothing nests in (a layout with an index is reached through its index).
	.filter((route) => !hasChildren.has(route.id))
	.map((route) => {
		const files = new Set([manifestPart(initialRoutes(route)), manifest.entry.module])
		for (const url of manifest.entry.imports) files.add(url)
		for (const at of chain(route)) {
			files.add(at.module)
			for (const url of at.imports ?? []) files.add(url)
		}
		const bytes = [...files].reduce((sum, url) => sum + gzSize(url), 0)
		const beyond = [...files]
			.filter((url) => !shellFiles.has(url))
			.reduce((sum, url) => sum + gzSize(url), 0)
		return { url: urlOf(route), id: route.id, bytes, beyond }
	})
	.sort((a, b) => b.bytes - a.bytes)

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6) + ' KB'
if (args.includes('--json')) {
	console.log(JSON.stringify({ shell: shellBytes, pages }, null, '\t'))
} else if (!check) {
	console.log(`${kb(shellBytes)}  the shell (every page loads it)`)
	console.log('first load  beyond the shell')
	for (const page of pages) {
		console.log(`${kb(page.bytes)}  ${kb(page.beyond)}  ${page.url}  (${page.id})`)
	}
}

if (check) {
	const {
		pages: budget,
		overPages = {},
		beyondShell,
		overBeyondShell = {},
		mustNotShip = {},
	} = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'))
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
	console.log(`bundle budget (first-load JS, gzipped; the shell ${shellBytes} B):`)
	// A page of `pages` against its limit; one listed in `overPages` against its recorded figure,
	// which may only come down (lower it as the page shrinks; drop it once within the limit).
	for (const [url, target] of Object.entries(budget)) {
		const page = pages.find((candidate) => candidate.url === url)
		if (!page) {
			console.error(`  ${url}: no such page in the build`)
			over++
			continue
		}
		const listed = overPages[url]
		const limit = listed ?? target
		if (page.bytes > limit) over++
		else if (listed !== undefined && page.bytes <= target) {
			console.error(`  ${url} is within ${target} B now: drop it from overPages`)
			over++
		}
		const verdict = page.bytes > limit ? 'OVER' : listed !== undefined ? 'debt' : 'ok'
		console.log(
			`  ${verdict.padEnd(4)} ${url}: ${page.bytes} B of ${limit} B` +
				(listed !== undefined ? ` (the target: ${target} B)` : ''),
		)
	}
	// Every page against the limit past the shell; a listed page against its own recorded figure,
	// which may only come down (lower it as pages shrink; drop the entry once under the limit).
	let listedOver = 0
	for (const page of pages) {
		const listed = overBeyondShell[page.url]
		const limit = listed ?? beyondShell
		if (page.beyond > limit) {
			console.error(`  OVER ${page.url}: ${page.beyond} B beyond the shell, of ${limit} B`)
			over++
		} else if (listed !== undefined) {
			if (page.beyond <= beyondShell) {
				console.error(`  ${page.url} is within ${beyondShell} B now: drop it from overBeyondShell`)
				over++
			} else listedOver++
		}
	}
	for (const url of Object.keys(overBeyondShell)) {
		if (!pages.some((page) => page.url === url)) {
			console.error(`  ${url} (overBeyondShell): no such page in the build`)
			over++
		}
	}
	console.log(
		`  every page within ${beyondShell} B beyond the shell, but ${listedOver} listed in overBeyondShell`,
	)
	if (over) {
		console.error(`${over} check(s) of the bundle budget failed (scripts/bundle-budget.json)`)
		process.exit(1)
	}
}
