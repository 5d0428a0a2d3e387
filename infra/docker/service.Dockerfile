# Multi-stage image for one TakeHome service: docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=svc-calc .
FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w libs/contracts -w libs/calc-engine -w libs/service-kit -w ${SERVICE} \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/infra ./infra
COPY --from=build /app/${SERVICE}/package.json /app/${SERVICE}/package.json
COPY --from=build /app/${SERVICE}/dist /app/${SERVICE}/dist
WORKDIR /app/${SERVICE}
USER node
# The flags of infra/stack/services.mjs SERVICE_NODE_FLAGS.
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
