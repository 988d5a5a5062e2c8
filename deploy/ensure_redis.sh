#!/usr/bin/env bash
# Make sure a Redis answers on 127.0.0.1:6379 (the tests use a real one); start one if not.
set -euo pipefail
if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    exit 0
fi
if ! command -v redis-server >/dev/null 2>&1; then
    sudo_cmd=(); [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends redis-server >&2
fi
# A Redis for the tests only, so without persistence: each test uses a queue of its own, and the tests
# that need a Redis to lose or keep its data start private ones. The service's own Redis (`edabot up`,
# deploy/Procfile, Compose, Kubernetes) keeps an append-only file.
redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
for _ in $(seq 1 50); do
    redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && exit 0
    sleep 0.1
done
echo "Redis did not start on 127.0.0.1:6379" >&2
exit 1
