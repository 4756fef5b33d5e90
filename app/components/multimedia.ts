/** The two renditions of a photo the API keeps (caixa/contract/multimedia.ts). */
export type PhotoSize = 'STANDARD' | 'SAMPLE'

/**
 * A photo's URL at a size. The API answers photos as paths (`/caixa/api/multimedia/content/
 * {id}.jpg`), which this server also serves; avatars use the small SAMPLE rendition.
 */
export function photoUrl(path: string | null | undefined, size: PhotoSize): string | null {
	if (!path) return null
	return `${path}${path.includes('?') ? '&' : '?'}size=${size}`
}
