#!/usr/bin/env python3
"""Validate the set22 evaluation folder; prints OK and exits 0 when everything holds."""
import json, os, re, sys, hashlib, random
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
SCOPE = 'proj:blind22'
SEED = 70253
CATS = ['factual', 'statistical', 'reasoning', 'absent']
RANGES = {'factual': (24, 32), 'statistical': (27, 35), 'reasoning': (23, 31), 'absent': (18, 26)}
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
errs = []


def err(m):
    errs.append(m)


def load(name):
    p = os.path.join(HERE, name)
    if not os.path.exists(p):
        err('missing ' + name)
        return [], []
    lines = [l for l in open(p) if l.strip()]
    return lines, [json.loads(l) for l in lines]


def name_ok(n, what):
    if not re.match(r'^[n-z]', n):
        err('%s %s not in letter range n..z' % (what, n))
    if n.split('_')[0] in USED:
        err('%s %s uses a USED first part' % (what, n))


def run_text(run):
    out = []
    for root, _, files in os.walk(os.path.join(HERE, 'runs', run)):
        for f in files:
            try:
                out.append(open(os.path.join(root, f), errors='replace').read())
            except OSError:
                pass
    return '\n'.join(out)


# designs
dd = os.path.join(HERE, 'designs')
designs = sorted(d for d in os.listdir(dd) if os.path.isdir(os.path.join(dd, d)))
if not 15 <= len(designs) <= 16:
    err('design count %d' % len(designs))
for d in designs:
    name_ok(d, 'design')
    main = os.path.join(dd, d, d + '.v')
    if not os.path.exists(main):
        err('design %s lacks %s.v' % (d, d))
        continue
    txt = open(main).read()
    if not txt.startswith('//'):
        err('design %s main file lacks top comment' % d)
    if not re.search(r'^\s*module\s+%s\b' % d, txt, re.M):
        err('design %s: top module name differs' % d)
    n = len(txt.splitlines())
    if not 20 <= n <= 200:
        err('design %s has %d lines' % (d, n))
    for m in re.findall(r'^\s*module\s+(\w+)', txt, re.M):
        if not re.match(r'^[n-z]', m):
            err('module %s in %s out of range' % (m, d))

# runs
rd = os.path.join(HERE, 'runs')
runs = sorted(r for r in os.listdir(rd) if os.path.isdir(os.path.join(rd, r)))
if len(runs) != 18:
    err('run count %d' % len(runs))
for r in runs:
    name_ok(r, 'run')
    if not os.path.isfile(os.path.join(rd, r, 'run.sh')):
        err('run %s lacks run.sh' % r)
total = 0
for root, _, files in os.walk(HERE):
    for f in files:
        p = os.path.join(root, f)
        if f.endswith('.lib'):
            err('liberty file copied: ' + p)
        s = os.path.getsize(p)
        if s > 2 * 1024 * 1024:
            err('file over 2 MB: ' + p)
        if p.startswith(rd + os.sep):
            total += s
if total > 15 * 1024 * 1024:
    err('runs/ is %d bytes' % total)
for f in ('README.md', 'make_readme.py', 'run_all.sh', 'split.py', 'make_synonyms.py', 'FROZEN'):
    if not os.path.exists(os.path.join(HERE, f)):
        err('missing ' + f)

# questions
qlines, qs = load('questions.jsonl')
if not 105 <= len(qs) <= 115:
    err('question count %d' % len(qs))
