import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
	it('writes markup as text, in an element or a quoted attribute', () => {
		expect(escapeHtml(`<b onclick="x('y')">R&D</b>`)).toBe(
			'&#60;b onclick=&#34;x(&#39;y&#39;)&#34;&#62;R&#38;D&#60;/b&#62;',
		)
	})

	it('leaves other text as it is', () => {
		expect(escapeHtml('Açaí — 12,50 · №7')).toBe('Açaí — 12,50 · №7')
	})
})
