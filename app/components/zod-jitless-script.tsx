import { useNonce } from './nonce-provider'

/**
 * The page's Content-Security-Policy allows no eval (app/server/csp.server.ts). Zod probes
 * whether it may compile validators with `new Function` the first time an object schema is
 * made — and route modules make theirs as they load, before entry.client runs — and the probe,
 * though caught, is reported as a violation. Zod reads its configuration from this global when
 * it first loads, so a classic script in <head> (run before any module script) tells it to
 * validate without compiling. A constant, with the response's nonce.
 */
const ZOD_JITLESS =
	'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export function ZodJitlessScript() {
	return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
}
