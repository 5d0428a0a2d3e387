# nginx serving the shell and the three remotes, routing /api by the generated table.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node infra/scripts/build.mjs \
 && node -e "import('./infra/gateway/gateway.mjs').then(g => process.stdout.write(JSON.stringify(g.remotesManifest())))" > shell/dist/remotes.json

FROM nginx:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/mf-calculator/dist /usr/share/nginx/html/remotes/mf-calculator
COPY --from=build /app/mf-blog/dist /usr/share/nginx/html/remotes/mf-blog
COPY --from=build /app/mf-admin/dist /usr/share/nginx/html/remotes/mf-admin
EXPOSE 8080
