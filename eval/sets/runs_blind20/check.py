#!/usr/bin/env python3
"""Validate the set20 evaluation material. Prints OK and exits 0 when everything holds."""
import hashlib, json, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind20"
SEED = 88463
CATS = ["factual", "statistical", "reasoning", "absent"]
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
USED = set("""abs accum adc adpcm alu alu16 apb arb async axis barrel baud bcd beacon bin2bcd8 bitonic bitser bitslip
bloom bmc bsort burst bus cache cam8 can cdc cfg char cic3 clk clkx cmag cmd coef coffee cordic cplx cratio crc crc16
crc5 crc8 credit dac dbg ddr debounce deser divclk dly dma dmx512 door dotprod dotprod4 dual ecc edge efifo elastic elev
err evt expgolomb fan fast fdiv fifo16x4 fir3 fir4tap fletcher fletcher16 frac frame freq fs fsync gain gamma gated
gatekeeper gbank gcd gcfg glitch gpio gray half ham74 hamdist16 hdlc hdr heartbeat hist hotswap i2c i2s icg ipv4 ir irq
itof itof16 johnson jtag keypad kiln lane lanesel lcd led lfsr lfsr16 lin line log2 lut lzc16 mac mac16 manchester mant
match mdio mem min morse motor mov msg mul8x8 mult12 mux noise nonrest nrzi odometer onehot onewire op otp pad parity
parking peak pid pingpong pinmux pipe pixel pkt popcnt32 popcount16 prbs15 prescaler present prio ps2 pulse pwm pwr qspi
quad radix4 rail regfile16x8 regfile4x8 relay req rgb565 ring ringosc3 rom rot rr rtc run sat scratchpad sd sensor sent
seq seqdet serial servo sevenseg sfifo shared shifter16 signal skid spi spim sqrt stack status stopwatch sum tagmem tdm
therm ticker timer tmr token traffic ts tstamp turnstile tx uart updn vcore vending vga vlan washer watchdog wb whiten
word wrr ws2812 xbar xclk xfer xor xorshift32 yuv zigzag zone""".split())

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(HERE, name)
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON {e}")
    return out


def sha(name):
    return hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest()


def folder_texts(rel):
    texts = []
    for dp, _, fns in os.walk(os.path.join(HERE, rel)):
        for fn in fns:
            try:
                texts.append(open(os.path.join(dp, fn), errors="replace").read())
            except OSError:
                pass
    return texts


def check_designs_and_runs():
    ddir = os.path.join(HERE, "designs")
    designs = sorted(d for d in os.listdir(ddir) if os.path.isdir(os.path.join(ddir, d)))
    if not 15 <= len(designs) <= 16:
        err(f"designs: {len(designs)} (want 15-16)")
    for d in designs:
        if not "n" <= d[0] <= "z":
            err(f"design {d}: must start with n..z")
        if d.split("_")[0] in USED:
            err(f"design {d}: first part already used")
        if not any(f.endswith(".v") for f in os.listdir(os.path.join(ddir, d))):
            err(f"design {d}: no .v file")
    rdir = os.path.join(HERE, "runs")
    runs = sorted(r for r in os.listdir(rdir) if os.path.isdir(os.path.join(rdir, r)))
    if len(runs) != 18:
        err(f"runs: {len(runs)} (want 18)")
    for r in runs:
        if not os.path.isfile(os.path.join(rdir, r, "run.sh")):
            err(f"run {r}: no run.sh")
    readme = open(os.path.join(HERE, "README.md")).read()
    for r in runs:
        if f"| {r} |" not in readme:
            err(f"README.md: no row for {r}")
    for f in ("run_all.sh", "make_readme.py", "split.py", "make_synonyms.py"):
        if not os.path.isfile(os.path.join(HERE, f)):
            err(f"missing {f}")
    return runs


def check_sizes():
    total_runs = 0
    for dp, _, fns in os.walk(HERE):
        for fn in fns:
            p = os.path.join(dp, fn)
            sz = os.path.getsize(p)
            if sz > 2 * 1024 * 1024:
                err(f"file over 2 MB: {os.path.relpath(p, HERE)}")
            if os.path.relpath(p, HERE).startswith("runs" + os.sep):
                total_runs += sz
            if fn.endswith(".lib"):
                err(f"liberty file copied into the folder: {os.path.relpath(p, HERE)}")
    if total_runs > 15 * 1024 * 1024:
        err(f"runs/ is {total_runs} bytes (> 15 MB)")


