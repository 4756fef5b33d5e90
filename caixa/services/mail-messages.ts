import { type Language } from '@caixa/contract/enums'
import { type MailMessage } from './mail'
import { escapeHtml } from '@caixa/domain/escape-html'

// The texts of the product's mails, in every product language, each as plain text and simple HTML.
// No mail greets by name: the name on an account may have been typed by someone other than the
// address's owner, and a mail to that owner must not carry a stranger's words. The one exception
// is a friend's invitation, which is signed with the inviter's name because that is what it is
// (DOMAIN.md "Invite a friend"): it names the inviter, never the invitee, says why the mail came,
// and is rate-limited per inviter and per address (services/friend-invites.ts). A request to audit
// a cashier names its requester too, to the owner who decides on it (services/auditors.ts).

export type MailContent = Omit<MailMessage, 'to'>

interface Message {
	subject: string
	greeting: string
	body: string
	action: string
	footnote: string
}

interface Catalog {
	signIn(minutes: number): Message
	welcome(minutes: number): Message
	alreadyHaveAccount(minutes: number): Message
	noAccount(): Message
	friendInvite(inviter: string): Message
	auditRequest(requester: string, cashier: string, unit: string): Message
}

const catalogs: Record<Language, Catalog> = {
	'en-US': {
		signIn: (minutes) => ({
			subject: 'Your Caixa sign-in link',
			greeting: 'Hello,',
			body: `Open this link to sign in to Caixa. It works once, within ${minutes} minutes.`,
			action: 'Sign in to Caixa',
			footnote:
				'If you did not ask to sign in, ignore this e-mail: nothing happens without the link.',
		}),
		welcome: (minutes) => ({
			subject: 'Welcome to Caixa: confirm your e-mail',
			greeting: 'Hello,',
			body: `Your Caixa account is ready. Open this link to confirm this address and sign in. It works once, within ${minutes} minutes.`,
			action: 'Confirm and sign in',
			footnote: 'If you did not create an account, ignore this e-mail.',
		}),
		alreadyHaveAccount: (minutes) => ({
			subject: 'You already have a Caixa account',
			greeting: 'Hello,',
			body: `Someone, probably you, tried to create a Caixa account with this address, but you already have one. Open this link to sign in. It works once, within ${minutes} minutes.`,
			action: 'Sign in to Caixa',
			footnote: 'If it was not you, ignore this e-mail: your account is unchanged.',
		}),
		noAccount: () => ({
			subject: 'Signing in to Caixa',
			greeting: 'Hello,',
			body: 'Someone, probably you, asked to sign in to Caixa with this address, but there is no account for it yet. You can create one here:',
			action: 'Create an account',
			footnote: 'If it was not you, ignore this e-mail.',
		}),
		friendInvite: (inviter) => ({
			subject: `${inviter} invites you to Caixa`,
			greeting: 'Hello,',
			body: `${inviter} uses Caixa, a cash book for small businesses, and invites you to join. Create your account here:`,
			action: 'Create your account',
			footnote: `You got this e-mail because ${inviter} typed your address in Caixa. If you do not know them, ignore it: nothing happens unless you create an account.`,
		}),
		auditRequest: (requester, cashier, unit) => ({
			subject: `${requester} asks to audit ${cashier}`,
			greeting: 'Hello,',
			body: `${requester} opened the invite link of the cashier ${cashier} (${unit}) and asks to audit it: to read its records, react to them and comment. Accept or decline on the cashier's settings:`,
			action: 'Open the cashier’s settings',
			footnote: `${requester} sees nothing of the cashier until you or a collaborator of the unit accept. If you do not know them, decline.`,
		}),
	},
	'pt-BR': {
		signIn: (minutes) => ({
			subject: 'Seu link de acesso ao Caixa',
			greeting: 'Olá,',
			body: `Abra este link para entrar no Caixa. Ele funciona uma vez, por ${minutes} minutos.`,
			action: 'Entrar no Caixa',
			footnote: 'Se você não pediu para entrar, ignore este e-mail: nada acontece sem o link.',
		}),
		welcome: (minutes) => ({
			subject: 'Boas-vindas ao Caixa: confirme seu e-mail',
			greeting: 'Olá,',
			body: `Sua conta no Caixa está pronta. Abra este link para confirmar este endereço e entrar. Ele funciona uma vez, por ${minutes} minutos.`,
			action: 'Confirmar e entrar',
			footnote: 'Se você não criou uma conta, ignore este e-mail.',
		}),
		alreadyHaveAccount: (minutes) => ({
			subject: 'Você já tem uma conta no Caixa',
			greeting: 'Olá,',
			body: `Alguém, provavelmente você, tentou criar uma conta no Caixa com este endereço, mas você já tem uma. Abra este link para entrar. Ele funciona uma vez, por ${minutes} minutos.`,
			action: 'Entrar no Caixa',
			footnote: 'Se não foi você, ignore este e-mail: sua conta continua como está.',
		}),
		noAccount: () => ({
			subject: 'Entrar no Caixa',
			greeting: 'Olá,',
			body: 'Alguém, provavelmente você, pediu para entrar no Caixa com este endereço, mas ainda não há uma conta para ele. Você pode criar uma aqui:',
			action: 'Criar uma conta',
			footnote: 'Se não foi você, ignore este e-mail.',
		}),
		friendInvite: (inviter) => ({
			subject: `${inviter} convida você para o Caixa`,
			greeting: 'Olá,',
			body: `${inviter} usa o Caixa, um livro-caixa para pequenos negócios, e convida você a participar. Crie sua conta aqui:`,
			action: 'Criar sua conta',
			footnote: `Você recebeu este e-mail porque ${inviter} digitou seu endereço no Caixa. Se não conhece essa pessoa, ignore-o: nada acontece se você não criar uma conta.`,
		}),
		auditRequest: (requester, cashier, unit) => ({
			subject: `${requester} pede para auditar ${cashier}`,
			greeting: 'Olá,',
			body: `${requester} abriu o link de convite do caixa ${cashier} (${unit}) e pede para auditá-lo: ler seus registros, reagir a eles e comentar. Aceite ou recuse nas configurações do caixa:`,
			action: 'Abrir as configurações do caixa',
			footnote: `${requester} não vê nada do caixa até que você ou um colaborador da unidade aceite. Se não conhece essa pessoa, recuse.`,
		}),
	},
	es: {
		signIn: (minutes) => ({
			subject: 'Tu enlace para entrar en Caixa',
			greeting: 'Hola:',
			body: `Abre este enlace para entrar en Caixa. Funciona una vez, durante ${minutes} minutos.`,
			action: 'Entrar en Caixa',
			footnote: 'Si no pediste entrar, ignora este correo: nada ocurre sin el enlace.',
		}),
		welcome: (minutes) => ({
			subject: 'Te damos la bienvenida a Caixa: confirma tu correo',
			greeting: 'Hola:',
			body: `Tu cuenta de Caixa está lista. Abre este enlace para confirmar esta dirección y entrar. Funciona una vez, durante ${minutes} minutos.`,
			action: 'Confirmar y entrar',
			footnote: 'Si no creaste una cuenta, ignora este correo.',
		}),
		alreadyHaveAccount: (minutes) => ({
			subject: 'Ya tienes una cuenta de Caixa',
			greeting: 'Hola:',
			body: `Alguien, probablemente tú, intentó crear una cuenta de Caixa con esta dirección, pero ya tienes una. Abre este enlace para entrar. Funciona una vez, durante ${minutes} minutos.`,
			action: 'Entrar en Caixa',
			footnote: 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.',
		}),
		noAccount: () => ({
			subject: 'Entrar en Caixa',
			greeting: 'Hola:',
			body: 'Alguien, probablemente tú, pidió entrar en Caixa con esta dirección, pero todavía no hay una cuenta para ella. Puedes crear una aquí:',
			action: 'Crear una cuenta',
			footnote: 'Si no fuiste tú, ignora este correo.',
		}),
		friendInvite: (inviter) => ({
			subject: `${inviter} te invita a Caixa`,
			greeting: 'Hola:',
			body: `${inviter} usa Caixa, un libro de caja para pequeños negocios, y te invita a sumarte. Crea tu cuenta aquí:`,
			action: 'Crear tu cuenta',
			footnote: `Recibiste este correo porque ${inviter} escribió tu dirección en Caixa. Si no conoces a esta persona, ignóralo: no pasa nada si no creas una cuenta.`,
		}),
		auditRequest: (requester, cashier, unit) => ({
			subject: `${requester} pide auditar ${cashier}`,
			greeting: 'Hola:',
			body: `${requester} abrió el enlace de invitación de la caja ${cashier} (${unit}) y pide auditarla: leer sus registros, reaccionar a ellos y comentar. Acepta o rechaza en los ajustes de la caja:`,
			action: 'Abrir los ajustes de la caja',
			footnote: `${requester} no ve nada de la caja hasta que tú o un colaborador de la unidad acepten. Si no conoces a esta persona, rechaza.`,
		}),
	},
}

