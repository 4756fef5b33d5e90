import { type Kysely } from 'kysely'
import { z } from 'zod'
import { setManagement } from '@caixa/db/management'
import { type Database } from '@caixa/db/database'

// `npm run management -- --email someone@example.com --on|--off`, apart from its process so
// that tests run it on a database of their own.

export const MANAGEMENT_USAGE =
	'usage: npm run management -- --email someone@example.com --on|--off'

export interface ManagementCommand {
	email: string
	management: boolean
}

/** The command's arguments, or a message saying what is wrong with them. */
export function parseManagementArgs(args: readonly string[]): ManagementCommand | string {
	let email: string | undefined
	const switches = new Set<string>()
	for (let index = 0; index < args.length; index += 1) {
		const arg = args[index]
		if (arg === '--email') {
			email = args[index + 1]
			index += 1
		} else if (arg?.startsWith('--email=')) {
			email = arg.slice('--email='.length)
		} else if (arg === '--on' || arg === '--off') {
			switches.add(arg)
		} else {
			return `unknown argument ${arg ?? ''}\n${MANAGEMENT_USAGE}`
		}
	}
	if (!email || !z.email().safeParse(email.trim()).success) {
		return `--email needs an e-mail address\n${MANAGEMENT_USAGE}`
	}
	if (switches.size !== 1) return `say either --on or --off\n${MANAGEMENT_USAGE}`
	return { email: email.trim(), management: switches.has('--on') }
}

export interface ManagementOutcome {
	exitCode: number
	message: string
}

export async function runManagementCommand(
	db: Kysely<Database>,
	args: readonly string[],
): Promise<ManagementOutcome> {
	const command = parseManagementArgs(args)
	if (typeof command === 'string') return { exitCode: 2, message: command }
	const profile = await setManagement(db, command.email, command.management)
	if (!profile) return { exitCode: 1, message: `no profile has the e-mail ${command.email}` }
	const who = `${`${profile.name} ${profile.surname}`.trim()} <${profile.email}>`
	return {
		exitCode: 0,
		message: command.management ? `${who} is now management` : `${who} is no longer management`,
	}
}
