import { type MailMessage, type Mailer } from '@caixa/services/mail'

/** A mailer that keeps what it is given, for tests that read the mail an action sent. */
export interface MemoryMailer extends Mailer {
	sent: MailMessage[]
}

export function memoryMailer(): MemoryMailer {
	const sent: MailMessage[] = []
	return {
		sent,
		sendMail: (message) => {
			sent.push(message)
			return Promise.resolve()
		},
	}
}
