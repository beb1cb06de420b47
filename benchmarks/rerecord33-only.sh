#!/usr/bin/env bash
# Re-record only the claims whose id starts with one of PREFIXES (and their snippets) on every release, merged into the
# records already there (verify --only ... --record): after a change to a few snippets, where a full run is not needed.
# The kept five venvs are used as they are; the others are installed into a temporary venv and deleted after.
set -u
cd /work/wt33
export PYTHONPATH=/work/wt33/src
PREFIXES=${PREFIXES:?PREFIXES="audit. errata.frombuffer-empty"}
for v in ${@:-2.3.1 2.4.1 2.5.1 2.6.0 2.7.1 2.8.0 2.9.1 2.10.0 2.11.0 2.12.1 2.13.0 2.14.1 2.15.0}; do
  start=$(date +%s); keep=1
  case $v in
    2.13.0) py=/work/main/.venv/bin/python;;
    2.3.1|2.4.1|2.6.0|2.15.0) py=/work/venvs/t${v//./}/bin/python;;
    *) keep=0; r=/tmp/venv33-t${v//./}
       if [ ! -x $r/bin/python ]; then python3 -m venv $r && \
         PIP_CONSTRAINT=/dev/null PIP_NO_CACHE_DIR=1 $r/bin/pip install -q torch==$v numpy packaging 2>&1 | grep -v "^WARNING: Location"; fi
       py=$r/bin/python;;
  esac
  echo "== $v ($($py -c 'import torch; print(torch.__version__)'))"
  for prefix in $PREFIXES; do
    NO_MKDOCS_2_WARNING=1 $py -m tensorfacts verify --only "$prefix" --record records > /tmp/rec33only-$v.log 2>&1
    echo "  $prefix rc=$? $(tail -2 /tmp/rec33only-$v.log | tr '\n' ' ')"
  done
  echo "  $(( $(date +%s) - start )) s"
  [ $keep = 0 ] && rm -rf $r
done
