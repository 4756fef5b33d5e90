import enCommon from './locales/en-US/common.json'
import enFilter from './locales/en-US/filter.json'
import ptCommon from './locales/pt-BR/common.json'
import ptFilter from './locales/pt-BR/filter.json'

export const resources = {
	'en-US': { common: enCommon, filter: enFilter },
	'pt-BR': { common: ptCommon, filter: ptFilter },
} as const
