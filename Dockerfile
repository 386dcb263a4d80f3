# The app image for the scale-out deployment (docker-compose.yml). It talks to PostgreSQL through
# DATABASE_URL; the embedded PostgreSQL package is installed with the other dependencies but never started.

# 1. Build the client with every dependency (Vite, Tailwind, codegen output in client/src).
FROM node:20-slim AS client
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w client

# 2. Run the server from its TypeScript sources with tsx (no server build step, as with `npm start`).
FROM node:20-slim
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data \
    CLIENT_DIST=/app/client/dist
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=client /app/client/dist client/dist
# Uploaded images live in DATA_DIR (a volume shared by the replicas in docker-compose.yml).
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# start.mjs skips the client build (CLIENT_DIST is set), runs the server and passes SIGTERM on to it.
CMD ["node", "scripts/start.mjs"]
