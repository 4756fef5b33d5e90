import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { type MailMessage } from '@caixa/services/mail'
import { accessLinkOf } from './access-link'

// For Playwright against the real API without a mail server: the outbox mailer writes each
// message to DATA_DIR/outbox/<sentAt>-<uuid>.json (services/mail.ts), and a journey that signs
// in by e-mail reads its link back from there.

/** The newest mail to `email` in the outbox of `dataDir`, or undefined when there is none. */
export async function latestMail(dataDir: string, email: string): Promise<MailMessage | undefined> {
	const outbox = path.join(dataDir, 'outbox')
	const names = await readdir(outbox).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return []
		throw error
	})
	// Names start with the sending moment, to the millisecond; within one, the later write wins.
	const files = await Promise.all(
		names
			.filter((name) => name.endsWith('.json'))
			.map(async (name) => {
				const file = path.join(outbox, name)
				return { file, name, written: (await stat(file)).mtimeMs }
			}),
	)
	const sentAt = (name: string) => name.split('-')[0] ?? ''
	files.sort((a, b) => sentAt(b.name).localeCompare(sentAt(a.name)) || b.written - a.written)
	const to = email.trim().toLowerCase()
	for (const { file } of files) {
		const message = JSON.parse(await readFile(file, 'utf8')) as MailMessage
		if (message.to.toLowerCase() === to) return message
	}
	return undefined
}

/**
 * The `/access/{token}` path (with its `?redirect=`) of the newest mail to `email`, ready to open
 * on the web app. Throws when the newest mail to that address has none: an address without an
 * account is mailed an offer to create one instead.
 */
export async function latestAccessLink(dataDir: string, email: string): Promise<string> {
	const message = await latestMail(dataDir, email)
	if (!message) throw new Error(`No mail to ${email} in ${path.join(dataDir, 'outbox')}`)
	const link = accessLinkOf(message.text)
	if (!link)
		throw new Error(`The newest mail to ${email} ("${message.subject}") has no access link`)
	return link.path
}
