import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { Avatar, AVATAR_COLORS, avatarColorIndex } from './avatar'
import { TOAST_DURATION_MS, Toaster } from './toaster'
import { ErrorList, Field, SelectField } from './ui/field'

// What the server sends, which is also what a browser without JavaScript shows.
const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })

function render(node: ReactNode) {
	return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
}

describe('Avatar', () => {
	test('shows the photo with the full name as its text alternative', () => {
		const html = render(<Avatar name="Ana" surname="Silva" photo="/photo.jpg" />)
		expect(html).toContain('<img')
		expect(html).toContain('src="/photo.jpg"')
		expect(html).toContain('alt="Ana Silva"')
		expect(html).toContain('width="50"')
	})

	test('without a photo shows the initials on the colour of the full name', () => {
		const html = render(<Avatar name="Ana" surname="Silva" photo={null} size={40} />)
		const color = AVATAR_COLORS[avatarColorIndex('Ana Silva')] ?? ''
		expect(html).toContain('role="img"')
		expect(html).toContain('aria-label="Ana Silva"')
		expect(html).toContain('>AS</span>')
		expect(html).toContain(`background-color:${color}`)
		expect(html).toContain('width:40px')
	})

	test('an empty label hides it from assistive technology', () => {
		expect(render(<Avatar name="Ana" label="" />)).toContain('aria-hidden="true"')
		expect(render(<Avatar name="Ana" photo="/a.jpg" label="" />)).toContain('alt=""')
	})
})

describe('Toaster', () => {
	test('renders nothing without a toast', () => {
		expect(render(<Toaster toast={null} />)).toBe('')
	})

	test('a success is a polite status with its title and description', () => {
		const html = render(
			<Toaster
				toast={{ id: '1', type: 'success', title: 'Saved', description: 'The payment is saved' }}
			/>,
		)
		expect(html).toContain('role="status"')
		expect(html).toContain('aria-live="polite"')
		expect(html).toContain('Saved')
		expect(html).toContain('The payment is saved')
	})

	test('an error is an alert', () => {
		const html = render(<Toaster toast={{ id: '2', type: 'error', title: 'Failed' }} />)
		expect(html).toContain('role="alert"')
		expect(html).not.toContain('role="status"')
	})

	test('fades out by CSS after 5000 ms, so it also leaves with JavaScript off', () => {
		expect(TOAST_DURATION_MS).toBe(5000)
		const html = render(<Toaster toast={{ id: '3', type: 'info', title: 'Hello' }} />)
		expect(html).toContain('--toast-duration:5000ms')
		expect(html).toContain('data-toast=""')
		// The animation lives in the stylesheet: the CSP takes no inline <style> without a nonce.
		const stylesheet = readFileSync(new URL('../tailwind.css', import.meta.url), 'utf8')
		expect(stylesheet).toContain('@keyframes caixa-toast-out')
		expect(stylesheet).toMatch(
			/\[data-toast\] \{\s*animation: caixa-toast-out var\(--toast-duration\) linear forwards;/,
		)
	})

	test('stands at the top of the viewport, clear of the floating box and of a form’s end', () => {
		const html = render(<Toaster toast={{ id: '5', type: 'success', title: 'Saved' }} />)
		expect(html).toMatch(/fixed[^"]*top-0/)
		expect(html).not.toContain('bottom-0')
	})

	test('has no close button before hydration, where it could not work', () => {
		const html = render(<Toaster toast={{ id: '4', type: 'info', title: 'Hello' }} />)
		expect(html).not.toContain('<button')
	})
})

describe('Field', () => {
	test('wires the label, the invalid state and the errors to the input', () => {
		const html = render(
			<Field
				label="E-mail"
				inputProps={{ id: 'email', name: 'email', type: 'email' }}
				errors={['Required', 'Required', null]}
			/>,
		)
		expect(html).toContain('<label for="email"')
		expect(html).toContain('aria-invalid="true"')
		expect(html).toContain('aria-describedby="email-error"')
		expect(html).toContain('<ul id="email-error"')
		// The same message once.
		expect(html.match(/<li>Required<\/li>/g)).toHaveLength(1)
	})

	test('without errors the input is not invalid and points at nothing missing', () => {
		const html = render(
			<Field
				label="E-mail"
				inputProps={{ id: 'email', name: 'email', 'aria-describedby': 'email-error' }}
			/>,
		)
		expect(html).not.toContain('aria-invalid')
		expect(html).not.toContain('aria-describedby')
		expect(html).not.toContain('<ul')
	})

	test('describes the input with its help text', () => {
		const html = render(
			<Field label="Name" inputProps={{ id: 'name' }} description="As on your documents" />,
		)
		expect(html).toContain('aria-describedby="name-description"')
		expect(html).toContain('id="name-description"')
	})

	test('gives the input an id when none is passed', () => {
		const html = render(<Field label="Name" inputProps={{ name: 'name' }} />)
		const id = /<input id="([^"]+)"/.exec(html)?.[1]
		expect(id).toBeTruthy()
		expect(html).toContain(`for="${id}"`)
	})

	test('an error list with no messages renders nothing', () => {
		expect(render(<ErrorList errors={[]} />)).toBe('')
		expect(render(<ErrorList errors={[undefined, null]} />)).toBe('')
	})

	test('an error list is an alert, its list keeping the id a form or field points at', () => {
		const html = render(<ErrorList id="form-error" errors={['Try again in a moment.']} />)
		expect(html).toMatch(/^<div role="alert"><ul id="form-error"/)
		expect(html).toContain('<li>Try again in a moment.</li>')
	})
})

describe('SelectField', () => {
	test('wires its label, options and errors like Field', () => {
		const html = render(
			<SelectField
				label="Language"
				selectProps={{ id: 'language', name: 'language', defaultValue: 'pt-BR' }}
				options={[
					{ value: 'en-US', label: 'English (US)', lang: 'en-US' },
					{ value: 'pt-BR', label: 'Português (Brasil)', lang: 'pt-BR' },
				]}
				errors={['Choose one of the options.']}
			/>,
		)
		expect(html).toContain('<label for="language"')
		expect(html).toContain('<select id="language"')
		expect(html).toContain('aria-invalid="true"')
		expect(html).toContain('aria-describedby="language-error"')
		expect(html).toContain(
			'<option value="pt-BR" lang="pt-BR" selected="">Português (Brasil)</option>',
		)
		expect(html).toContain('<li>Choose one of the options.</li>')
	})
})
