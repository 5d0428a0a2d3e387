# docker-compose's edge: nginx routing /api by the generated table (infra/nginx/nginx.conf), serving the
# three remotes' files as their own images do, and passing everything else (every page, the shell's
# files, /remotes.json) to the render server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node infra/scripts/build.mjs

FROM nginx:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/mf-calculator/dist /usr/share/nginx/html/remotes/mf-calculator
COPY --from=build /app/mf-blog/dist /usr/share/nginx/html/remotes/mf-blog
COPY --from=build /app/mf-admin/dist /usr/share/nginx/html/remotes/mf-admin
EXPOSE 8080
