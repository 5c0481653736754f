#!/usr/bin/env bash
# Builds and installs the Citus extension into the machine's PostgreSQL 15 when citus.so is
# missing. Neither Debian nor npm ships Citus; its source is vendored outside the project
# (../shared/vendor, facts in its README) and is unpacked to a temp dir, never into this tree.
# Idempotent: a second run only checks and exits. Needs root (apt-get, make install).
set -euo pipefail

PG_CONFIG="${PG_CONFIG:-/usr/lib/postgresql/15/bin/pg_config}"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
# The vendored source sits in ../shared/vendor beside the checkout (/work/shared for a worktree
# under /work/wt); CITUS_TARBALL overrides both.
TARBALL="${CITUS_TARBALL:-}"
if [ -z "$TARBALL" ]; then
  TARBALL="$ROOT/../shared/vendor/citus-13.2.2.tar.gz"
  [ -f "$TARBALL" ] || TARBALL="/work/shared/vendor/citus-13.2.2.tar.gz"
fi
SHA256="c8fc76dc8294636a52b1a0dd75a20d8b4a36937df6443e30ca84d8d0464a6bb9"
DEPS=(postgresql-server-dev-15 libcurl4-openssl-dev liblz4-dev libzstd-dev libkrb5-dev libssl-dev
  libselinux1-dev libxslt1-dev libpam0g-dev libreadline-dev flex bison build-essential)

say() { echo "citus-install: $*"; }
die() { echo "citus-install: ERROR: $*" >&2; exit 1; }

[ -x "$PG_CONFIG" ] || die "no PostgreSQL 15 pg_config at $PG_CONFIG (install postgresql-15 first)"
LIBDIR="$("$PG_CONFIG" --pkglibdir)"
if [ -f "$LIBDIR/citus.so" ]; then
  say "citus.so already in $LIBDIR; nothing to do"
  exit 0
fi
say "citus.so not in $LIBDIR; building Citus 13.2.2 (15-30 min on a busy 2-core machine)"

[ "$(id -u)" -eq 0 ] || die "must run as root (apt-get and make install write system dirs)"
[ -f "$TARBALL" ] || die "source tarball not found: $TARBALL"

missing=()
for p in "${DEPS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing build dependencies: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # Waits for another apt run's lock instead of failing at once.
  apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}" \
    || { apt-get -o DPkg::Lock::Timeout=600 update \
      && apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}"; } \
    || die "apt-get could not install: ${missing[*]}"
else
  say "build dependencies present"
fi

echo "$SHA256  $TARBALL" | sha256sum -c --quiet - || die "sha256 mismatch for $TARBALL"
say "sha256 ok"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/citus-build.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
tar -xzf "$TARBALL" -C "$WORK"
SRC="$(find "$WORK" -mindepth 1 -maxdepth 1 -type d | head -n 1)"
[ -f "$SRC/configure" ] || die "no configure script in the unpacked source ($SRC)"

# The mend: PostgreSQL 15.20's commands/dbcommands.h declares have_createdb_privilege extern,
# which clashes with Citus's static inline copy; rename Citus's copy (once).
COMPAT="$SRC/src/include/pg_version_compat.h"
if ! grep -q citus_compat_have_createdb_privilege "$COMPAT"; then
  line="$(grep -n 'static inline bool' "$COMPAT" | grep -m1 'have_createdb_privilege' | cut -d: -f1 || true)"
  if [ -z "$line" ]; then
    # The definition may span two lines ("static inline bool" then the name).
    line="$(grep -n 'have_createdb_privilege(void)' "$COMPAT" | head -n 1 | cut -d: -f1 || true)"
    [ -n "$line" ] && grep -q '^static inline' <(sed -n "$((line - 1))p" "$COMPAT") && line=$((line - 1))
  fi
  [ -n "$line" ] || die "cannot find have_createdb_privilege in $COMPAT to mend"
  sed -i "${line}i #define have_createdb_privilege citus_compat_have_createdb_privilege" "$COMPAT"
  say "mended pg_version_compat.h (line $line)"
fi

cd "$SRC"
say "configure"
nice -n 19 ./configure PG_CONFIG="$PG_CONFIG" >"$WORK/configure.log" 2>&1 \
  || { tail -n 40 "$WORK/configure.log" >&2; die "configure failed"; }
say "make -j2 (nice 19)"
nice -n 19 make -j2 >"$WORK/make.log" 2>&1 || { tail -n 60 "$WORK/make.log" >&2; die "make failed"; }
say "make install"
make install >"$WORK/install.log" 2>&1 || { tail -n 40 "$WORK/install.log" >&2; die "make install failed"; }
[ -f "$LIBDIR/citus.so" ] || die "make install finished but $LIBDIR/citus.so is missing"
say "installed citus.so into $LIBDIR"
