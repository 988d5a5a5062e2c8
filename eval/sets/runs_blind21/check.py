#!/usr/bin/env python3
"""Validate the evaluation set in this folder. Prints OK and exits 0 when everything holds."""
import json, os, re, sys, hashlib, random, importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = 'proj:blind21'
SEED = 40617
CATS = ['factual', 'statistical', 'reasoning', 'absent']
TARGET = {'factual': 28, 'statistical': 31, 'reasoning': 27, 'absent': 22}
KEYS = ['id', 'category', 'scope', 'question', 'must_contain', 'evidence', 'notes']
USED = set("""abs accum adc adpcm agc alu alu16 alu8 apb arb async audio axis barrel baud bcd beacon bin2bcd8 bitonic
bitser bitslip bloom bmc booth bresenham broken bsort burst bus cache cam8 can cdc cfg char cic3 clk clkx
cmag cmd coef coffee cordic counter16 cplx cratio crc crc16 crc5 crc8 credit dac dbg ddr debounce deser
divclk dly dma dmx512 door dotprod dotprod4 dual ecc edge efifo elastic elev envelope err evt expgolomb fan
fast fdiv fifo16x4 fir3 fir4tap fletcher fletcher16 frac frame freq fs fsync gain galois gamma gated
gatekeeper gbank gcd gcfg glitch gpio gray half ham74 hamdist16 hdlc hdr heartbeat hist hotswap hyst i2c i2s
icg interp ipv4 ir irq itof itof16 jitter johnson jtag kbd keypad kiln lane lanesel lcd leaky led lfsr lfsr16
lin line lint lockstep log2 lut lzc16 mac mac16 mac8 mailbox manchester mant match mbist mdio median3 mem min
morse motor mov msg mul8x8 mult12 mux nco noise nonrest nrzi nvm odometer onehot onewire op opdec otp packer
pad parity parking peak pid pingpong pinmux pipe pixel pkt pmu popcnt32 popcount16 prbs15 prescaler present
prio ps2 pulse pwm pwr qspi quad quantizer radix4 rail ratelim regfile16x8 regfile4x8 relay req resync rgb565
ring ringosc3 rom rot rr rtc run sat scratchpad sd sensor sent seq seqdet serial servo sevenseg sfifo shared
shifter16 sigdelta signal skid spi spim sqrt stack status stopwatch sum tagmem tally tdm tempmon therm ticker
timer tmr token traffic ts tstamp turnstile tx uart updn usb vcore vending vga vlan washer watchdog wb whiten
window word wrr ws2812 xbar xclk xfer xor xorshift32 xtal yuv zerox zigzag zone""".split())

errors = []


def err(msg):
    errors.append(msg)


def name_ok(name, what):
    if not re.match(r'^[a-m]', name):
        err('%s %s does not start with a letter a-m' % (what, name))
    if name.split('_')[0].lower() in USED:
        err('%s %s uses a forbidden first word' % (what, name))


def load_jsonl(path):
    lines = open(path).read().splitlines()
    return lines, [json.loads(l, object_pairs_hook=list) for l in lines]


def run_files_text(run):
    out = []
    for root, _, files in os.walk(os.path.join(HERE, 'runs', run)):
        for f in files:
            try:
                out.append(open(os.path.join(root, f), errors='replace').read())
            except OSError:
                pass
    return '\n'.join(out)


def is_number(s):
    return re.fullmatch(r'[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?%?', s.strip()) is not None


