/// <reference types="@remix-run/dev" />
import '@remix-run/node'

// Single fetch (future.v3_singleFetch) changes what loaders' data types infer to.
declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}
