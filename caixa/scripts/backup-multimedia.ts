import { cp, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

// The photos' part of a backup: DATA_DIR/multimedia, a folder per photo (services/multimedia-
// storage.ts). A photo's files never change once its folder is in place, so a plain copy of each
// folder is a true one; a dot-folder is an upload half-written, which no row points at, left out.

/** The photos' folders under `root` (none when it does not exist). */
export async function photoFolders(root: string): Promise<string[]> {
	const entries = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
		if ((error as { code?: unknown }).code === 'ENOENT') return []
		throw error
	})
	return entries
		.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
		.map((entry) => entry.name)
		.sort()
}

/** Copies every photo folder of `from` into `to`; answers how many. */
export async function copyPhotos(from: string, to: string): Promise<number> {
	const folders = await photoFolders(from)
	await mkdir(to, { recursive: true })
	for (const folder of folders) {
		await cp(path.join(from, folder), path.join(to, folder), { recursive: true, force: true })
	}
	return folders.length
}
