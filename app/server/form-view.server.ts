import { createCookie, redirect } from '@remix-run/node'
import { z } from 'zod'
import { IDEMPOTENCY_KEY_REUSED } from '@caixa/domain/idempotency'
import { CaixaProblem } from './caixa.server'
import { webEnv } from './env.server'
import { hostCookieName } from './session.server'

// A form that creates something is shown as one "form view": an id in its address (`?form=`),
// which its loader adds when the address has none. The id is the create's Idempotency-Key, so
// whatever brings the view back (the browser's Back, which reloads a no-store page through its
// loader; a reload; a second tab) posts the key the first post sent, and the API answers the
// first result or refuses other values (domain/idempotency.ts) instead of making a second thing.
// Which views this browser saved, and what each made, a signed cookie keeps, so the page can say
// "already saved" with a link instead of offering the form again.

export const FORM_VIEW_PARAM = 'form'

/** As long as the API binds a key (IDEMPOTENCY_WINDOW_MS): after that the id makes anew. */
const REMEMBERED_SECONDS = 24 * 60 * 60
/** The latest views saved: Back comes soon after a save, and a cookie holds about 4 KB. */
const REMEMBERED_VIEWS = 8

const savedViewSchema = z.object({
	/** The view's id. */
	form: z.string(),
	/** The page it was shown on (its path), so an id carried to another form means nothing. */
	page: z.string(),
	/** What it made; null when the API refused other values under its key (made before). */
	made: z.string().nullable(),
	at: z.number(),
})
const savedViewsSchema = z.array(savedViewSchema)
export type SavedFormView = z.infer<typeof savedViewSchema>

let cookieInstance: ReturnType<typeof createCookie> | undefined
function savedViewsCookie() {
	if (!cookieInstance) {
		const env = webEnv()
		cookieInstance = createCookie(hostCookieName('caixa_saved_forms', env.SECURE_COOKIES), {
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.SECURE_COOKIES,
			secrets: env.SESSION_SECRETS,
			maxAge: REMEMBERED_SECONDS,
		})
	}
	return cookieInstance
}

/**
 * The id of the form view this request shows. An address without one (or with one that is no
 * id) is sent on to itself with a new one, so the view the browser keeps in its history has it.
 */
export function requireFormView(request: Request): string {
	const url = new URL(request.url)
	const id = url.searchParams.get(FORM_VIEW_PARAM)
	if (id !== null && z.uuid().safeParse(id).success) return id
	url.searchParams.set(FORM_VIEW_PARAM, crypto.randomUUID())
	throw redirect(`${url.pathname}?${url.searchParams}`)
}

/** The address of view `form` of the page `request` is for (an action's answer goes back to it). */
export function formViewPath(request: Request, form: string): string {
	return `${new URL(request.url).pathname}?${new URLSearchParams({ [FORM_VIEW_PARAM]: form })}`
}

async function savedViews(request: Request, now: number): Promise<SavedFormView[]> {
	const value: unknown = await savedViewsCookie().parse(request.headers.get('Cookie'))
	const parsed = savedViewsSchema.safeParse(value)
	if (!parsed.success) return []
	return parsed.data.filter((view) => now - view.at < REMEMBERED_SECONDS * 1000)
}

/** What view `form` of this request's page made, when this browser saved it. */
export async function savedFormView(
	request: Request,
	form: string,
	now = Date.now(),
): Promise<SavedFormView | undefined> {
	const page = new URL(request.url).pathname
	return (await savedViews(request, now)).find((view) => view.form === form && view.page === page)
}

/**
 * The Set-Cookie that remembers view `form` of this request's page as saved (`made`: what it
 * made, or null when unknown), beside the latest others.
 */
export async function rememberFormView(
	request: Request,
	form: string,
	made: string | null,
	now = Date.now(),
): Promise<string> {
	const page = new URL(request.url).pathname
	const others = (await savedViews(request, now)).filter(
		(view) => !(view.form === form && view.page === page),
	)
	const views = [{ form, page, made, at: now }, ...others].slice(0, REMEMBERED_VIEWS)
	return savedViewsCookie().serialize(views)
}

/**
 * A post of a view this browser saved already (its page restored by Back, a second tab): back to
 * the view, which says what it made, and nothing sent to the API. Undefined for any other post.
 * The view's id is the form's `idempotencyKey` field.
 */
export async function savedViewPosted(
	request: Request,
	formData: FormData,
): Promise<Response | undefined> {
	const form = formData.get('idempotencyKey')
	if (typeof form !== 'string' || !(await savedFormView(request, form))) return undefined
	return redirect(formViewPath(request, form))
}

/**
 * When the API refused view `form`'s key for other values (it made something before, from a post
 * this browser does not know of): the view, remembered as saved, which says so and makes nothing.
 * Undefined for any other error.
 */
export async function keyUsedBefore(
	request: Request,
	form: string,
	error: unknown,
): Promise<Response | undefined> {
	if (!(error instanceof CaixaProblem) || error.code !== IDEMPOTENCY_KEY_REUSED) return undefined
	return redirect(formViewPath(request, form), {
		headers: { 'Set-Cookie': await rememberFormView(request, form, null) },
	})
}
