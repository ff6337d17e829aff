#!/usr/bin/env bash
# Usage: bash scripts/fetch-node.sh <major> <dir> — unpacks the official Node.js <major> build for this
# machine from the npm registry (package node-linux-<arch>: bin/node plus include/node, the headers
# node-gyp needs for native addons) into <dir> and prints the directory to put first on PATH
# (<that>/bin) and to give node-gyp as npm_config_nodedir. CI uses it to test on the maintained LTS
# lines whatever Node the machine has.
set -euo pipefail
major="$1"
dir="$2"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "fetch-node.sh: no Node.js build for $(uname -m) on the registry" >&2; exit 1 ;;
esac
mkdir -p "$dir"
tgz="$(cd "$dir" && npm pack --silent "node-linux-$arch@$major" 2>/dev/null | tail -n 1)"
mkdir -p "$dir/node-$major"
tar -xzf "$dir/$tgz" -C "$dir/node-$major" --strip-components=1
rm -f "$dir/$tgz"
"$dir/node-$major/bin/node" -e 'if (!process.version.startsWith(`v${process.argv[1]}.`)) process.exit(1)' "$major"
echo "$dir/node-$major"
