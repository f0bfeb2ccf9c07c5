#!/usr/bin/env bash
# Builds stand-ins for the official images the compose stack uses, from Debian's packages, for machines
# that reach no container registry: prints "NODE_IMAGE POSTGRES_IMAGE" (image names) on its last line.
#   - a Debian rootfs from the package mirror (mmdebstrap), imported with `docker import`;
#   - node: that rootfs with this machine's CA bundle (NODE_EXTRA_CA_CERTS points at it) and npm registry
#     setting, a `node` user of uid 1000 as in the official image, the repository's own Node 24
#     (node_modules/node) and this machine's npm;
#   - postgres: that rootfs with Debian's PostgreSQL and an entrypoint that reads the official image's
#     POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB.
# Each image is tagged with a hash of what went into it and reused while that is unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=scripts/smoke

node_bin=node_modules/node/bin/node
[ -x "$node_bin" ] || { echo "stand-in: $node_bin is missing: run npm install first" >&2; exit 1; }
npm_dir="$(npm root -g)/npm"
[ -f "$npm_dir/package.json" ] || { echo "stand-in: npm is not at $npm_dir" >&2; exit 1; }
ca=/etc/ssl/certs/ca-certificates.crt
registry="$(npm config get registry)"

exists() { docker image inspect "$1" >/dev/null 2>&1; }
hash_of() { sha256sum | cut -c1-12; }

# Bump the number when the rootfs itself must change (the mmdebstrap line below).
debian_image=hl-ai-trader-stand-in/debian:bookworm-1
if ! exists "$debian_image"; then
  echo "stand-in: building a Debian rootfs with mmdebstrap (a few minutes, once per machine)" >&2
  work=$(mktemp -d)
  mmdebstrap --quiet --variant=minbase --include=ca-certificates --skip=output/dev bookworm "$work/rootfs.tar" >&2
  docker import --change 'CMD ["/bin/bash"]' "$work/rootfs.tar" "$debian_image" >/dev/null
  rm -rf "$work"
fi

node_version=$("$node_bin" --version)
npm_version=$(node -p "require('$npm_dir/package.json').version")
node_key=$({ echo "$debian_image $node_version $npm_version $registry"; cat "$ca" "$here/stand-in-node.Dockerfile"; } | hash_of)
node_image=hl-ai-trader-stand-in/node:${node_version#v}-$node_key
if ! exists "$node_image"; then
  echo "stand-in: node image with Node $node_version and npm $npm_version" >&2
  context=$(mktemp -d)
  cp "$node_bin" "$context/node"
  cp -r "$npm_dir" "$context/npm"
  cp "$ca" "$context/ca-certificates.crt"
  printf 'registry=%s\ncafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n' "$registry" >"$context/npmrc"
  docker build --quiet --network host --build-arg DEBIAN_IMAGE="$debian_image" \
    -f "$here/stand-in-node.Dockerfile" -t "$node_image" "$context" >/dev/null
  rm -rf "$context"
fi

postgres_key=$({ echo "$debian_image"; cat "$here/stand-in-postgres.Dockerfile" "$here/stand-in-postgres-entrypoint.sh"; } | hash_of)
postgres_image=hl-ai-trader-stand-in/postgres:15-$postgres_key
if ! exists "$postgres_image"; then
  echo "stand-in: postgres image from Debian's postgresql-15" >&2
  context=$(mktemp -d)
  cp "$here/stand-in-postgres-entrypoint.sh" "$context/docker-entrypoint.sh"
  docker build --quiet --network host --build-arg DEBIAN_IMAGE="$debian_image" \
    -f "$here/stand-in-postgres.Dockerfile" -t "$postgres_image" "$context" >/dev/null
  rm -rf "$context"
fi

echo "$node_image $postgres_image"
