// The sub-acquirers the management keeps, read by those it lets in (middleware/management.ts).
export { findSubAcquirer, listSubAcquirers } from '@caixa/db/sub-acquirers'
