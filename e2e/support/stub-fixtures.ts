import { readFileSync } from 'node:fs'
import { type APIRequestContext, type TestInfo } from '@playwright/test'
import { type RecordedCall } from '../stub-api/call-recorder'
import { type Fault } from '../stub-api/fault-injector'
import { dayFrom } from '../stub-api/ledger-fixtures'
import { manifestFile, type StubManifest, type StubRow } from '../stub-api/manifest'
import { E2E } from './servers'
import { clientAddressOf } from './test'

// What the specs know of the stub API beyond the fixtures' names: the ids and tokens it wrote at
// start (its manifest), what the web app sent it, and faults to force on one test's calls.

let manifest: StubManifest | undefined

/** The stub's manifest, written before its health check answered (so before any test runs). */
export function stubManifest(): StubManifest {
	manifest ??= JSON.parse(readFileSync(manifestFile(E2E.stub.dataDir), 'utf8')) as StubManifest
	return manifest
}

/** The id of a fixture row of the stub. */
export function stubRow(row: StubRow): string {
	return stubManifest().rows[row]
}

/** A calendar day `days` from the stub's pinned day (UTC). */
export function stubDay(days: number) {
	return dayFrom(stubManifest().now, days)
}

/** Every call the web app made to the stub since it started, oldest first. */
export async function stubCalls(request: APIRequestContext): Promise<RecordedCall[]> {
	const response = await request.get(`${E2E.stub.apiUrl}/__stub/calls`)
	return (await response.json()) as RecordedCall[]
}

/** The last call of `method` to `path` (no query) whose JSON body `matches`. */
export async function sentCall(
	request: APIRequestContext,
	method: string,
	path: string,
	matches: (body: Record<string, unknown>) => boolean = () => true,
): Promise<RecordedCall & { body: Record<string, unknown> }> {
	const call = (await stubCalls(request)).findLast(
		(each) =>
			each.method === method &&
			each.path.split('?')[0] === `/caixa/api${path}` &&
			typeof each.body === 'object' &&
			each.body !== null &&
			matches(each.body as Record<string, unknown>),
	)
	if (!call) throw new Error(`The web app sent no such ${method} to ${path}`)
	return call as RecordedCall & { body: Record<string, unknown> }
}

/**
 * Makes the stub answer the next call of this test's to `method path` with a problem instead of
 * the API (a fault is scoped to the test's client address, so the other project running the same
 * test side by side is not touched).
 */
export async function forceFault(
	request: APIRequestContext,
	testInfo: TestInfo,
	fault: Omit<Fault, 'clientAddress'>,
) {
	const response = await request.post(`${E2E.stub.apiUrl}/__stub/faults`, {
		data: { ...fault, clientAddress: clientAddressOf(testInfo) },
	})
	if (response.status() !== 201) {
		throw new Error(`The stub refused the fault: ${response.status()} ${await response.text()}`)
	}
}
