import { describe, expect, test } from 'vitest'
import { AVATAR_COLORS, avatarColorIndex, fullNameOf, initialsOf } from './avatar'

// WCAG 2 relative luminance of an sRGB colour written #rrggbb.
function relativeLuminance(hex: string) {
	const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
	const [r = 0, g = 0, b = 0] = channels.map((value) =>
		value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
	)
	return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrastWithWhite(hex: string) {
	return (1 + 0.05) / (relativeLuminance(hex) + 0.05)
}

describe('initialsOf', () => {
	test('takes the first letter of the name and of the surname', () => {
		expect(initialsOf('Ana', 'Silva')).toBe('AS')
		expect(initialsOf('Ana Maria', 'Souza Lima')).toBe('AS')
	})

	test('without a surname takes the first letters of the first two words', () => {
		expect(initialsOf('Maria Clara')).toBe('MC')
		expect(initialsOf('  padaria   do bairro ')).toBe('PD')
	})

	test('without a surname and with one word takes its first two letters', () => {
		expect(initialsOf('Joaquim')).toBe('JO')
		expect(initialsOf('Jo', '')).toBe('JO')
		expect(initialsOf('J')).toBe('J')
	})

	test('a blank surname counts as none', () => {
		expect(initialsOf('Bruno', '   ')).toBe('BR')
		expect(initialsOf('Bruno', null)).toBe('BR')
	})

	test('keeps accented letters and upper-cases them', () => {
		expect(initialsOf('élio', 'ávila')).toBe('ÉÁ')
	})

	test('does not split a character outside the basic plane', () => {
		expect(initialsOf('𝒜na')).toBe('𝒜N')
	})

	test('an empty name gives no initials', () => {
		expect(initialsOf('')).toBe('')
	})
})

describe('avatarColorIndex', () => {
	test('is the sum of the character codes modulo 20', () => {
		// 'A' 65 + 'b' 98 = 163, and 163 % 20 = 3
		expect(avatarColorIndex('Ab')).toBe(3)
		const name = 'Ana Silva'
		const sum = [...name].reduce((total, character) => total + character.charCodeAt(0), 0)
		expect(avatarColorIndex(name)).toBe(sum % 20)
	})

	test('the full name is name, space, surname as written', () => {
		expect(fullNameOf('Ana', 'Silva')).toBe('Ana Silva')
		expect(fullNameOf('Ana')).toBe('Ana')
		// Case matters: the name is taken as written.
		expect(avatarColorIndex('ana silva')).not.toBe(avatarColorIndex('Ana Silva'))
	})

	test('always gives an index of the palette', () => {
		for (const name of ['', 'a', 'Ana Silva', 'Zé', 'Ωmega', 'x'.repeat(500)]) {
			const index = avatarColorIndex(name)
			expect(index).toBeGreaterThanOrEqual(0)
			expect(index).toBeLessThan(AVATAR_COLORS.length)
			expect(AVATAR_COLORS[index]).toBeDefined()
		}
	})
})

describe('AVATAR_COLORS', () => {
	test('has 20 different colours', () => {
		expect(AVATAR_COLORS).toHaveLength(20)
		expect(new Set(AVATAR_COLORS.map((color) => color.toLowerCase())).size).toBe(20)
		for (const color of AVATAR_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/i)
	})

	test.each(AVATAR_COLORS)('white text on %s meets WCAG AA (4.5:1)', (color) => {
		expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5)
	})

	test('the contrast formula gives the known extremes', () => {
		expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5)
		expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5)
	})
})
