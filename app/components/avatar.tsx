import { useState } from 'react'

/**
 * Twenty backgrounds for the initials, each dark enough for white text (WCAG AA, at least
 * 4.5:1; avatar.test.ts computes it). Hues are spread round the colour wheel and listed out of
 * order, alternating lighter and darker, so names whose character codes add up to neighbouring
 * numbers still get colours that are easy to tell apart.
 */
export const AVATAR_COLORS = [
	'#c6392f',
	'#186525',
	'#7754d7',
	'#884620',
	'#1d7c49',
	'#7e2cbc',
	'#886620',
	'#176351',
	'#b02ec4',
	'#5d5b16',
	'#1d767c',
	'#9b2487',
	'#5c741b',
	'#1f5e82',
	'#c22e7d',
	'#386317',
	'#3367cf',
	'#a52744',
	'#2a7c1d',
	'#3f44d2',
] as const

/** The full name as written: name, a space and the surname when there is one. */
export function fullNameOf(name: string, surname?: string | null) {
	return surname ? `${name} ${surname}` : name
}

// Array.from splits by code point, so a letter outside the BMP is not cut in half.
function firstLetter(word: string) {
	return Array.from(word)[0] ?? ''
}

/**
 * Two letters for the avatar: the first of the name and of the surname; without a surname, the
 * first letters of the first two words of the name, or the first two letters of a single word.
 */
export function initialsOf(name: string, surname?: string | null) {
	const words = name.trim().split(/\s+/).filter(Boolean)
	const surnameWord = surname?.trim() ?? ''
	const first = words[0] ?? ''
	let initials: string
	if (surnameWord) initials = firstLetter(first) + firstLetter(surnameWord)
	else if (words[1]) initials = firstLetter(first) + firstLetter(words[1])
	else initials = Array.from(first).slice(0, 2).join('')
	// Not toLocaleUpperCase: server and browser locales may differ, and so would the markup.
	return initials.toUpperCase()
}

/** Which of AVATAR_COLORS a full name gets: the sum of its character codes modulo 20. */
export function avatarColorIndex(fullName: string) {
	let sum = 0
	for (let index = 0; index < fullName.length; index++) sum += fullName.charCodeAt(index)
	return sum % AVATAR_COLORS.length
}

export type AvatarProps = {
	name: string
	surname?: string | null
	/** The photo's URL (the caller turns a multimedia id into its link); null shows initials. */
	photo?: string | null
	/** Width and height in CSS pixels. */
	size?: number
	/**
	 * What assistive technology reads; the full name by default. Pass '' when the name is
	 * already written next to the avatar, so it is not read twice.
	 */
	label?: string
}

export function Avatar({ name, surname, photo, size = 50, label }: AvatarProps) {
	// A photo that fails to load falls back to the initials rather than a broken image.
	const [failedPhoto, setFailedPhoto] = useState<string | null>(null)
	const fullName = fullNameOf(name, surname)
	const accessibleName = label ?? fullName

	if (photo && photo !== failedPhoto) {
		return (
			<img
				src={photo}
				alt={accessibleName}
				width={size}
				height={size}
				onError={() => setFailedPhoto(photo)}
				className="shrink-0 rounded-full object-cover"
				style={{ width: size, height: size }}
			/>
		)
	}

	const decorative = accessibleName === ''
	return (
		<span
			role={decorative ? undefined : 'img'}
			aria-label={decorative ? undefined : accessibleName}
			aria-hidden={decorative || undefined}
			className="inline-flex shrink-0 items-center justify-center rounded-full leading-none font-semibold text-white select-none"
			style={{
				width: size,
				height: size,
				fontSize: Math.round(size * 0.4),
				backgroundColor: AVATAR_COLORS[avatarColorIndex(fullName)],
			}}
		>
			{initialsOf(name, surname)}
		</span>
	)
}
