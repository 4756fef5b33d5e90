// What the local maps service (e2e/maps/server.ts) knows, shared with the specs that check it.

export interface MapsPlace {
	display_name: string
	lat: string
	lon: string
}

export const PAULISTA: MapsPlace = {
	display_name: 'Avenida Paulista, 1578, Bela Vista, São Paulo, 01310-200, Brasil',
	lat: '-23.5614',
	lon: '-46.6559',
}

export const AUGUSTA: MapsPlace = {
	display_name: 'Rua Augusta, 2690, Jardins, São Paulo, 01412-100, Brasil',
	lat: '-23.5629',
	lon: '-46.6693',
}

export const SE: MapsPlace = {
	display_name: 'Praça da Sé, Sé, São Paulo, 01001-000, Brasil',
	lat: '-23.5503',
	lon: '-46.6340',
}

/** Searches holding this word (any case) find PAULISTA and AUGUSTA. */
export const KNOWN_SEARCH = 'paulista'
/** Searches holding this word make the service fail with 503. */
export const FAILING_SEARCH = 'failing'
