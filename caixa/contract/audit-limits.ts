// The comment form's limit, in a zod-free module: the browser's form reads it without zod.

/** The most characters a comment may hold, once trimmed. */
export const MAX_COMMENT = 2000