texts = {r: run_text(r) for r in runs}
readme = open(os.path.join(HERE, 'README.md')).read() if os.path.exists(os.path.join(HERE, 'README.md')) else ''
cnt = {c: 0 for c in CATS}
for i, q in enumerate(qs, 1):
    qid = q.get('id')
    if list(q.keys()) != KEYS:
        err('%s keys %s' % (qid, list(q.keys())))
        continue
    if qid != 'q%03d' % i:
        err('id %s out of sequence' % qid)
    if q['scope'] != SCOPE:
        err('%s scope' % qid)
    if q['category'] not in CATS:
        err('%s category %s' % (qid, q['category']))
        continue
    cnt[q['category']] += 1
    mc = q['must_contain']
    if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
        err('%s must_contain shape' % qid)
        continue
    if not q['question'].strip() or not q['notes'].strip():
        err('%s empty question/notes' % qid)
    m = re.match(r'^(.+):(\d+)$', q['evidence'])
    if not m:
        err('%s evidence format' % qid)
        continue
    path, line = m.group(1), int(m.group(2))
    full = os.path.join(HERE, path)
    if not os.path.isfile(full):
        err('%s evidence file missing %s' % (qid, path))
        continue
    flines = open(full, errors='replace').read().splitlines()
    if line < 1 or line > len(flines) or not flines[line - 1].strip():
        err('%s evidence line blank or out of range' % qid)
    if path == 'README.md':
        if q['category'] not in ('statistical', 'absent'):
            err('%s README evidence not allowed for %s' % (qid, q['category']))
        hay = readme
    elif path.startswith('runs/'):
        run = path.split('/')[1]
        hay = texts.get(run, '')
    else:
        err('%s evidence outside runs/README' % qid)
        continue
    if q['category'] == 'absent':
        for s in mc:
            if re.fullmatch(r'[-+]?[\d.,eE%x]+', s) or re.search(r'\d+\.\d+', s):
                err('%s absent must_contain has a number %r' % (qid, s))
    else:
        for s in mc:
            if s not in hay:
                err('%s must_contain %r not in evidence files' % (qid, s))
for c in CATS:
    lo, hi = RANGES[c]
    if not lo <= cnt[c] <= hi:
        err('category %s count %d' % (c, cnt[c]))

# split
import split as SP
dlines, dev = load('dev.jsonl')
hlines, held = load('heldout.jsonl')
edev, eheld = SP.split_ids(qs, SEED)
if [r['id'] for r in dev] != [r['id'] for r in qs if r['id'] in edev]:
    err('dev.jsonl does not match seeded split')
if [r['id'] for r in held] != [r['id'] for r in qs if r['id'] in eheld]:
    err('heldout.jsonl does not match seeded split')
byid = {r['id']: l for l, r in zip(qlines, qs)}
for l, r in list(zip(dlines, dev)) + list(zip(hlines, held)):
    if byid.get(r['id']) != l:
        err('%s differs from questions.jsonl' % r['id'])
fp = os.path.join(HERE, 'FROZEN')
if os.path.exists(fp):
    fr = json.load(open(fp))
    if fr.get('seed') != SEED:
        err('FROZEN seed')
    for n in ('questions.jsonl', 'dev.jsonl', 'heldout.jsonl'):
        h = hashlib.sha256(open(os.path.join(HERE, n), 'rb').read()).hexdigest()
        if fr.get('sha256', {}).get(n) != h:
            err('FROZEN hash mismatch for ' + n)
    for c in CATS:
        want = {'total': cnt[c], 'dev': sum(1 for r in dev if r['category'] == c),
                'heldout': sum(1 for r in held if r['category'] == c)}
        if fr.get('counts', {}).get(c) != want:
            err('FROZEN counts for ' + c)

# synonyms
_, syn = load('dev_synonyms.jsonl')
if [r['id'] for r in syn] != [r['id'] for r in dev]:
    err('dev_synonyms ids not aligned with dev')
for a, b in zip(dev, syn):
    if list(b.keys()) != KEYS:
        err('%s synonym keys' % b.get('id'))
    for k in KEYS:
        if k != 'question' and a.get(k) != b.get(k):
            err('%s synonym field %s differs' % (a['id'], k))
    if a['question'].strip().lower() == b.get('question', '').strip().lower():
        err('%s synonym question not reworded' % a['id'])

if errs:
    for e in errs:
        print('FAIL:', e)
    sys.exit(1)
print('OK')
