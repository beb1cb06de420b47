#!/usr/bin/env bash
# Record every claim on CUDA (issue 31), on a machine with an NVIDIA GPU whose python3 holds torch, numpy and
# packaging (the lent device machines do; nothing else is needed, nothing is fetched).
#
#   bash benchmarks/cuda/record.sh [--only PREFIX]
#
# writes records/<torch>/cuda.json (nothing, if any claim fails: the failures are listed instead) and, where $OUT
# is set (the device tool), copies that record and the log there so they come back. Sized on 2026-11-27: the CPU
# run of the same 614 claims takes 18 s on this 2-core machine; the tree that travels is 7.4 MB.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c "import sys, torch; sys.exit(0 if torch.cuda.is_available() else 'record.sh: no CUDA device here (torch ' + torch.__version__ + '): nothing recorded; run it on a machine with a GPU')"
export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}" TENSORFACTS_DEVICES=cuda PYTHONUNBUFFERED=1
log="${OUT:-/tmp}/cuda-record.log"
start=$(date +%s)
status=0
python3 -m tensorfacts verify --record records "$@" 2>&1 | tee "$log" || status=$?
echo "verify exited $status after $(( $(date +%s) - start )) s" | tee -a "$log"
version=$(python3 -c "import torch; print(torch.__version__)")
if [ -n "${OUT:-}" ] && [ -f "records/$version/cuda.json" ]; then
  cp "records/$version/cuda.json" "$OUT/cuda.json"
fi
exit "$status"
