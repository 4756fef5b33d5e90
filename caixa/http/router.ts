import { OpenAPIHono } from '@hono/zod-openapi'
import { type Env } from 'hono'
import { validationHook } from './middleware/errors'

/** A router for one resource, answering validation failures the API's one way. */
export function createRouter<E extends Env = Env>() {
	return new OpenAPIHono<E>({ defaultHook: validationHook })
}
