/**
 * Text made safe to write into HTML, as element text or a quoted attribute's value: the five
 * characters that could end either or start markup, as numeric entities (&#60; for <). What
 * reaches markup built as a string (an e-mail's body, a bare error page, a list's rows) goes
 * through here. Numeric, not named: the same in HTML and XML, and the shortest code (a page
 * that writes rows ships it).
 */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
