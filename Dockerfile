# syntax=docker/dockerfile:1
# One image that runs the whole product (web app + in-process /caixa API) on port 3000.
# Data (SQLite, multimedia, outbox) lives on the /data volume; DATABASE_URL switches to PostgreSQL.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
	&& apt-get install -y --no-install-recommends python3 make g++ \
	&& rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
	PORT=3000 \
	DATA_DIR=/data
# glibc's malloc tuned to give back the memory photo uploads freed (scripts/start.sh says why).
ENV MALLOC_ARENA_MAX=2 \
	MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# The migration command runs from source (tsx is a runtime dependency); the web server is built.
COPY --from=build /app/caixa ./caixa
COPY --from=build /app/app ./app
COPY --from=build /app/server.ts ./
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
	CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/caixa/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SESSION_SECRET must be given (docker run -e SESSION_SECRET=…): production refuses to start without it.
# The server runs built (build/server.js), by node itself, with the heap settings of
# scripts/start.sh (which says why; -e NODE_FLAGS=… to change them).
ENV NODE_FLAGS="--max-semi-space-size=8 --max-old-space-size=512"
CMD ["sh", "-c", "npm run db:migrate && exec node $NODE_FLAGS build/server.js"]
