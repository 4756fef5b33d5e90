import { describe, expect, it } from 'vitest'
import {
	brazilianDocumentType,
	checkBrazilianDocument,
	formatBrazilianDocument,
	isValidCnpj,
	isValidCpf,
	normalizeBrazilianDocument,
} from './brazilian-document'

describe('CPF', () => {
	it('accepts numbers whose check digits are right, with or without punctuation', () => {
		for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', ' 123 456 789 09 ']) {
			expect(isValidCpf(cpf), cpf).toBe(true)
		}
	})

	it('refuses a wrong check digit, a wrong length, letters, and repeated digits', () => {
		for (const cpf of [
			'529.982.247-24',
			'52998224735',
			'5299822472',
			'529982247250',
			'5299822472A',
			'111.111.111-11',
			'00000000000',
			'',
		]) {
			expect(isValidCpf(cpf), cpf).toBe(false)
		}
	})

	it('computes a check digit of 0 when the rest is 10 (the rule’s corner)', () => {
		// 123.456.789-09: the first digit's rest is 10 → 0.
		expect(isValidCpf('12345678909')).toBe(true)
		expect(isValidCpf('12345678919')).toBe(false)
	})
})

describe('CNPJ', () => {
	it('accepts numeric CNPJs with right check digits', () => {
		for (const cnpj of ['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91']) {
			expect(isValidCnpj(cnpj), cnpj).toBe(true)
		}
	})

	it('accepts the alphanumeric CNPJ (IN RFB 2.229/2024), lower case typed', () => {
		// The Receita Federal's own example: 12.ABC.345/01DE-35.
		expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
		expect(isValidCnpj('12abc34501de35')).toBe(true)
		expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false)
		// Letters are never check digits.
		expect(isValidCnpj('12ABC34501DE3A')).toBe(false)
	})

	it('refuses wrong check digits, lengths, and repeated characters', () => {
		for (const cnpj of [
			'11.222.333/0001-82',
			'1122233300018',
			'00000000000000',
			'AAAAAAAAAAAAAA',
		]) {
			expect(isValidCnpj(cnpj), cnpj).toBe(false)
		}
	})
})

describe('checkBrazilianDocument', () => {
	it('tells a CPF from a CNPJ by length and answers the normalised document', () => {
		expect(checkBrazilianDocument('529.982.247-25')).toEqual({
			ok: true,
			document: '52998224725',
			type: 'CPF',
		})
		expect(checkBrazilianDocument('12.abc.345/01de-35')).toEqual({
			ok: true,
			document: '12ABC34501DE35',
			type: 'CNPJ',
		})
	})

	it('says why a document is refused', () => {
		expect(checkBrazilianDocument('529.982.247-24')).toEqual({ ok: false, reason: 'CHECK_DIGITS' })
		expect(checkBrazilianDocument('1234')).toEqual({ ok: false, reason: 'LENGTH' })
		expect(checkBrazilianDocument('12ABC345')).toEqual({ ok: false, reason: 'LENGTH' })
		expect(checkBrazilianDocument('123#4567890')).toEqual({ ok: false, reason: 'CHARACTERS' })
		expect(checkBrazilianDocument('1234567890ABCD')).toEqual({ ok: false, reason: 'CHARACTERS' })
	})
})

describe('formatting', () => {
	it('normalises, formats and types documents', () => {
		expect(normalizeBrazilianDocument(' 529.982.247-25 ')).toBe('52998224725')
		expect(formatBrazilianDocument('52998224725')).toBe('529.982.247-25')
		expect(formatBrazilianDocument('11222333000181')).toBe('11.222.333/0001-81')
		expect(formatBrazilianDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
		expect(formatBrazilianDocument('EIN 12-3456789')).toBe('EIN 12-3456789')
		expect(brazilianDocumentType('52998224725')).toBe('CPF')
		expect(brazilianDocumentType('12ABC34501DE35')).toBe('CNPJ')
		expect(brazilianDocumentType('12-3456789')).toBeNull()
	})
})
