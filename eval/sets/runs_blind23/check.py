#!/usr/bin/env python3
"""Validate the blind evaluation set in this folder. Prints OK when everything holds."""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind23"
SEED = 58211
LETTERS = set("abcdefghijklm")
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CAT_RANGES = {"factual": (24, 32), "statistical": (27, 35), "reasoning": (23, 31), "absent": (18, 26)}
USED = set("""
abs accum adc adder adpcm agc alu alu16 alu8 apb arb async audio axis banked barrel baud bcd beacon beeper bin2bcd8
bitonic bitrev bitser bitslip bloom bmc booth bresenham broken bsort burst bus cache cam8 can cdc cfg char checksum16
cic3 circbuf clk clkx cmag cmd cmp coef coffee cordic counter16 cplx cratio crc crc16 crc5 crc8 credit dac dbg ddr
debounce deser dither divclk divider dly dma dmx512 door dotprod dotprod4 dual ecc edge efifo egress elastic elev
envelope err evt expgolomb fader fan fast fdiv fifo16x4 fir3 fir4tap fletcher fletcher16 frac frame freq fs fsync gain
galois gamma gated gatekeeper gbank gcd gcfg glitch gpio gray half ham74 hamdist16 handshake hdlc hdr heartbeat hist
hotswap hyst i2c i2s icg interp ipv4 ir irq itof itof16 jitter johnson jtag kbd keymatrix keypad kiln lane lanesel lcd
leaky led lfsr lfsr16 lin line lint lockout lockstep log2 lut lzc16 mac mac16 mac8 mailbox manchester mant match
matmul2 mbist mdio median3 mem min morse motor mov msg mul8x8 mult12 mux nco nmea noise nonrest nrzi nvm odd odometer
onehot onewire op opdec osc otp packer pad parity parking peak pid pingpong pinmux pipe piso pixel pkt pmu popcnt32
popcount16 prbs15 prescaler present prio prng ps2 pulse pwm pwr qspi quad quantizer queue radix4 rail ratelim regbank
regfile16x8 regfile4x8 relay req resync rgb565 ring ringosc3 rle rom rot rr rtc run sat scratchpad sd sensor sent seq
seqdet serial servo sevenseg sfifo shared shifter16 sigdelta signal skid smul sobel spi spim sqrt stack status
stopwatch sum tagmem tally tdm tempmon therm ticker timer tiny tmr toggle token traffic ts tstamp turnstile tx uart
unary updn usb vcore vending vga vlan vote3 washer watchdog wb whiten window wiper word wrr ws2812 xbar xclk xfer xor
xorshift32 xtal yuv zerox zigzag zone
""".split())
NUMBER_RE = re.compile(r"^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*(ns|ps|us|ms|%|w|mw|uw|nw|pf|mhz|ghz|um2|um\^2|x)?\s*$", re.I)

LIB_NEEDLE = b"library(" + b"osu035_stdcells)"  # header line of the liberty file
errors = []


def err(msg):
    errors.append(msg)


def p(*parts):
    return os.path.join(HERE, *parts)


def read_text(path):
    with open(path, errors="replace") as f:
        return f.read()


def name_ok(name):
    return bool(name) and name[0] in LETTERS and name.split("_")[0] not in USED


def load_jsonl(path):
    if not os.path.exists(path):
        err("missing %s" % os.path.basename(path))
        return [], []
    raw = [l for l in read_text(path).splitlines() if l.strip()]
    objs = []
    for i, l in enumerate(raw, 1):
        try:
            objs.append(json.loads(l))
        except ValueError as e:
            err("%s line %d: bad json (%s)" % (os.path.basename(path), i, e))
    return raw, objs


def run_texts(run):
    out = {}
    base = p("runs", run)
    for dp, _, fns in os.walk(base):
        for fn in fns:
            fp = os.path.join(dp, fn)
            out[os.path.relpath(fp, base)] = read_text(fp)
    return out


