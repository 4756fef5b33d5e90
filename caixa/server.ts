import { z } from 'zod'
import { closeDefaultDatabase, migratedDefaultDatabase } from './db/default-database'
import { caixaEnv } from './env'
import { createCaixaApp } from './http/app'
import { trustProxySchema } from './http/client-address'
import { serveCaixa } from './http/serve'

// The API on its own (`npm run caixa:serve`), for the split-tier deployment where the web app
// reaches it through CAIXA_API_URL.
const { PORT, HOST, TRUST_PROXY } = z
	.object({
		PORT: z.coerce.number().int().min(1).max(65535).default(3100),
		HOST: z.string().min(1).default('0.0.0.0'),
		// Behind the web tier, set 1: the web tier writes the browser's address
		// (docs/operations.md "One process or two").
		TRUST_PROXY: trustProxySchema,
	})
	.parse({
		PORT: process.env.PORT || undefined,
		HOST: process.env.HOST || undefined,
		TRUST_PROXY: process.env.TRUST_PROXY || undefined,
	})

// Fail at start, not at the first request, when the configuration or the database is wrong.
// Alone, the API's PORT is not the web server's: unset, APP_URL would send e-mailed links here.
if (!process.env.APP_URL) {
	const message = "APP_URL is not set: e-mailed links need the web app's public address"
	if (process.env.NODE_ENV === 'production') throw new Error(message)
	console.warn(`${message}; using ${caixaEnv().APP_URL}`)
}
caixaEnv()
await migratedDefaultDatabase()

const { server, origin } = await serveCaixa({
	app: createCaixaApp({ trustedProxies: TRUST_PROXY }),
	port: PORT,
	hostname: HOST,
})
console.log(`/caixa API listening on ${origin}/caixa/api`)

function shutdown() {
	// Keep-alive connections could hold close() open; give in-flight requests a moment, no more.
	setTimeout(() => process.exit(0), 5000).unref()
	server.close(() => {
		void closeDefaultDatabase().then(() => process.exit(0))
	})
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
