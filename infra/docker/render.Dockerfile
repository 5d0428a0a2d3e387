# The render server (infra/render): answers every page, rendered on the server for anonymous visitors with
# the remotes' server containers as deployed (found through REMOTES_MANIFEST, a mounted remotes.json, on
# Kubernetes). Built from the same sources as the shell's image, so both carry the same shell version.
#   docker build -f infra/docker/render.Dockerfile -t takehome/render:<version> .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && node infra/scripts/build.mjs --libs-only \
 && cd shell && npx rspack build --mode production && npx rspack build -c rspack.server.config.mjs

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8070 RENDER_ROOT=/app
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/infra ./infra
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/shell/dist-server ./shell/dist-server
COPY --from=build /app/shell/src/pagePaths.json ./shell/src/pagePaths.json
USER node
EXPOSE 8070
CMD ["node", "infra/render/main.mjs"]