def main():
    # ---- designs ----
    ddir = os.path.join(HERE, 'designs')
    designs = sorted(d for d in os.listdir(ddir) if os.path.isdir(os.path.join(ddir, d)))
    if not 15 <= len(designs) <= 16:
        err('design count %d not in 15..16' % len(designs))
    for d in designs:
        name_ok(d, 'design')
        main_v = os.path.join(ddir, d, d + '.v')
        if not os.path.isfile(main_v):
            err('design %s lacks main file %s.v' % (d, d))
            continue
        text = open(main_v).read()
        lines = text.splitlines()
        if not lines or not lines[0].startswith('//'):
            err('design %s main file lacks a top comment line' % d)
        if not 30 <= len(lines) <= 200:
            err('design %s main file has %d lines' % (d, len(lines)))
        if not re.search(r'^\s*module\s+%s\b' % re.escape(d), text, re.M):
            err('design %s: no top module named %s' % (d, d))
    # ---- runs ----
    rdir = os.path.join(HERE, 'runs')
    runs = sorted(r for r in os.listdir(rdir) if os.path.isdir(os.path.join(rdir, r)))
    if len(runs) != 18:
        err('run count %d != 18' % len(runs))
    for r in runs:
        name_ok(r, 'run')
        if not os.path.isfile(os.path.join(rdir, r, 'run.sh')):
            err('run %s lacks run.sh' % r)
    # ---- sizes, no liberty copies ----
    total_runs = 0
    for root, _, files in os.walk(HERE):
        for f in files:
            p = os.path.join(root, f)
            sz = os.path.getsize(p)
            if sz >= 2 * 1024 * 1024:
                err('file over 2 MB: %s' % os.path.relpath(p, HERE))
            if f.endswith('.lib'):
                err('liberty file copied: %s' % os.path.relpath(p, HERE))
            if os.path.relpath(p, HERE).startswith('runs' + os.sep):
                total_runs += sz
    if total_runs >= 15 * 1024 * 1024:
        err('runs/ is %d bytes (>= 15 MB)' % total_runs)
    for f in ('README.md', 'make_readme.py', 'run_all.sh', 'split.py', 'make_synonyms.py', 'FROZEN'):
        if not os.path.isfile(os.path.join(HERE, f)):
            err('missing %s' % f)
    readme = open(os.path.join(HERE, 'README.md')).read()
    for r in runs:
        if '| %s |' % r not in readme:
            err('README lacks a row for %s' % r)
    # ---- questions ----
    qlines, qrows = load_jsonl(os.path.join(HERE, 'questions.jsonl'))
    if not 105 <= len(qrows) <= 115:
        err('question count %d not in 105..115' % len(qrows))
    counts = {c: 0 for c in CATS}
    cache = {}
    rows = []
    for i, pairs in enumerate(qrows, 1):
        keys = [k for k, _ in pairs]
        q = dict(pairs)
        rows.append(q)
        qid = q.get('id')
        if keys != KEYS:
            err('%s: keys %s' % (qid, keys))
            continue
        if qid != 'q%03d' % i:
            err('id %s out of sequence (expected q%03d)' % (qid, i))
        if q['category'] not in CATS:
            err('%s: bad category %s' % (qid, q['category']))
            continue
        counts[q['category']] += 1
        if q['scope'] != SCOPE:
            err('%s: scope %s' % (qid, q['scope']))
        for k in ('question', 'notes'):
            if not isinstance(q[k], str) or not q[k].strip():
                err('%s: empty %s' % (qid, k))
        mc = q['must_contain']
        if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
            err('%s: must_contain must be 1..4 non-empty strings' % qid)
            continue
        m = re.fullmatch(r'(runs/([^/]+)/(.+)|README\.md):(\d+)', q['evidence'])
        if not m:
            err('%s: bad evidence %s' % (qid, q['evidence']))
            continue
        path, run, line = m.group(1), m.group(2), int(m.group(4))
        if path == 'README.md' and q['category'] not in ('statistical', 'absent'):
            err('%s: README evidence only allowed for statistical/absent' % qid)
        full = os.path.join(HERE, path)
        if not os.path.isfile(full):
            err('%s: evidence file missing %s' % (qid, path))
            continue
        flines = open(full, errors='replace').read().splitlines()
        if not 1 <= line <= len(flines) or not flines[line - 1].strip():
            err('%s: evidence line %d blank or out of range in %s' % (qid, line, path))
        if q['category'] == 'absent':
            for s in mc:
                if is_number(s):
                    err('%s: absent must_contain holds a number %r' % (qid, s))
            continue
        if run:
            if run not in cache:
                cache[run] = run_files_text(run)
            hay = cache[run]
        else:
            hay = readme
        for s in mc:
            if s not in hay:
                err('%s: must_contain %r not found in %s' % (qid, s, 'runs/' + run if run else 'README.md'))
    for c in CATS:
        if abs(counts[c] - TARGET[c]) > 3:
            err('category %s has %d questions (target ~%d)' % (c, counts[c], TARGET[c]))
    # ---- split ----
    spec = importlib.util.spec_from_file_location('split', os.path.join(HERE, 'split.py'))
    split = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(split)
    if split.SEED != SEED:
        err('split.py seed %s != %s' % (split.SEED, SEED))
    dev_ids, held_ids = set(), set()
    extra_to_dev = True
    for c in CATS:
        ids = sorted(r['id'] for r in rows if r.get('category') == c)
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        cut = half
        if len(ids) % 2:
            cut = half + 1 if extra_to_dev else half
            extra_to_dev = not extra_to_dev
        dev_ids.update(ids[:cut])
        held_ids.update(ids[cut:])
    dlines = open(os.path.join(HERE, 'dev.jsonl')).read().splitlines()
    hlines = open(os.path.join(HERE, 'heldout.jsonl')).read().splitlines()
    exp_dev = [l for l, r in zip(qlines, rows) if r['id'] in dev_ids]
    exp_held = [l for l, r in zip(qlines, rows) if r['id'] in held_ids]
    if dlines != exp_dev:
        err('dev.jsonl does not match the seeded split')
    if hlines != exp_held:
        err('heldout.jsonl does not match the seeded split')
    frozen = json.load(open(os.path.join(HERE, 'FROZEN')))
    if frozen.get('seed') != SEED:
        err('FROZEN seed mismatch')
    for f in ('questions.jsonl', 'dev.jsonl', 'heldout.jsonl'):
        h = hashlib.sha256(open(os.path.join(HERE, f), 'rb').read()).hexdigest()
        if frozen.get('sha256', {}).get(f) != h:
            err('FROZEN hash mismatch for %s' % f)
    for c in CATS:
        fc = frozen.get('counts', {}).get(c, {})
        if fc.get('total') != counts[c] or fc.get('dev') != sum(r['category'] == c and r['id'] in dev_ids for r in rows):
            err('FROZEN counts mismatch for %s' % c)
    # ---- synonyms ----
    slines = open(os.path.join(HERE, 'dev_synonyms.jsonl')).read().splitlines()
    if len(slines) != len(dlines):
        err('dev_synonyms.jsonl has %d lines, dev has %d' % (len(slines), len(dlines)))
    for a, b in zip(dlines, slines):
        pa = json.loads(a, object_pairs_hook=list)
        pb = json.loads(b, object_pairs_hook=list)
        if [k for k, _ in pa] != [k for k, _ in pb]:
            err('synonym keys differ for %s' % dict(pa)['id'])
            continue
        da, db = dict(pa), dict(pb)
        for k in KEYS:
            if k == 'question':
                if da[k] == db[k]:
                    err('%s: synonym question unchanged' % da['id'])
            elif da[k] != db[k]:
                err('%s: synonym field %s differs' % (da['id'], k))
    if errors:
        for e in errors:
            print('FAIL:', e)
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
