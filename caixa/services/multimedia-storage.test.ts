import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileMultimediaStorage } from './multimedia-storage'

describe('file multimedia storage', () => {
	let root: string

	beforeEach(async () => {
		root = await mkdtemp(path.join(tmpdir(), 'caixa-storage-'))
	})

	afterEach(async () => {
		await rm(root, { recursive: true, force: true })
	})

	const bytes = (text: string) => new TextEncoder().encode(text)

	it('keeps the files of a key in its own folder and gives them back', async () => {
		const storage = fileMultimediaStorage(root)
		await storage.put('abc', { 'standard.jpg': bytes('big'), 'sample.jpg': bytes('small') })
		expect(await readdir(root)).toEqual(['abc'])
		expect((await readdir(path.join(root, 'abc'))).sort()).toEqual(['sample.jpg', 'standard.jpg'])
		expect(new TextDecoder().decode((await storage.get('abc', 'sample.jpg')) ?? undefined)).toBe(
			'small',
		)
	})

	it('answers null for a key or file that is not there', async () => {
		const storage = fileMultimediaStorage(root)
		expect(await storage.get('nothing', 'standard.jpg')).toBeNull()
		await storage.put('abc', { 'standard.jpg': bytes('big') })
		expect(await storage.get('abc', 'sample.jpg')).toBeNull()
	})

	it('removes a key with its files, and removing it again is fine', async () => {
		const storage = fileMultimediaStorage(root)
		await storage.put('abc', { 'standard.jpg': bytes('big') })
		await storage.remove('abc')
		await storage.remove('abc')
		expect(await readdir(root)).toEqual([])
	})

	it('writes a key once, and leaves nothing behind when it cannot', async () => {
		const storage = fileMultimediaStorage(root)
		await storage.put('abc', { 'standard.jpg': bytes('first') })
		await expect(storage.put('abc', { 'standard.jpg': bytes('second') })).rejects.toThrow()
		expect(await readdir(root)).toEqual(['abc'])
		expect(new TextDecoder().decode((await storage.get('abc', 'standard.jpg')) ?? undefined)).toBe(
			'first',
		)
	})

	it('never builds a path outside its folder', async () => {
		const storage = fileMultimediaStorage(root)
		await expect(storage.get('..', 'caixa.sqlite')).rejects.toThrow(/unsafe/)
		await expect(storage.get('abc', '../../etc/passwd')).rejects.toThrow(/unsafe/)
		await expect(storage.put('a/b', { 'x.jpg': bytes('x') })).rejects.toThrow(/unsafe/)
		await expect(storage.remove('../')).rejects.toThrow(/unsafe/)
		expect(await readdir(root)).toEqual([])
	})
})
