import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type Comment } from '@caixa/contract/audit'
import { MAX_COMMENT } from '@caixa/contract/audit-limits'
import { numberFormat } from '@caixa/domain/intl-formats'
import { personName } from './person-name'
import { ErrorList } from '../ui/field'
import { StatusButton } from '../ui/status-button'
import { useValidationOnDemand } from '../use-validation-on-demand'
import { Moment } from './moment'

/** The intent the thread's form posts under; the page's action hands it to commentAction. */
export const COMMENT_INTENT = 'comment'

/** What the comment form needs from its page: the loader's constraint and the action's reply. */
export type CommentFormState = {
	/** commentConstraint(), from the loader's data. */
	constraint: NonNullable<Parameters<typeof useForm>[0]['constraint']>
	/** commentAction's reply to the last post, when it refused it. */
	lastResult?: SubmissionResult<string[]> | null
}

// The form's validation (the contract's schema, with zod), fetched when someone reaches for it.
const loadCommentValidation = () => import('./comment-validation')

/**
 * A record's comment thread, oldest first (author, when, the text), and the form to add to it:
 * the same on the auditor's record page and the writer's. The text is a React child, escaped as
 * any text is: a comment holding markup shows the markup, it never becomes any.
 */
export function CommentThread({
	comments,
	total,
	form,
	fallbackZone,
}: {
	/** The thread's latest page (thread-page.ts), oldest of them first. */
	comments: readonly Comment[]
	/** How many comments the thread holds, shown or not. */
	total: number
	form: CommentFormState
	/** The unit's zone: when is written in it until the browser writes it in the reader's. */
	fallbackZone: string
}) {
	const { t, i18n } = useTranslation('audit')
	return (
		<section id="comments" aria-labelledby="comments-title" className="flex flex-col gap-3">
			<h2 id="comments-title" className="text-lg font-semibold">
				{t('comments.title')}
			</h2>
			{comments.length === 0 ? (
				<p className="text-slate-700">{t('comments.none')}</p>
			) : (
				<>
					{total > comments.length ? (
						<p className="text-sm text-slate-700">
							{t('comments.latestOnly', {
								shown: numberFormat(i18n.language, {}).format(comments.length),
								total: numberFormat(i18n.language, {}).format(total),
							})}
						</p>
					) : null}
					<ol className="flex flex-col gap-3">
						{comments.map((comment) => (
							<li key={comment.id} className="rounded-md border border-slate-200 bg-white p-3">
								<p className="text-sm text-slate-700">
									<span className="font-semibold text-slate-900">{personName(comment.author)}</span>{' '}
									<span>({t(`comments.role.${comment.authorRole}`)})</span>
									{', '}
									<Moment
										at={comment.createdAt}
										locale={i18n.language}
										fallbackZone={fallbackZone}
									/>
								</p>
								<p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
									{comment.comment}
								</p>
							</li>
						))}
					</ol>
				</>
			)}
			{/* Keyed by the thread's length: a comment taken empties the box, one refused keeps it. */}
			<CommentForm key={comments.length} {...form} />
		</section>
	)
}

function CommentForm({ constraint, lastResult }: CommentFormState) {
	const { t, i18n } = useTranslation('audit')
	const validation = useValidationOnDemand(loadCommentValidation, (module, formData) =>
		module.validateComment(formData, t),
	)
	const [form, fields] = useForm({
		id: 'comment',
		lastResult,
		constraint,
		// Until the validation is in, a post is validated by the action, as without JS.
		onValidate: validation.onValidate,
		// Once refused, checked again as one types: on blur, the words under the box would vanish
		// as the button is pressed, moving it from under the pointer, and the click would be lost.
		shouldRevalidate: 'onInput',
	})
	const comment = fields.comment
	// Not `required`: without JavaScript the browser's own refusal would speak the browser's
	// language; an empty post gets the form's words from the action instead. The key resets
	// the box when Conform says so; React takes it apart from the spread.
	const {
		key,
		required: _required,
		...textarea
	} = getTextareaProps(comment, { ariaDescribedBy: comment.descriptionId })
	return (
		<Form
			method="post"
			preventScrollReset
			className="flex flex-col gap-2 sm:max-w-2xl"
			{...getFormProps(form)}
			{...validation.intent}
		>
			<label htmlFor={comment.id} className="text-sm font-medium text-slate-800">
				{t('comments.label')}
			</label>
			<textarea
				key={key}
				{...textarea}
				rows={4}
				className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
			/>
			<p id={comment.descriptionId} className="text-sm text-slate-600">
				{t('comments.help', { max: numberFormat(i18n.language, {}).format(MAX_COMMENT) })}
			</p>
			<ErrorList id={comment.errorId} errors={comment.errors} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div>
				<StatusButton name="intent" value={COMMENT_INTENT} size="sm">
					{t('comments.submit')}
				</StatusButton>
			</div>
		</Form>
	)
}
