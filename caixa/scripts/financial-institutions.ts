import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/*
 * `npx tsx caixa/scripts/financial-institutions.ts [version]`: writes
 * caixa/data/financial-institutions-br.json, Brazil's banks and payment institutions with their
 * official codes, from the npm package `bancos-brasileiros` (a JSON list updated daily from the
 * Banco Central do Brasil's registers: STR participants, COMPE codes, ISPB). The package is read
 * from its tarball, not installed: the app needs 20 kB of it, not 370 kB and a dependency, and the
 * file records which version and day it came from. Run it again to refresh the list.
 */

const PACKAGE = 'bancos-brasileiros'
const OUTPUT = path.resolve(import.meta.dirname, '../data/financial-institutions-br.json')

interface Bank {
	COMPE: string
	ISPB: string
	LongName: string
	ShortName: string
	DateRemoved?: string | null
}

const version = process.argv[2] ?? 'latest'
const work = mkdtempSync(path.join(tmpdir(), 'banks-'))
try {
	const packed = execFileSync(
		'npm',
		['pack', `${PACKAGE}@${version}`, '--pack-destination', work, '--json'],
		{ encoding: 'utf8' },
	)
	const [{ filename, version: exact }] = JSON.parse(packed) as [
		{ filename: string; version: string },
	]
	execFileSync('tar', ['xzf', path.join(work, filename), '-C', work])
	// The file starts with a byte-order mark, which JSON.parse refuses.
	const text = readFileSync(path.join(work, 'package', 'bancos.json'), 'utf8').replace(
		/^\uFEFF/,
		'',
	)
	const banks = JSON.parse(text) as Bank[]
	const institutions = banks
		.filter((bank) => /^\d{3}$/.test(bank.COMPE) && !bank.DateRemoved)
		.map((bank) => ({ code: bank.COMPE, ispb: bank.ISPB, name: bank.LongName.trim() }))
		.sort((a, b) => a.code.localeCompare(b.code))
	const data = {
		source: `npm ${PACKAGE}@${exact} (Banco Central do Brasil registers)`,
		generatedOn: new Date().toISOString().slice(0, 10),
		institutions,
	}
	writeFileSync(OUTPUT, `${JSON.stringify(data, null, '\t')}\n`)
	console.log(`${institutions.length} institutions from ${PACKAGE}@${exact} → ${OUTPUT}`)
} finally {
	rmSync(work, { recursive: true, force: true })
}
