import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { caixaEnv } from '@caixa/env'

/**
 * Where the bytes of photos live, apart from the database (which keeps only their key and
 * sizes). A multimedia is a key holding a few named files (`standard.jpg`, `sample.jpg`). Files
 * under DATA_DIR for now; an S3-compatible bucket can implement the same three calls later, each
 * file an object named `${key}/${name}`.
 */
export interface MultimediaStorage {
	/** Stores every file of a key, all or none; a key is written once. */
	put(key: string, files: Readonly<Record<string, Uint8Array>>): Promise<void>
	/** One file's bytes, or null when the key or the file does not exist. */
	get(key: string, name: string): Promise<Uint8Array<ArrayBuffer> | null>
	/** Removes a key and its files; removing what is not there is no error. */
	remove(key: string): Promise<void>
}

// Keys and names come from our own code (UUIDs, fixed names), but a path built from them must
// never leave the root, whatever a caller passes.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

function segment(value: string, what: string): string {
	if (!SAFE_SEGMENT.test(value) || value.includes('..')) {
		throw new Error(`Multimedia storage: unsafe ${what} ${JSON.stringify(value)}`)
	}
	return value
}

/** The files of key `k` live in `${root}/k/`. */
export function fileMultimediaStorage(root: string): MultimediaStorage {
	const folderOf = (key: string) => path.join(root, segment(key, 'key'))
	return {
		async put(key, files) {
			const folder = folderOf(key)
			// Written beside the final folder and renamed into place: a reader sees all the
			// files or none, and a crash half-way leaves only a dot-folder no key points at.
			const incoming = path.join(root, `.incoming-${randomUUID()}`)
			await mkdir(incoming, { recursive: true })
			try {
				for (const [name, bytes] of Object.entries(files)) {
					await writeFile(path.join(incoming, segment(name, 'file name')), bytes)
				}
				await rename(incoming, folder)
			} catch (error) {
				await rm(incoming, { recursive: true, force: true })
				throw error
			}
		},
		async get(key, name) {
			try {
				return new Uint8Array(await readFile(path.join(folderOf(key), segment(name, 'file name'))))
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		async remove(key) {
			await rm(folderOf(key), { recursive: true, force: true })
		},
	}
}

function isMissing(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code
	return code === 'ENOENT' || code === 'ENOTDIR'
}

/**
 * The process's storage: files under `${DATA_DIR}/multimedia`, the folder decided on first use
 * so that building the app reads no configuration.
 */
export function defaultMultimediaStorage(): MultimediaStorage {
	let storage: MultimediaStorage | undefined
	const current = () =>
		(storage ??= fileMultimediaStorage(path.join(caixaEnv().DATA_DIR, 'multimedia')))
	return {
		put: (key, files) => current().put(key, files),
		get: (key, name) => current().get(key, name),
		remove: (key) => current().remove(key),
	}
}
