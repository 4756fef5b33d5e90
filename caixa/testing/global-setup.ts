import { createTemplate, TEMPLATE_VARIABLE } from './database-template'

// The API project's global set-up (vitest.config.ts): one migrated template for the run, which
// each test database copies (database-template.ts). The test processes are started after this,
// with this process's environment.
export default async function setup() {
	const template = await createTemplate(process.env.DATABASE_URL || undefined)
	process.env[TEMPLATE_VARIABLE] = template.reference
	return async () => {
		delete process.env[TEMPLATE_VARIABLE]
		await template.destroy()
	}
}
