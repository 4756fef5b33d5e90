import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'

type CopyState = 'idle' | 'copied' | 'copyFailed'

/**
 * The invite link, in a labelled read-only field whose text can be selected and copied by hand,
 * JavaScript or not. With JavaScript a "Copy link" button beside it copies it, and says so in a
 * status region a screen reader announces; where the browser refuses the clipboard, the field's
 * text is selected instead and the status says to copy it.
 */
export function AuditorsInviteLink({ link, cashierName }: { link: string; cashierName: string }) {
	const { t } = useTranslation('auditors')
	const hydrated = useHydrated()
	const [state, setState] = useState<CopyState>('idle')
	const field = useRef<HTMLInputElement>(null)
	const id = useId()
	const helpId = `${id}-help`

	async function copy() {
		// Emptied first, so that a second copy is announced again.
		setState('idle')
		try {
			await navigator.clipboard.writeText(link)
			setState('copied')
		} catch {
			field.current?.focus()
			field.current?.select()
			setState('copyFailed')
		}
	}

	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="font-medium text-slate-900">
				{t('link.label')}
			</label>
			<div className="flex flex-wrap gap-2">
				<input
					id={id}
					ref={field}
					type="text"
					readOnly
					value={link}
					aria-describedby={helpId}
					onFocus={(event) => event.currentTarget.select()}
					className="min-h-10 min-w-0 flex-1 basis-64 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
				/>
				{hydrated ? (
					<Button type="button" variant="secondary" onClick={() => void copy()}>
						{t('link.copy')}
					</Button>
				) : null}
			</div>
			<p id={helpId} className="text-sm text-slate-700">
				{t('link.help', { name: cashierName })}
			</p>
			{/* Always in the page, so that what it comes to say is announced. */}
			<p
				role="status"
				className={`text-sm font-medium ${state === 'copied' ? 'text-emerald-800' : 'text-slate-800'}`}
			>
				{state === 'idle' ? '' : t(`link.${state}`)}
			</p>
		</div>
	)
}
