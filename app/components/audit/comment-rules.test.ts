import { describe, expect, test } from 'vitest'
import { MAX_COMMENT } from '@caixa/contract/audit-limits'
import { commentProblem } from './comment-rules'

describe('commentProblem', () => {
	test('spaces alone are no comment', () => {
		expect(commentProblem('')).toEqual({ code: 'required' })
		expect(commentProblem(' \n\t ')).toEqual({ code: 'required' })
	})

	test('2,000 characters once trimmed pass; 2,001 do not', () => {
		expect(MAX_COMMENT).toBe(2000)
		expect(commentProblem(`  ${'a'.repeat(2000)}  `)).toBeNull()
		expect(commentProblem('a'.repeat(2001))).toEqual({ code: 'tooLong', count: 2001 })
	})

	test('markup is text like any other', () => {
		expect(commentProblem('<b>ok?</b>')).toBeNull()
	})
})
