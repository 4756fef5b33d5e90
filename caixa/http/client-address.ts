import { z } from 'zod'

/**
 * TRUST_PROXY: how many proxies in front of this server append to X-Forwarded-For and are
 * trusted to. Off (0) by default, so that the product run as the README says — nothing in
 * front — counts each visitor by the connection's own address, and a header a client wrote
 * itself is never read. `true` means one proxy; a number, that many in a chain.
 *
 * Read by both tiers: the web server (server.ts) resolves the browser's address with it and
 * hands the API that one address in X-Forwarded-For; a separate API tier behind the web tier
 * sets TRUST_PROXY=1, since the web tier is its proxy.
 */
export const trustProxySchema = z
	.union([
		z.enum(['true', 'false']).transform((flag) => (flag === 'true' ? 1 : 0)),
		z.coerce.number().int().min(0).max(10),
	])
	.default(0)

export interface ClientAddressSource {
	/** The request's headers (X-Forwarded-For). */
	headers: Headers
	/** The address of the peer of this connection, if the server has one. */
	connection: string | null | undefined
	/** Proxies trusted in front (TRUST_PROXY). */
	trustedProxies: number
}

/**
 * The address of the client a request comes from, for per-client limits. With n trusted
 * proxies, each of which appends the address it was reached from, the rightmost n entries of
 * X-Forwarded-For are theirs to vouch for and the one before the last of them is the client;
 * anything further left was written by the client and is ignored. With none trusted, or no
 * header, the connection's own peer address.
 *
 * X-Real-IP is not read, trusted proxies or not: it is one proxy's own header with no chain to
 * count from, so a client that reaches the server past that proxy sets it to anything. Every
 * proxy that writes it (nginx, Traefik, Caddy, load balancers) can append to X-Forwarded-For
 * instead (`proxy_add_x_forwarded_for`), and one header read by one rule is one rule to get right.
 */
export function clientAddress({
	headers,
	connection,
	trustedProxies,
}: ClientAddressSource): string | null {
	if (trustedProxies > 0) {
		const entries = (headers.get('x-forwarded-for') ?? '')
			.split(',')
			.map((entry) => entry.trim())
			.filter(Boolean)
		const vouched = entries[Math.max(0, entries.length - trustedProxies)]
		if (vouched) return vouched
	}
	return normaliseAddress(connection)
}

// Node reports an IPv4 peer on a dual-stack socket as ::ffff:1.2.3.4; one client, one key.
function normaliseAddress(address: string | null | undefined): string | null {
	if (!address) return null
	return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}
