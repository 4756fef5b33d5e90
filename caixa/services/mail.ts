import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { type Clock, systemClock } from './clock'

export interface MailMessage {
	to: string
	subject: string
	text: string
	html?: string
}

export interface Mailer {
	sendMail(message: MailMessage): Promise<void>
}

export interface MailerConfig {
	from: string
	/** smtp(s)://user:pass@host:port — when absent, messages go to the outbox folder. */
	smtpUrl?: string
	dataDir: string
	clock?: Clock
}

export function createMailer(config: MailerConfig): Mailer {
	return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer(config)
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
	let transport: Transporter | undefined
	return {
		async sendMail(message) {
			transport ??= nodemailer.createTransport(smtpUrl)
			await transport.sendMail({ from, ...message })
		},
	}
}

/** The first http(s) link of a text: the one a sign-in mail asks the reader to open. */
export function firstLink(text: string): string | undefined {
	return /https?:\/\/[^\s<>"')]+/.exec(text)?.[0]
}

// Without a mail server (a laptop, a test run) each message becomes a JSON file under
// DATA_DIR/outbox/ and its link goes to the log, so signing in still works.
function outboxMailer(config: MailerConfig): Mailer {
	const clock = config.clock ?? systemClock
	const outbox = path.join(config.dataDir, 'outbox')
	return {
		async sendMail(message) {
			const sentAt = new Date(clock.now()).toISOString()
			// Sortable by time, and free of ':' for filesystems that refuse it.
			const file = path.join(outbox, `${sentAt.replace(/[-:.]/g, '')}-${randomUUID()}.json`)
			await mkdir(outbox, { recursive: true })
			await writeFile(file, JSON.stringify({ from: config.from, sentAt, ...message }, null, '\t'))
			const link = firstLink(message.text)
			console.log(`[mail] to ${message.to}: ${message.subject}${link ? ` — ${link}` : ''}`)
		},
	}
}
