// Where the e2e servers listen: ports apart from the product's 3000 so a running copy is no bother.
export const E2E = {
	sessionSecret: 'e2e-session-secret',
	stub: {
		apiPort: 3101,
		apiUrl: 'http://127.0.0.1:3101',
		webPort: 3001,
		webUrl: 'http://127.0.0.1:3001',
		/** The stub API's database, outbox, photos and fixtures manifest (made anew at its start). */
		dataDir: 'e2e/.tmp/stub',
	},
	real: {
		webPort: 3002,
		webUrl: 'http://127.0.0.1:3002',
		dataDir: 'e2e/.tmp/real',
	},
	// One local OpenID Connect server plays both Google and LinkedIn (e2e/oidc/server.ts).
	oidc: {
		port: 3110,
		url: 'http://127.0.0.1:3110',
		google: { clientId: 'caixa-e2e-google', clientSecret: 'caixa-e2e-google-secret' },
		linkedin: { clientId: 'caixa-e2e-linkedin', clientSecret: 'caixa-e2e-linkedin-secret' },
		/** A test signs in as its own address by setting this cookie for the OIDC server. */
		emailCookie: 'oidc_email',
	},
	// A Nominatim-compatible maps service answering from fixtures (e2e/maps/server.ts): the real
	// web app's MAPS_URL.
	maps: {
		port: 3120,
		url: 'http://127.0.0.1:3120',
	},
} as const
