#!/usr/bin/env bash
# The deployment smoke test (docs/deployment.md): builds the image, starts compose.yaml's stack (PostgreSQL,
# the shared local exchange, two app instances) and drives it with scripts/smoke/drive.mjs. Run by .ci/run
# after the tests; needs root (it installs Debian's docker.io, docker-compose and mmdebstrap when missing and
# starts dockerd when none runs). Where the official images cannot be pulled (no registry reachable), it uses
# stand-ins built from Debian's packages (stand-in-images.sh). Every container uses the host's network and
# listens on 127.0.0.1 only: SMOKE_PORT_BASE+1/+2 (the instances), +3 (the exchange), SMOKE_POSTGRES_PORT.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
say() { echo "smoke [$(($(date +%s) - started)) s] $*"; }

port_base=${SMOKE_PORT_BASE:-3170}
postgres_port=${SMOKE_POSTGRES_PORT:-55432}
project=hl-ai-trader-smoke
node_bin=node_modules/node/bin/node

need=()
command -v docker >/dev/null 2>&1 || need+=(docker.io)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
command -v mmdebstrap >/dev/null 2>&1 || need+=(mmdebstrap)
if [ ${#need[@]} -gt 0 ]; then
  say "installing from Debian: ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
if ! docker info >/dev/null 2>&1; then
  say "starting dockerd"
  # A daemon that was killed leaves its pid file, which stops the next one from starting.
  if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then rm -f /var/run/docker.pid; fi
  log=$(mktemp /tmp/smoke-dockerd.XXXXXX.log)
  setsid dockerd >"$log" 2>&1 < /dev/null &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { cat "$log" >&2; echo "smoke: dockerd did not start" >&2; exit 1; }
fi

# The official images when present or pullable, else stand-ins from Debian's packages (cached per machine).
pull() { docker image inspect "$1" >/dev/null 2>&1 || timeout 60 docker pull -q "$1" >/dev/null 2>&1; }
base_image=node:24-slim
postgres_image=postgres:17-bookworm
if ! pull "$base_image" || ! pull "$postgres_image"; then
  say "no registry reachable: stand-in images from Debian's packages"
  read -r base_image postgres_image < <(bash scripts/smoke/stand-in-images.sh | tail -1)
fi
say "base $base_image, PostgreSQL $postgres_image"

image=hl-ai-trader:smoke
build_started=$(date +%s)
# The legacy builder keeps each step's layer: a rebuild with the same lock file reuses the installs.
DOCKER_BUILDKIT=0 docker build --quiet --network host --build-arg BASE_IMAGE="$base_image" -t "$image" . >/dev/null
say "image built in $(($(date +%s) - build_started)) s, $(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"

# The image: a non-root user, and no development dependency.
uid=$(docker run --rm --network host --entrypoint id "$image" -u)
[ "$uid" = 1000 ] || { echo "smoke: the image runs as uid $uid, not 1000" >&2; exit 1; }
dev=$(docker run --rm --network host --entrypoint sh "$image" -c \
  'for p in vitest typescript @biomejs/biome vite @playwright/test drizzle-kit; do [ -e node_modules/$p ] && echo $p; done; true')
[ -z "$dev" ] || { echo "smoke: development dependencies in the image: $dev" >&2; exit 1; }
say "the image runs as uid 1000 and holds no development dependency"

secrets=$(mktemp -d)
key_file="$secrets/server-wallet.key"
"$node_bin" -e 'process.stdout.write(`0x${require("node:crypto").randomBytes(32).toString("hex")}\n`)' >"$key_file"
# Readable by the containers' node user (uid 1000) only.
chown 1000:1000 "$key_file"
chmod 0400 "$key_file"

export APP_IMAGE=$image POSTGRES_IMAGE=$postgres_image BASE_IMAGE=$base_image
export POSTGRES_PASSWORD=smoke-$RANDOM$RANDOM SERVER_WALLET_KEY_FILE=$key_file POSTGRES_PORT=$postgres_port
export APP_PORT_1=$((port_base + 1)) APP_PORT_2=$((port_base + 2)) EXCHANGE_PORT=$((port_base + 3))
compose=(docker-compose --project-name "$project" --file compose.yaml)
cleanup() {
  "${compose[@]}" logs --no-color --tail=40 >"$secrets/compose.log" 2>&1 || true
  [ "${smoke_failed:-0}" = 1 ] && tail -120 "$secrets/compose.log" >&2
  "${compose[@]}" down --volumes --timeout 5 >/dev/null 2>&1 || true
  rm -rf "$secrets"
}
trap cleanup EXIT
"${compose[@]}" down --volumes --timeout 5 >/dev/null 2>&1 || true
"${compose[@]}" up --detach --no-build >/dev/null 2>&1 || { smoke_failed=1; "${compose[@]}" up --detach --no-build; exit 1; }
say "stack started"

container() { docker ps -a --filter "label=com.docker.compose.project=$project" --filter "label=com.docker.compose.service=$1" --format '{{.Names}}' | head -1; }
SMOKE_APP_1="http://127.0.0.1:$APP_PORT_1" SMOKE_APP_2="http://127.0.0.1:$APP_PORT_2" \
  SMOKE_EXCHANGE="http://127.0.0.1:$EXCHANGE_PORT" \
  SMOKE_DATABASE_URL="postgres://hl:$POSTGRES_PASSWORD@127.0.0.1:$postgres_port/hl" \
  SMOKE_CONTAINER_1="$(container app-1)" SMOKE_CONTAINER_2="$(container app-2)" \
  SMOKE_CONTAINER_EXCHANGE="$(container exchange)" \
  "$node_bin" scripts/smoke/drive.mjs || { smoke_failed=1; exit 1; }
say "done in $(($(date +%s) - started)) s"
