import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'

/**
 * On an archived cashier's page: what archived means, and for the unit's owner (who alone may
 * change its cashiers) "bring back", a plain post with `intent=unarchive`, so it works without
 * JavaScript. Collaborators of the unit read the note only. `error`: why bringing it back did not
 * happen (the API could not do it just now).
 */
export function ArchivedCashierNote({ owner, error }: { owner: boolean; error?: string }) {
	const { t } = useTranslation('unitCashier')
	return (
		<section
			aria-label={t('detail.archivedNote')}
			className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-100 p-4"
		>
			<p className="text-slate-800">{t('detail.archivedNote')}</p>
			{owner ? (
				<Form method="post" className="flex flex-wrap items-center gap-3">
					<StatusButton
						type="submit"
						name="intent"
						value="unarchive"
						variant="secondary"
						size="sm"
						aria-describedby="unarchive-help"
					>
						{t('detail.unarchive')}
					</StatusButton>
					<p id="unarchive-help" className="text-sm text-slate-700">
						{t('detail.unarchiveHelp')}
					</p>
					<ErrorList errors={error ? [error] : []} />
				</Form>
			) : null}
		</section>
	)
}
