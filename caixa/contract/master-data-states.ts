// A zod-free module, so a page's list filters take the states without loading zod
// (master-data.ts re-exports them with their schema).

/** Live (the default), archived, or both: a list's repeated `state` keys. */
export const masterDataStates = ['LIVE', 'ARCHIVED'] as const
