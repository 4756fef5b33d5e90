/** @type {import('@remix-run/dev').AppConfig} */
export default {
	ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
	serverModuleFormat: 'esm',
	serverPlatform: 'node',
	postcss: true,
	// JSON files of packages must be bundled: Node's ESM loader refuses bare JSON imports.
	serverDependenciesToBundle: [/^i18n-iso-countries\/langs\//],
	// Tailwind v4 runs through PostCSS (postcss.config.js), not the v3 integration.
	tailwind: false,
	future: {
		v3_fetcherPersist: true,
		v3_relativeSplatPath: true,
		v3_throwAbortReason: true,
		v3_lazyRouteDiscovery: true,
		v3_singleFetch: true,
	},
}
