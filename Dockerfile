# The app image for the scale-out deployment (docker-compose.yml). It talks to PostgreSQL through
# DATABASE_URL; the embedded PostgreSQL package is installed with the other dependencies but never started.

# 1. Build the client and the server with every dependency (Vite, Tailwind, esbuild).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run the compiled server with plain node and production dependencies only.
FROM node:24-slim
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
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-server client/dist-server
COPY --from=build /app/server/dist server/dist
# DATA_DIR holds uploaded images when PHOTO_STORAGE=local; docker-compose.yml keeps them in MinIO instead.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server itself stops cleanly on SIGTERM (docker stop). Same flags as `npm start`.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "server/dist/main.js"]
