#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl and heldout.jsonl (80 / 80).

Standard library only and deterministic (fixed seed). The split is stratified:
  - by store and channel/manual: runs/33, runs/34, specs, manuals/openroad,
    manuals/yosys are each cut in half;
  - inside specs, additionally by IP (uart, spi_host, i2c, aes, rv_timer, gpio),
    so each IP is spread over both halves.

Run from anywhere:  python3 split.py
"""
import json
import os
import random
from collections import OrderedDict

SEED = 4021
HERE = os.path.dirname(os.path.abspath(__file__))
SPEC_IPS = ("uart", "spi_host", "i2c", "aes", "rv_timer", "gpio")


def stratum(q):
    if q["store"] == "runs":
        return "runs/" + q["channel"]
    if q["store"] == "manuals":
        return "manuals/" + q["manual"]
    return "specs"


def sub_key(q):
    """Second-level grouping: the IP for spec questions, nothing otherwise."""
    if q["store"] != "specs":
        return ""
    path = q["source"].split(":")[0]
    for ip in SPEC_IPS:
        if "/" + ip + "/" in path:
            return ip
    raise ValueError("spec source with unknown IP: " + q["source"])


def main():
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        questions = [json.loads(line) for line in f if line.strip()]

    rng = random.Random(SEED)
    strata = OrderedDict()
    for q in sorted(questions, key=lambda q: q["id"]):
        strata.setdefault(stratum(q), OrderedDict()).setdefault(sub_key(q), []).append(q)

    dev, heldout = [], []
    for name in sorted(strata):
        groups = strata[name]
        # shuffle inside each sub-group, then deal alternately into the two halves;
        # the alternation carries across sub-groups so odd-sized groups balance out
        turn = 0
        for key in sorted(groups):
            items = list(groups[key])
            rng.shuffle(items)
            for q in items:
                (dev if turn == 0 else heldout).append(q)
                turn ^= 1

    dev.sort(key=lambda q: q["id"])
    heldout.sort(key=lambda q: q["id"])
    for fname, part in (("dev.jsonl", dev), ("heldout.jsonl", heldout)):
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            for q in part:
                f.write(json.dumps(q, ensure_ascii=False) + "\n")

    def counts(part):
        c = OrderedDict()
        for q in part:
            k = stratum(q)
            c[k] = c.get(k, 0) + 1
        return dict(sorted(c.items()))

    print("dev", len(dev), counts(dev))
    print("heldout", len(heldout), counts(heldout))


if __name__ == "__main__":
    main()
