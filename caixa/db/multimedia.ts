import { type Insertable, type Kysely, type Selectable } from 'kysely'
import { type Database, type MultimediaTable } from './database'

export type MultimediaRow = Selectable<MultimediaTable>
export type NewMultimedia = Insertable<MultimediaTable>

export async function insertMultimedia(db: Kysely<Database>, row: NewMultimedia): Promise<void> {
	await db.insertInto('multimedia').values(row).execute()
}

export function findMultimedia(
	db: Kysely<Database>,
	id: string,
): Promise<MultimediaRow | undefined> {
	return db.selectFrom('multimedia').selectAll().where('id', '=', id).executeTakeFirst()
}