def check_questions():
    qs = load_jsonl("questions.jsonl")
    if not 105 <= len(qs) <= 115:
        err(f"questions: {len(qs)} (want 105-115)")
    readme = open(os.path.join(HERE, "README.md")).read()
    all_text = folder_texts("runs") + [readme]
    cache = {}
    for n, q in enumerate(qs, 1):
        qid = q.get("id")
        if list(q.keys()) != KEYS:
            err(f"{qid}: keys/order {list(q.keys())}")
            continue
        if qid != f"q{n:03d}":
            err(f"line {n}: id {qid} out of sequence")
        if q["category"] not in CATS:
            err(f"{qid}: bad category {q['category']}")
        if q["scope"] != SCOPE:
            err(f"{qid}: bad scope")
        for k in ("question", "notes", "evidence"):
            if not isinstance(q[k], str) or not q[k].strip():
                err(f"{qid}: empty {k}")
        mc = q["must_contain"]
        if not (isinstance(mc, list) and 1 <= len(mc) <= 4 and all(isinstance(s, str) and s for s in mc)):
            err(f"{qid}: must_contain must be 1-4 non-empty strings")
            continue
        m = re.fullmatch(r"(README\.md|runs/([^/]+)/.+):(\d+)", q["evidence"])
        if not m:
            err(f"{qid}: evidence format {q['evidence']}")
            continue
        path, run, line = m.group(1), m.group(2), int(m.group(3))
        full = os.path.join(HERE, path)
        if not os.path.isfile(full):
            err(f"{qid}: evidence file missing {path}")
            continue
        lines = open(full, errors="replace").read().splitlines()
        if not 1 <= line <= len(lines) or not lines[line - 1].strip():
            err(f"{qid}: evidence line {line} missing or blank in {path}")
        if path == "README.md":
            if q["category"] not in ("statistical", "absent"):
                err(f"{qid}: README evidence only for statistical/absent")
            texts = [readme]
        else:
            if run not in cache:
                cache[run] = folder_texts(os.path.join("runs", run))
            texts = cache[run]
        for s in mc:
            if any(s in t for t in texts):
                continue
            # absent questions may name a design that does not exist at all
            if q["category"] == "absent" and s in q["question"] and not any(s in t for t in all_text):
                continue
            err(f"{qid}: must_contain {s!r} not found for evidence {path}")
    return qs


def expected_split(qs):
    dev, held = [], []
    spare_to_dev = True
    counts = {}
    for cat in CATS:
        ids = sorted(q["id"] for q in qs if q["category"] == cat)
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        d, h = ids[:half], ids[half:2 * half]
        if len(ids) % 2:
            (d if spare_to_dev else h).append(ids[-1])
            spare_to_dev = not spare_to_dev
        dev += d
        held += h
        counts[cat] = {"total": len(ids), "dev": len(d), "heldout": len(h)}
    return sorted(dev), sorted(held), counts


def check_split(qs):
    by_id = {q["id"]: q for q in qs}
    dev = load_jsonl("dev.jsonl")
    held = load_jsonl("heldout.jsonl")
    dids, hids = [q["id"] for q in dev], [q["id"] for q in held]
    if set(dids) & set(hids):
        err(f"split overlap: {sorted(set(dids) & set(hids))}")
    if sorted(dids + hids) != sorted(by_id):
        err("split does not cover all ids exactly once")
    for q in dev + held:
        if by_id.get(q["id"]) != q:
            err(f"{q['id']}: split copy differs from questions.jsonl")
    edev, eheld, counts = expected_split(qs)
    if dids != edev or hids != eheld:
        err("split differs from the seeded per-category shuffle")
    for cat in CATS:
        nd = sum(1 for q in dev if q["category"] == cat)
        nh = sum(1 for q in held if q["category"] == cat)
        if abs(nd - nh) > 1:
            err(f"split unbalanced for {cat}: {nd}/{nh}")
    fz = json.load(open(os.path.join(HERE, "FROZEN")))
    if fz.get("seed") != SEED:
        err("FROZEN seed mismatch")
    if fz.get("counts") != counts:
        err("FROZEN counts mismatch")
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        if fz.get("sha256", {}).get(name) != sha(name):
            err(f"FROZEN sha256 mismatch for {name}")
    return dev


def words(s):
    return set(re.findall(r"[a-z0-9_]+", s.lower()))


def check_synonyms(dev):
    syn = load_jsonl("dev_synonyms.jsonl")
    if [q["id"] for q in syn] != [q["id"] for q in dev]:
        err("dev_synonyms ids differ from dev.jsonl")
        return
    for a, b in zip(dev, syn):
        if list(b.keys()) != KEYS:
            err(f"{b['id']}: synonym keys/order")
        for k in KEYS:
            if k != "question" and a[k] != b[k]:
                err(f"{a['id']}: synonym field {k} differs")
        if a["question"].strip().lower() == b["question"].strip().lower():
            err(f"{a['id']}: synonym not reworded")
            continue
        wa, wb = words(a["question"]), words(b["question"])
        if wa and len(wa & wb) / len(wa | wb) > 0.5:
            err(f"{a['id']}: synonym too close to the original")


def main():
    check_designs_and_runs()
    check_sizes()
    qs = check_questions()
    dev = check_split(qs)
    check_synonyms(dev)
    if errors:
        for e in errors:
            print("FAIL:", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
