# One image for every Castline process; the compose file picks the process with `command`.
# Node 24 (long-term support, pinned); every dependency also supports the Node 20.19+ developers run (package.json engines).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY apps ./apps
COPY tests/package.json ./tests/package.json
COPY tools ./tools
COPY .swcrc tsconfig.base.json ./
RUN npm install --no-audit --no-fund && node tools/build.mjs

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 8080 8090
CMD ["node", "apps/gateway/dist/main.js"]
