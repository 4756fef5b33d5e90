import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../ui/button'
import { Field } from '../ui/field'
import { COUNT_PREFIX } from './cogs-filters'
import type { CogsView, CountError } from './cogs-view'

/**
 * The closing stock as counted: a field per product that keeps stock, blank for the system's.
 * A plain post to the page's own URL (the period rides in its query string), validated by the
 * action: one rule — a quantity of 0 or more, 3 decimals at most — is not worth shipping zod and
 * Conform to the browser, and the answer is figures the server works out anyway.
 */
export function CountForm({
	view,
	typed,
	errors,
}: {
	view: CogsView
	typed: Record<string, string>
	errors: Record<string, CountError>
}) {
	const { t } = useTranslation('cogs')
	const location = useLocation()
	const navigation = useNavigation()
	const here = `${location.pathname}${location.search}`
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	return (
		<section aria-labelledby="cogs-count" className="flex flex-col gap-3">
			<h2 id="cogs-count" className="text-lg font-semibold">
				{t('count.heading')}
			</h2>
			<p id="cogs-count-hint" className="max-w-3xl text-sm text-slate-700">
				{t('count.hint')}
			</p>
			<Form
				// Drawn anew at each navigation, from what the last post kept: a new period or the
				// system's stock clears the fields, a post's answer shows what was typed.
				key={location.key}
				method="post"
				action={here}
				aria-describedby="cogs-count-hint"
				className="flex flex-col gap-3"
			>
				<div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
					{view.products.map((product) => {
						const error = errors[product.productId]
						return (
							<Field
								key={product.productId}
								label={t('count.quantity', { name: product.name })}
								description={t('count.system', { quantity: product.systemQuantity })}
								errors={error ? [t(error)] : undefined}
								inputProps={{
									id: `cogs-count-${product.productId}`,
									name: `${COUNT_PREFIX}${product.productId}`,
									defaultValue: typed[product.productId] ?? '',
									inputMode: 'decimal',
									autoComplete: 'off',
								}}
							/>
						)
					})}
				</div>
				<div className="flex flex-wrap items-center gap-3">
					<Button type="submit" name="intent" value="count" disabled={busy}>
						{t('count.submit')}
					</Button>
					{view.counted ? (
						<Link to={here} className={buttonClassName({ variant: 'secondary' })}>
							{t('count.reset')}
						</Link>
					) : null}
				</div>
			</Form>
		</section>
	)
}
