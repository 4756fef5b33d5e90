// The posts shown outside the product (the public home's news), read as they are stored.
export { listOutsidePosts, type OutsidePostRow } from '@caixa/db/outside-posts'