def check_designs():
    ddir = p("designs")
    names = sorted(d for d in os.listdir(ddir) if os.path.isdir(os.path.join(ddir, d)))
    if not 15 <= len(names) <= 16:
        err("designs: %d folders (want 15-16)" % len(names))
    for n in names:
        if not name_ok(n):
            err("design name %s not allowed" % n)
        f = os.path.join(ddir, n, n + ".v")
        if not os.path.exists(f):
            err("designs/%s/%s.v missing" % (n, n))
            continue
        text = read_text(f)
        lines = text.splitlines()
        if not lines or not lines[0].startswith("//"):
            err("%s.v does not start with a // comment line" % n)
        if not 20 <= len(lines) <= 200:
            err("%s.v has %d lines (want 20-200)" % (n, len(lines)))
        if not re.search(r"^\s*module\s+%s\b" % re.escape(n), text, re.M):
            err("%s.v has no module %s" % (n, n))
        for vf in os.listdir(os.path.join(ddir, n)):
            if vf.endswith(".v"):
                for m in re.findall(r"^\s*module\s+(\w+)", read_text(os.path.join(ddir, n, vf)), re.M):
                    if not name_ok(m):
                        err("module %s in %s/%s not allowed" % (m, n, vf))
    return names


def check_runs():
    rdir = p("runs")
    runs = sorted(d for d in os.listdir(rdir) if os.path.isdir(os.path.join(rdir, d)))
    if len(runs) != 18:
        err("runs: %d folders (want 18)" % len(runs))
    for r in runs:
        if not name_ok(r):
            err("run name %s not allowed" % r)
        rs = os.path.join(rdir, r, "run.sh")
        if not os.path.exists(rs):
            err("runs/%s/run.sh missing" % r)
            continue
        s = read_text(rs)
        if "../../designs" not in s:
            err("runs/%s/run.sh does not copy RTL from ../../designs" % r)
        if "liberty" in s and "OSU035_LIB" not in s:
            err("runs/%s/run.sh uses a liberty without OSU035_LIB" % r)
    total = 0
    for dp, _, fns in os.walk(rdir):
        for fn in fns:
            sz = os.path.getsize(os.path.join(dp, fn))
            total += sz
            if sz >= 2 * 1024 * 1024:
                err("file over 2 MB: %s" % os.path.join(dp, fn))
    if total >= 15 * 1024 * 1024:
        err("runs/ is %d bytes (limit 15 MB)" % total)
    return runs


def check_no_lib():
    for dp, _, fns in os.walk(HERE):
        for fn in fns:
            fp = os.path.join(dp, fn)
            if fn.endswith(".lib"):
                err("liberty file copied: %s" % fp)
                continue
            if os.path.getsize(fp) < 4 * 1024 * 1024:
                with open(fp, "rb") as f:
                    if LIB_NEEDLE in f.read():
                        err("liberty content found in %s" % fp)


def check_readme(runs):
    if not os.path.exists(p("README.md")):
        err("README.md missing")
        return
    rows = [l for l in read_text(p("README.md")).splitlines() if l.startswith("| ") and not l.startswith("| run |")]
    got = [l.split("|")[1].strip() for l in rows]
    if got != runs:
        err("README rows %s do not match runs %s" % (got, runs))
    if "legend" not in read_text(p("README.md")).lower():
        err("README has no column legend")
    for f in ("run_all.sh", "make_readme.py"):
        if not os.path.exists(p(f)):
            err("%s missing" % f)


