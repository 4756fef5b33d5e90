// The rows of uploaded photos; their files are the storage's (multimedia-storage.ts), written
// before the row so that a row never points at files that are not there.
export { findMultimedia, insertMultimedia, type MultimediaRow } from '@caixa/db/multimedia'
