import { type Language } from '@caixa/contract/enums'

/**
 * The product language closest to a locale from elsewhere (an identity provider's `locale`,
 * `pt_BR`, `en`, `es-419`): by its language part, since each language has one variant here.
 */
export function languageFromLocale(locale: string | undefined): Language | undefined {
	const base = locale?.trim().toLowerCase().split(/[-_]/)[0]
	switch (base) {
		case 'pt':
			return 'pt-BR'
		case 'en':
			return 'en-US'
		case 'es':
			return 'es'
		default:
			return undefined
	}
}
