import { type LoaderFunctionArgs } from '@remix-run/node'
import { translationFile } from '~/i18n/translation-files.server'
import { notFound, requireParam } from '~/server/not-found.server'

// One language's translations for the browser (app/i18n/translation-files.server.ts). Public:
// the same for everyone, and fetched before a page hydrates, signed in or not.
export function loader({ params }: LoaderFunctionArgs) {
	const file = translationFile(requireParam(params, 'file'))
	if (!file) return notFound()
	return new Response(file.body, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Cache-Control': file.immutable
				? 'public, max-age=31536000, immutable'
				: 'public, max-age=0, must-revalidate',
		},
	})
}
