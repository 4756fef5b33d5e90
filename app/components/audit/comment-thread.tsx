import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type Comment } from '@caixa/contract/audit'
import { numberFormat } from '@caixa/domain/intl-formats'
import { personName } from './person-name'
import { ErrorList } from '../ui/field'
import { StatusButton } from '../ui/status-button'
import { COMMENT_MAX } from './comment-rules'
import { Moment } from './moment'

/** What the comment form's post answered when it refused: the words, and the text as typed. */
export type CommentFormReply = { commentError: string; comment: string }

/** The intent the thread's form posts under; the page's action hands it to commentAction. */
export const COMMENT_INTENT = 'comment'

/**
 * A record's comment thread, oldest first (author, when, the text), and the form to add to it:
 * the same on the auditor's record page and the writer's. The text is a React child, escaped as
 * any text is: a comment holding markup shows the markup, it never becomes any.
 */
export function CommentThread({
	comments,
	reply,
	fallbackZone,
}: {
	comments: readonly Comment[]
	/** The action's refusal of the last post, when it refused. */
	reply?: CommentFormReply | null
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
				<ol className="flex flex-col gap-3">
					{comments.map((comment) => (
						<li key={comment.id} className="rounded-md border border-slate-200 bg-white p-3">
							<p className="text-sm text-slate-700">
								<span className="font-semibold text-slate-900">{personName(comment.author)}</span>{' '}
								<span>({t(`comments.role.${comment.authorRole}`)})</span>
								{', '}
								<Moment at={comment.createdAt} locale={i18n.language} fallbackZone={fallbackZone} />
							</p>
							<p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
								{comment.comment}
							</p>
						</li>
					))}
				</ol>
			)}
			{/* Keyed by the thread's length: a comment taken empties the box, one refused keeps it. */}
			<CommentForm key={comments.length} reply={reply} />
		</section>
	)
}

function CommentForm({ reply }: { reply?: CommentFormReply | null }) {
	const { t, i18n } = useTranslation('audit')
	const id = useId()
	const error = reply?.commentError
	return (
		<Form method="post" preventScrollReset className="flex flex-col gap-2 sm:max-w-2xl">
			<label htmlFor={id} className="text-sm font-medium text-slate-800">
				{t('comments.label')}
			</label>
			<textarea
				id={id}
				name="comment"
				rows={4}
				maxLength={COMMENT_MAX}
				defaultValue={reply?.comment ?? ''}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
				className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
			/>
			<p id={`${id}-help`} className="text-sm text-slate-600">
				{t('comments.help', { max: numberFormat(i18n.language, {}).format(COMMENT_MAX) })}
			</p>
			<ErrorList id={`${id}-error`} errors={[error]} />
			<div>
				<StatusButton name="intent" value={COMMENT_INTENT} size="sm">
					{t('comments.submit')}
				</StatusButton>
			</div>
		</Form>
	)
}
