// The package source this project installs from lacks some other platforms' native binaries
// (e.g. @tailwindcss/oxide-darwin-arm64), so `npm install` writes a lockfile without their
// entries and `npm ci` then refuses it ("Missing: … from lock file"). This adds each missing
// optional platform package as an entry limited by os/cpu/libc, which npm skips on other
// platforms without fetching. Run it after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs'

const OSES = [
	'aix',
	'android',
	'darwin',
	'freebsd',
	'linux',
	'netbsd',
	'openbsd',
	'openharmony',
	'sunos',
	'win32',
]
const CPUS = [
	'arm64',
	'x64',
	'ia32',
	'arm',
	'loong64',
	'ppc64',
	'riscv64',
	's390x',
	'wasm32',
	'mips64el',
]

function platformOf(name) {
	const tokens = name.split('/').pop().split('-')
	const os = tokens.find((t) => OSES.includes(t))
	const cpu = tokens.find((t) => CPUS.includes(t))
	const libc = tokens.includes('musl') ? 'musl' : tokens.includes('gnu') ? 'glibc' : undefined
	if (!cpu && !os) return undefined
	return {
		...(os ? { os: [os] } : {}),
		...(cpu ? { cpu: [cpu] } : {}),
		...(libc ? { libc: [libc] } : {}),
	}
}

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const added = []
for (const [parentPath, entry] of Object.entries(lock.packages)) {
	for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
		const version = String(spec).replace(/^[\^~=]/, '')
		const atRoot = `node_modules/${name}`
		const nested = `${parentPath ? `${parentPath}/` : ''}node_modules/${name}`
		const existing = lock.packages[nested] ?? lock.packages[atRoot]
		if (existing) continue
		const platform = platformOf(name)
		if (!platform) continue
		lock.packages[atRoot] = { version, optional: true, ...platform }
		added.push(`${name}@${version}`)
	}
}
if (added.length === 0) {
	// Leave the file untouched: a newer lockfile makes the start and test scripts reinstall.
	console.log('fix-lockfile: nothing to add')
} else {
	lock.packages = Object.fromEntries(
		Object.entries(lock.packages).sort(([a], [b]) =>
			a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
		),
	)
	writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
	console.log(`fix-lockfile: added ${added.length} platform entries`)
}
