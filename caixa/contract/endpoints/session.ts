import * as z from 'zod'
import { accountBodySchema } from '../account'
import {
	accessRequestSchema,
	managementSchema,
	photoBodySchema,
	providerTokenQuerySchema,
	tokenCheckSchema,
} from '../authentication'
import { healthSchema } from '../health'
import { friendInviteBodySchema } from '../invite'
import {
	multimediaContentQuerySchema,
	multimediaSchema,
	multimediaUploadSchema,
} from '../multimedia'
import { outsidePostListSchema, outsidePostsQuerySchema } from '../posts'
import { priceListSchema, pricesQuerySchema } from '../prices'
import { profileDetailsSchema, sessionSchema } from '../session'
import { endpoint } from './endpoint'

// Who is calling, signing in and out, accounts, and what anyone may read (health, prices,
// help articles, photos).

export const health = endpoint({
	method: 'get',
	path: '/health',
	public: true,
	tags: ['health'],
	summary: 'Whether the API and its database answer',
	says: { 200: 'Up' },
	// 503 answers the same shape, as a failure.
	answers: { 200: healthSchema },
})

export const session = {
	get: endpoint({ method: 'get', path: '/session', answers: { 200: sessionSchema } }),
	update: endpoint({
		method: 'put',
		path: '/session',
		body: profileDetailsSchema,
		answers: { 200: sessionSchema },
	}),
	photo: endpoint({
		method: 'put',
		path: '/session/photo',
		body: photoBodySchema,
		answers: { 200: sessionSchema },
	}),
	isManagement: endpoint({
		method: 'get',
		path: '/session/is-management',
		answers: { 200: managementSchema },
		tags: ['session'],
		summary: 'Whether the caller is staff of the product',
		description: 'Set only by the operator command `npm run management`, never through the API.',
		says: { 200: 'The flag' },
	}),
}

export const authentication = {
	/** E-mails a one-time sign-in link. */
	request: endpoint({
		method: 'post',
		path: '/authentication',
		public: true,
		body: accessRequestSchema,
		answers: { 202: null },
	}),
	/** Signs in with an access link's token. */
	check: endpoint({
		method: 'post',
		path: '/authentication/check',
		public: true,
		body: tokenCheckSchema,
		answers: { 200: sessionSchema },
	}),
	/** Signs in with a provider's access token, one path per provider. */
	checkWith: {
		google: endpoint({
			method: 'get',
			path: '/authentication/check/google',
			public: true,
			query: providerTokenQuerySchema,
			answers: { 200: sessionSchema },
		}),
		linkedin: endpoint({
			method: 'get',
			path: '/authentication/check/linkedin',
			public: true,
			query: providerTokenQuerySchema,
			answers: { 200: sessionSchema },
		}),
	},
	logout: endpoint({ method: 'post', path: '/authentication/logout', answers: { 204: null } }),
}

export const accounts = {
	create: endpoint({
		method: 'post',
		path: '/accounts',
		public: true,
		body: accountBodySchema,
		answers: { 202: null },
	}),
	invite: endpoint({
		method: 'post',
		path: '/accounts/invites',
		body: friendInviteBodySchema,
		answers: { 202: null },
	}),
}

export const prices = {
	list: endpoint({
		method: 'get',
		path: '/prices',
		public: true,
		query: pricesQuerySchema,
		answers: { 200: priceListSchema },
		tags: ['public'],
		summary: "The plans and their monthly prices in the hinted country's currency",
		description:
			'Public. A missing or unknown hint, or a country whose currency has no price list, answers UNITED_STATES in USD.',
		says: { 200: 'The price list' },
		errors: { 422: 'A hint longer than 100 characters' },
	}),
}

export const outside = {
	posts: {
		list: endpoint({
			method: 'get',
			path: '/outside/posts',
			public: true,
			query: outsidePostsQuerySchema,
			answers: { 200: outsidePostListSchema },
			tags: ['public'],
			summary: 'Public help articles, newest first',
			description:
				'Public. `query` keeps the posts whose title, summary or body hold every one of its words, in any case and with or without accents.',
			says: { 200: 'A page of posts' },
			errors: { 422: 'A paging or filter value is out of range' },
		}),
	},
}

export const multimedia = {
	upload: endpoint({
		method: 'post',
		path: '/multimedia',
		body: multimediaUploadSchema,
		bodyType: 'multipart/form-data',
		answers: { 201: multimediaSchema },
	}),
	/** The photo's JPEG bytes, not JSON: an <img> src (multimediaContentPath), not a client call. */
	content: endpoint({
		method: 'get',
		path: '/multimedia/content/{id}.jpg',
		public: true,
		params: z.object({ id: z.uuid() }),
		query: multimediaContentQuerySchema,
		answers: { 200: null },
	}),
}