/** An access link to sign in, for an address that has an account. */
export function signInMail(language: Language, link: string, minutes: number): MailContent {
	return render(language, catalogs[language].signIn(minutes), link)
}

/** The first access link of a new account, which also confirms its address. */
export function welcomeMail(language: Language, link: string, minutes: number): MailContent {
	return render(language, catalogs[language].welcome(minutes), link)
}

/** For an account request on an address that has an account: a sign-in link instead. */
export function alreadyHaveAccountMail(
	language: Language,
	link: string,
	minutes: number,
): MailContent {
	return render(language, catalogs[language].alreadyHaveAccount(minutes), link)
}

/** For a sign-in request on an address without an account: the way to create one. */
export function noAccountMail(language: Language, createAccountLink: string): MailContent {
	return render(language, catalogs[language].noAccount(), createAccountLink)
}

/**
 * A friend's invitation to create an account (`POST /accounts/invites`), in the inviter's
 * language and signed with their name; the link opens the create-account page, address filled in.
 */
export function friendInviteMail(
	language: Language,
	inviterName: string,
	createAccountLink: string,
): MailContent {
	return render(language, catalogs[language].friendInvite(inviterName), createAccountLink)
}

/**
 * To a unit's owner, in their language: `requester` asks to audit the cashier; the link opens the
 * cashier's settings, where requests are accepted or declined.
 */
export function auditRequestMail(
	language: Language,
	request: { requester: string; cashier: string; unit: string },
	settingsLink: string,
): MailContent {
	const message = catalogs[language].auditRequest(request.requester, request.cashier, request.unit)
	return render(language, message, settingsLink)
}

// The link is the text's first URL, so the outbox log (firstLink) shows the one that matters.
function render(language: Language, message: Message, link: string): MailContent {
	const text = [message.greeting, message.body, link, message.footnote].join('\n\n') + '\n'
	const html = [
		'<!doctype html>',
		`<html lang="${language}">`,
		'<body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
		`<p>${escapeHtml(message.greeting)}</p>`,
		`<p>${escapeHtml(message.body)}</p>`,
		`<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(message.action)}</a></p>`,
		`<p style="font-size: 13px; color: #4b5563">${escapeHtml(link)}</p>`,
		`<p style="font-size: 13px; color: #4b5563">${escapeHtml(message.footnote)}</p>`,
		'</body>',
		'</html>',
	].join('\n')
	return { subject: message.subject, text, html }
}
