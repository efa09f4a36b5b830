# Site-path string literals outside src/routes/paths.ts, in the folders of issue 35 part 3 (comments and the upstream's API paths left out).
# usage: bash count.sh [commit]   (no commit: the work tree)
rev=${1:-}
pat="['\"\`]/[a-z][a-z0-9-]*"
dirs="server pages renderer src/seo src/data src/logic src/routes"
if [ -n "$rev" ]; then git grep -nE "$pat" "$rev" -- $dirs | sed "s/^$rev://"; else git grep -nE "$pat" -- $dirs; fi \
 | grep -E '\.tsx?:' | grep -v '^src/routes/paths.ts' | grep -vE '^server/(alerts|demo-upstream|upstream/endpoints)' \
 | grep -vE '^[^:]+:[0-9]+:\s*(//|\*|/\*)'
