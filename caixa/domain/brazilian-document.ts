import { type DocumentType } from '@caixa/contract/client-or-supplier'

/*
 * Brazil's tax ids, checked as the Receita Federal computes them (pure functions, no package: the
 * rules are a few lines, and the small packages around either lag the alphanumeric CNPJ or pull
 * in formatting and generators we do not need).
 *
 * - CPF (people): 11 digits, the last two check digits (mod 11, weights 10…2 then 11…2).
 * - CNPJ (companies): 14 characters, the last two check digits (mod 11, weights 5…2,9…2 then
 *   6…2,9…2). From July 2026 (IN RFB 2.229/2024) the first 12 may be capital letters as well as
 *   digits; each character counts as its char code − 48 (so 0–9 are themselves, A is 17), which
 *   leaves every numeric CNPJ as it was. The check digits stay digits.
 * A number made of one repeated character passes the arithmetic but is never issued: refused.
 */

export type DocumentCheck =
	| { ok: true; document: string; type: DocumentType }
	| { ok: false; reason: 'LENGTH' | 'CHECK_DIGITS' | 'CHARACTERS' }

/** Drops what people type around a document: dots, dashes, slashes, spaces. Letters go upper-case. */
export function normalizeBrazilianDocument(text: string): string {
	return text.replace(/[\s./-]/g, '').toUpperCase()
}

/** A CPF or CNPJ, told apart by length, with its check digits; answers the normalised form. */
export function checkBrazilianDocument(text: string): DocumentCheck {
	const document = normalizeBrazilianDocument(text)
	if (/^\d{11}$/.test(document)) {
		return isValidCpf(document) ? { ok: true, document, type: 'CPF' } : fail('CHECK_DIGITS')
	}
	if (document.length === 14) {
		if (!/^[0-9A-Z]{12}\d{2}$/.test(document)) return fail('CHARACTERS')
		return isValidCnpj(document) ? { ok: true, document, type: 'CNPJ' } : fail('CHECK_DIGITS')
	}
	return fail(/^[0-9A-Z]*$/.test(document) ? 'LENGTH' : 'CHARACTERS')
}

function fail(reason: 'LENGTH' | 'CHECK_DIGITS' | 'CHARACTERS'): DocumentCheck {
	return { ok: false, reason }
}

/** 11 digits whose last two are their check digits. */
export function isValidCpf(text: string): boolean {
	const cpf = normalizeBrazilianDocument(text)
	if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
	const values = [...cpf].map(Number)
	const digit = (length: number) => {
		let sum = 0
		for (let index = 0; index < length; index += 1) {
			sum += (values[index] ?? 0) * (length + 1 - index)
		}
		const rest = (sum * 10) % 11
		return rest === 10 ? 0 : rest
	}
	return digit(9) === values[9] && digit(10) === values[10]
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/** 14 characters (12 digits or capitals, then 2 digits) whose last two are their check digits. */
export function isValidCnpj(text: string): boolean {
	const cnpj = normalizeBrazilianDocument(text)
	if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false
	const values = [...cnpj].map((character) => character.charCodeAt(0) - 48)
	const digit = (length: number) => {
		// The first digit weighs the 12 characters 5…2,9…2; the second the 13 with 6…2,9…2.
		const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - length)
		let sum = 0
		for (let index = 0; index < length; index += 1) {
			sum += (values[index] ?? 0) * (weights[index] ?? 0)
		}
		const rest = sum % 11
		return rest < 2 ? 0 : 11 - rest
	}
	return digit(12) === values[12] && digit(13) === values[13]
}

/** 12345678909 → 123.456.789-09; 12ABC34501DE35 → 12.ABC.345/01DE-35; anything else as it is. */
export function formatBrazilianDocument(document: string): string {
	if (/^\d{11}$/.test(document)) {
		return document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
	}
	if (/^[0-9A-Z]{12}\d{2}$/.test(document)) {
		return document.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5')
	}
	return document
}

/** What a stored document is: a CPF, a CNPJ, or (elsewhere, or free text) neither. */
export function brazilianDocumentType(document: string): DocumentType | null {
	if (/^\d{11}$/.test(document)) return 'CPF'
	if (/^[0-9A-Z]{12}\d{2}$/.test(document)) return 'CNPJ'
	return null
}