def check_questions(runs):
    raw, qs = load_jsonl(p("questions.jsonl"))
    if not 105 <= len(qs) <= 115:
        err("questions: %d (want 105-115)" % len(qs))
    counts = {}
    readme = read_text(p("README.md")) if os.path.exists(p("README.md")) else ""
    cache = {}
    for i, q in enumerate(qs, 1):
        qid = "q%03d" % i
        if list(q.keys()) != KEYS:
            err("%s: keys %s" % (q.get("id"), list(q.keys())))
            continue
        if q["id"] != qid:
            err("id %s out of sequence (want %s)" % (q["id"], qid))
        cat = q["category"]
        if cat not in CAT_RANGES:
            err("%s: bad category %s" % (qid, cat))
            continue
        counts[cat] = counts.get(cat, 0) + 1
        if q["scope"] != SCOPE:
            err("%s: scope %s" % (qid, q["scope"]))
        if not isinstance(q["question"], str) or len(q["question"].strip()) < 8:
            err("%s: question too short" % qid)
        if not isinstance(q["notes"], str) or not q["notes"].strip():
            err("%s: empty notes" % qid)
        mc = q["must_contain"]
        if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
            err("%s: must_contain must hold 1-4 non-empty strings" % qid)
            continue
        ev = q["evidence"]
        m = re.match(r"^(README\.md|runs/([^/]+)/(.+)):(\d+)$", ev)
        if not m:
            err("%s: evidence format %s" % (qid, ev))
            continue
        path, run, lineno = m.group(1), m.group(2), int(m.group(4))
        if not os.path.exists(p(path)):
            err("%s: evidence file %s missing" % (qid, path))
            continue
        lines = read_text(p(path)).splitlines()
        if not 1 <= lineno <= len(lines) or not lines[lineno - 1].strip():
            err("%s: evidence line %s is missing or blank" % (qid, ev))
        if run is not None and run not in runs:
            err("%s: evidence run %s unknown" % (qid, run))
        if cat == "absent":
            for s in mc:
                if NUMBER_RE.match(s):
                    err("%s: absent must_contain holds a number: %r" % (qid, s))
            continue
        if run is None:
            hay = readme
        else:
            if run not in cache:
                cache[run] = "\n".join(run_texts(run).values())
            hay = cache[run]
        for s in mc:
            if s not in hay:
                err("%s: must_contain %r not found in %s" % (qid, s, "README.md" if run is None else "runs/" + run))
    for cat, (lo, hi) in CAT_RANGES.items():
        n = counts.get(cat, 0)
        if not lo <= n <= hi:
            err("category %s has %d questions (want %d-%d)" % (cat, n, lo, hi))
    return raw, qs


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def check_split(raw):
    sys.dont_write_bytecode = True
    sys.path.insert(0, HERE)
    import split  # noqa: E402
    if split.SEED != SEED:
        err("split.py SEED %s != %s" % (split.SEED, SEED))
    dev_ids, held_ids, counts = split.compute_split(raw)
    want_dev = [l for l in raw if json.loads(l)["id"] in dev_ids]
    want_held = [l for l in raw if json.loads(l)["id"] in held_ids]
    for name, want in (("dev.jsonl", want_dev), ("heldout.jsonl", want_held)):
        if not os.path.exists(p(name)):
            err("%s missing" % name)
            continue
        got = [l for l in read_text(p(name)).splitlines() if l.strip()]
        if got != want:
            err("%s does not match the seeded split" % name)
    for cat, c in counts.items():
        if abs(c["dev"] - c["heldout"]) > 1:
            err("split for %s unbalanced" % cat)
    if not os.path.exists(p("FROZEN")):
        err("FROZEN missing")
        return dev_ids
    fr = json.loads(read_text(p("FROZEN")))
    if fr.get("seed") != SEED:
        err("FROZEN seed %s" % fr.get("seed"))
    if fr.get("counts") != counts:
        err("FROZEN counts %s != %s" % (fr.get("counts"), counts))
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        if os.path.exists(p(name)) and fr.get("sha256", {}).get(name) != sha256(p(name)):
            err("FROZEN sha256 mismatch for %s" % name)
    return dev_ids


def words(s):
    return set(re.findall(r"[a-z0-9_]+", s.lower()))


def check_synonyms():
    _, dev = load_jsonl(p("dev.jsonl"))
    _, syn = load_jsonl(p("dev_synonyms.jsonl"))
    if not os.path.exists(p("make_synonyms.py")):
        err("make_synonyms.py missing")
    if len(dev) != len(syn):
        err("dev_synonyms has %d lines, dev has %d" % (len(syn), len(dev)))
    for d, s in zip(dev, syn):
        if list(s.keys()) != KEYS:
            err("synonym %s: keys %s" % (s.get("id"), list(s.keys())))
            continue
        if d["id"] != s["id"]:
            err("synonym order: %s vs %s" % (s["id"], d["id"]))
            continue
        for k in KEYS:
            if k != "question" and d[k] != s[k]:
                err("synonym %s: field %s changed" % (s["id"], k))
        a, b = d["question"].strip().lower(), s["question"].strip().lower()
        if a == b:
            err("synonym %s: question not reworded" % s["id"])
        else:
            wa, wb = words(a), words(b)
            if wa and len(wa & wb) / len(wa | wb) > 0.8:
                err("synonym %s: rewording too close to the original" % s["id"])


def main():
    names = check_designs()
    runs = check_runs()
    check_no_lib()
    check_readme(runs)
    raw, _ = check_questions(runs)
    check_split(raw)
    check_synonyms()
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
