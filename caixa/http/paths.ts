export const API_BASE = '/caixa/api'

/** Where a photo is served; the web app uses it as an <img> src as it is. */
export function multimediaContentPath(multimediaId: string): string {
	return `${API_BASE}/multimedia/content/${multimediaId}.jpg`
}
