#!/usr/bin/env python3
"""Validate the blind evaluation set in this folder; prints OK when everything holds."""
import hashlib, json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind66"
SEED = 66791
LETTERS = set("mnopqrstuvwxyz")
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CAT_RANGE = {"factual": (24, 32), "statistical": (27, 35), "reasoning": (23, 31), "absent": (18, 26)}
USED = set("""
10ns 115k 12ns 1to8 2clk 2p 2r1w 3p5 4ns 4p5ns 7seg 8ns abalone abc abcarea abcd abcdelay abcdly abcfast abs
acc accum ack adc add12 add2dig add4 addax adder adder32 addr addrlatch adpcm af afifo agama agate agc agouti
akita albatross alder align align16 aligner almond alpaca alu alu16 alu8 amber anchovy anemone anhinga anole
anvil apatite apb apricot aragonite arb arb4 arbiter arbiter4 argali aspen async atoll audio auto avg avg4
avocet aw2 aw4 axinite axis axolotl azurite bad badger badnet bandicoot bank banked baobab barite barley
barnacle barracuda barrel basalt basil baud bauxite bayer bayou bcd bcd4 bcdclock beacon beaver beeper
benitoite bergamot beryl bilberry bilby bilge bin bin2bcd8 bins16 binturong birch bison bit bitcnt bitonic
bitrev bitser bitslip bitstuff bittern blend blif bloom bluebell bluet bmc boa bobcat bobolink bongo bontebok
booth borage bramble bream bresenham brew bridge bringup broken brucite bsort bucket buf buffer build burdock
burnet burst bus butte bytewise cache caiman calc calcite caldera calendar cam8 camel can capture capuchin
capybara caracal cardamom caribou carp cassia cassowary catalpa ccitt cdc cdc2 cdcsync cedar celestine cenote
cfg cg chain chamois char check checker checksum checksum16 cheetah chert chervil chicory chime chinchilla
chipmunk chk cic3 cicada cinnabar circbuf cirque civet cksum class classify clk clkdiv clkgen clkx clocks
clover cmag cmd cmp cmul cnt cnt8 cobalt cobia cobra codec coef coffee colugo comb compare cond condor
conflict cordic core core8 corella cormorant corundum cougar counter counter16 covellite coyote cplx cpu
cratio crc crc16 crc32 crc5 crc8 credit crocoite crossing csum ctl ctrl cumin cuprite cuscus cypress d d16
d16w12 d16w16 d32 d4 d4w8 d8 d8w8 dac dace dahlia daisy danburite dandelion dassie db dbg ddr deadband deb
debnc debounce debouncer dec decim decode decode8 decoder deep deframer depth depths deser deskew4 destuff det
dhole dhow diff dikdik dingo diopside dipper dither div div10 div12 div2 div250 div3 divclk divider divider8
divu dly dm dma dmx512 dolerite dolomite dolphin door dormouse dotprod dotprod4 dpram drivers drizzle drongo
drumlin drv dual dugong dune dunite dunlin dunnock eagle ebony ecc echidna edge edif eel efifo eggplant egress
egret eider elab eland elastic elder elev elk elm elodea ember emu en enc enc16 enc4 encoder engine enstatite
envelope epidote ermine err esker est est16 estuary eucalypt euclase even event evt expgolomb fader fail
fairywren falcon fan fast fayalite fdiv feldspar fennec fennel ferret ferry fescue field fifo fifo16x4 fig
filter finch find8 fir fir3 fir4tap firefly firth fjord flag flags flamingo flat fletcher fletcher16 flint
fluorite fmt formats fossa fox foxglove fp frac frame framer freq fs fsm fsync fuchsia fulmar fuse fwft
gahnite gain galago galah galangal galena galois gamma gannet gar garnet gate gated gatekeeper gaur gazelle
gbank gcd gcfg gclk gecko gen genclk generic genet gerbil gerenuk geyser gf8 gharial gibbon ginger ginkgo
glacier glitch glue gneiss goethite gopher goral gorse gpio granite grant gray graycnt graycount grison grotto
grouped grouper gull guppy gurnard gypsum haddock hake half halibut halite ham74 hamdist16 handoff handshake
harbor hare hash8 hauyne hazel hdlc hdr header heartbeat heater heather hedgehog heliotrope hematite hemlock
heron hibiscus hickory hier hist hoatzin hold holdchk hoopoe hornbeam hornbill hornet hotswap howlite hub
hyena hyrax hyssop hyst i2c i2s ibex ibis ibisbill icg if iguana ilmenite impala implicit inchworm indigo init
int intc integ interp io iolite ipv4 ir iris ironwood irq irqctl isqrt iter8 itof itof16 ivory ivy jabiru
jacana jacaranda jackal jackdaw jackrabbit jade jadeite jaguar jarrah jasper jay jellyfish jerboa jetty jicama
jitter johnson jonquil json jtag juniper kakapo kale kangaroo kaolinite kbd kea kelp kernite kestrel kettle
keyer keymatrix keypad keyscan kiln kingfisher kinglet kinkajou kite kiwi koala kohlrabi kowhai krill kudu
kumquat kunzite kyanite lagoon lamprey lane lanesel langur lantern lapwing larch larimar lark larkspur lat
latch latchbank latchk latchmap latchreg latchrf lavender lcd leaky lechwe led lemming lemur len length lfsr
lfsr16 lfsr9 lib lichen lifo8x8 light lights lilac lim limits limpet lin line line16 link lint lite llama lock
lockout lockstep log2 logger loon loop loquat lorikeet loris lovage lreg luma lumen lupin lut lynx lzc16 mac
mac16 mac8 macaw mackerel magnetite magpie mailbox make malachite mallow mamba manatee manchester mandrill
mango mangrove mant mantis map map10 maple marcasite margay marigold markhor marlin marmoset marmot marram
marten mask master mastiff match matmul2 max maxdelay maxdly mbist mcp md mdio meas median3 medlar meerkat mem
merge mesa mesquite mess meter mica millet min mink minmax minnow missing missmod mistletoe mk mod2 mode mole
mon mongoose moonstone moraine morse moss motor mov msg mudskipper mul mul8 mul8x8 mulberry mullein mult
mult12 mult4 mult8 muntjac muscovite muskrat mussel mux narcissus narwhal nasturtium nautilus nco nebula nec
nectar nene nephrite netfail netlists netonly netsta nettle newfilt newt nibble nickel nightjar nightshade
nilgai nmea nocnt nogroup nogrp noise nolatchmap nolink nomap nomod nomodule nomult nonrest nopal nori norm
nosclk nosta nosub nrzi ntc numbat nunatak nuthatch nutmeg nutria nvm nyala obsidian ocelot ocotillo octet odd
odometer oe okapi okra oleander olingo olive olivine onehot onewire onyx oolite op opal opdec open opossum
optfull orca orchid oregano oriole orpiment oryx osc osier osmium osprey osu osu10 osuhier otp otter ovs16 owl
oxbow oyster p10 p12 p15 p20 p4 p6 p7 p8 pacer pack packer pad padmux pangolin par params parity parking parse
parser parsnip partial parula pass patch peak pebble pecan pelican penguin peony perch peridot periwinkle
petrel pewter pheasant pid pika pingpong pinmux pipe pipe8 pipistrelle pipit piso pixel pkt plaice plantain
platypus plover plum pmu pollock pollucite popcnt popcnt32 popcount popcount16 porcupine port potoo power
prairie prbs15 prbs7 prehnite prescaler present prienc prio prisel prng ps2 ptarmigan pudu puffer puffin pulse
pulsesync puma pumice pwm pwmgen pwr pyrite q q15 qsine64 qspi quad quagga quahog quail quandong quantizer
quartz quetzal queue queue8 quiet quillback quillwort quince quinoa quokka quoll r1 r2 rabbit raccoon radish
radix4 rail ram ram16 ramp rampion rate ratelim ratio rattan raven raw rawnet rawsta rd rdmux realgar redirect
redpoll regbank regfile regfile16x8 regfile4x8 regs relaxed relay reorder req reruns resync rev rev1 rev2 rf
rgb565 rhea rhodium rhodonite rhubarb rhyolite ring ringosc3 rle rng robin rockhopper rockrose rom rook
rosella rosemary rosewood rot round round16 rounding router rowan rr rrarb rtc ruby run rutile rx sable
saffron saguaro salamander salmon salsify samphire sample sanderling sandpiper sandstone saola sapphire
sapsucker sardine sassafras sat satadd satcnt savanna scale scan scan8 sched sched3 scheelite sclkgen scoria
scr scrambler scratchpad scree scroll scrub sd sdc seahorse secded sedge seg seg7 segscan sel sensor sent seq
seqdet seqdiv sequoia ser serial serow sertx serval servo sevenseg sfifo shadow shale shaper shared shell
shift shifter shifter16 shreg shreg8 sidebus sifaka sigdelta signal signoff sim simfail simsyn siskin skerry
skid skink skua slate slave slice slot sloth slow smoother smul snapper sobel soc sodalite sorghum sorrel sort
sort4 sorter sparrow sphagnum sphalerite spi spim spimaster spinel spis spislave sqrt squelch sta stabad
stabreak stack stafail stage stall stats status step2 steppe stibnite stingray stoat stopwatch stretch strip
strobe stuff sturgeon sub sum sumac sundew sweep syn sync syncfifo syntax syntaxerr synth t25 t6 tach
tachometer tag tagmem takahe takin tally talus tamarack tamarin tamarind tamarisk tanager tansy tanuki
tanzanite tap tapir taps taps8 tarn tarpon tarragon tarsier tayra tb tbfail tbhier tbmiss tbsim tcl tclflow
tdm teak teasel tempmon tench tenrec tern therm thistle thrush thyme tick ticker tiger tight tile timed timer
timer3 tiny tmr to toadflax toggle token tone top topaz topi tortoise toucan tourmaline towhee traffic tree
trim trona trout try1 ts tstamp tsync tuatara tulip tundra tupelo turbot turmeric turnstile tussock twice
twoclk tx tx10 txsim uakari uart uartrx uarttx ulaw ulexite ulmus umami umber umbra unary undrv ungrouped unit
unlinked updn upland urchin urial usb v1 v2 vanadium vbat vcore vellum vending verbena verdin vervain vervet
vesuvianite vetch vetiver vga vicuna viper vireo vivianite vlan vole vote3 w12 w16 w24 w4 w6 w8 wadi wagtail
wahoo wallaby walleye walnut walrus wapiti warbler wasabi washer watchdog wavegen wb wdt weasel weevil whale
whimbrel whiten wide width willow window wintergreen wip wipcheck wiper wiplint wisteria woad wolfram
wolfsbane wollastonite wolverine wombat word wr wrap wren wrr wryneck ws2812 wulfenite x xbar xclk xdom xeme
xenon xenotime xerus xfer xing xmit xolo xor xorshift32 xs16 xtal xylem yak yam yapok yarrow yaw yellowhammer
yellowlegs yellowtail yeti yew yttrium yucca yuv zander zbt zebra zebu zeolite zephyr zerox zigzag zinc
zincite zinnia zircon zoisite zokor zone zorilla zorse
""".split())

errors = []


def err(msg):
    errors.append(msg)


def read(p):
    with open(p, errors="replace") as f:
        return f.read()


def sha256(p):
    with open(p, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def name_ok(name, what):
    if not name or name[0] not in LETTERS:
        err(f"{what} '{name}' does not start with a letter a-z")
    if name.split("_")[0] in USED:
        err(f"{what} '{name}' first part '{name.split('_')[0]}' is in USED")


def files_under(d):
    out = []
    for dp, dn, fn in os.walk(d):
        for f in fn:
            out.append(os.path.join(dp, f))
    return sorted(out)


# ---------------------------------------------------------------- designs
ddir = os.path.join(ROOT, "designs")
designs = sorted(d for d in os.listdir(ddir) if os.path.isdir(os.path.join(ddir, d))) if os.path.isdir(ddir) else []
if not 15 <= len(designs) <= 16:
    err(f"expected 15 or 16 designs, found {len(designs)}")
all_modules = set()
for d in designs:
    name_ok(d, "design")
    top = os.path.join(ddir, d, d + ".v")
    if not os.path.isfile(top):
        err(f"designs/{d}/{d}.v missing")
        continue
    text = read(top)
    lines = text.splitlines()
    if not 20 <= len(lines) <= 200:
        err(f"designs/{d}/{d}.v has {len(lines)} lines (want 20-200)")
    if not lines or not lines[0].startswith("//"):
        err(f"designs/{d}/{d}.v does not start with a // comment line")
    for vf in [os.path.join(ddir, d, f) for f in os.listdir(os.path.join(ddir, d)) if f.endswith(".v")]:
        for m in re.findall(r"^\s*module\s+(\w+)", read(vf), re.M):
            name_ok(m, f"module in {os.path.relpath(vf, ROOT)}")
            all_modules.add(m)
    if not re.search(rf"^\s*module\s+{re.escape(d)}\b", text, re.M):
        err(f"designs/{d}/{d}.v has no module named {d}")

# ---------------------------------------------------------------- runs
rdir = os.path.join(ROOT, "runs")
runs = sorted(r for r in os.listdir(rdir) if os.path.isdir(os.path.join(rdir, r))) if os.path.isdir(rdir) else []
if len(runs) != 18:
    err(f"expected exactly 18 runs, found {len(runs)}")
LIB_PATH = "/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib"
for r in runs:
    name_ok(r, "run")
    sh = os.path.join(rdir, r, "run.sh")
    if not os.path.isfile(sh):
        err(f"runs/{r}/run.sh missing")
        continue
    s = read(sh)
    if "../../designs/" not in s:
        err(f"runs/{r}/run.sh does not copy RTL from ../../designs")
    for line in s.splitlines():
        if LIB_PATH in line and not re.match(r"^\s*OSU035_LIB=", line):
            err(f"runs/{r}/run.sh uses the liberty path outside the OSU035_LIB variable")
    if "-liberty" in s and "$OSU035_LIB" not in s:
        err(f"runs/{r}/run.sh maps to a liberty without $OSU035_LIB")

# sizes and no liberty copies
total = 0
for p in files_under(rdir):
    sz = os.path.getsize(p)
    total += sz
    if sz >= 2 * 1024 * 1024:
        err(f"{os.path.relpath(p, ROOT)} is {sz} bytes (>= 2 MB)")
if total >= 15 * 1024 * 1024:
    err(f"runs/ is {total} bytes (>= 15 MB)")
for p in files_under(ROOT):
    if p.endswith(".lib"):
        err(f"liberty file copied: {os.path.relpath(p, ROOT)}")
    elif os.path.getsize(p) < 5 * 1024 * 1024:
        with open(p, "rb") as f:
            if ("library(" + "osu035_stdcells)").encode() in f.read():
                err(f"liberty content copied into {os.path.relpath(p, ROOT)}")

for f in ("run_all.sh", "make_readme.py", "README.md", "split.py", "make_synonyms.py"):
    if not os.path.isfile(os.path.join(ROOT, f)):
        err(f"{f} missing")
readme = read(os.path.join(ROOT, "README.md")) if os.path.isfile(os.path.join(ROOT, "README.md")) else ""
rows = [l for l in readme.splitlines() if l.startswith("| ") and not l.startswith("| run |")]
if sorted(l.split("|")[1].strip() for l in rows) != runs:
    err("README.md table rows do not match the run folders")
if "Column legend" not in readme:
    err("README.md has no column legend")

# ---------------------------------------------------------------- questions
qpath = os.path.join(ROOT, "questions.jsonl")
qlines = [l for l in read(qpath).splitlines()] if os.path.isfile(qpath) else []
if any(not l.strip() for l in qlines):
    err("questions.jsonl has blank lines")
qlines = [l for l in qlines if l.strip()]
qs = []
for i, line in enumerate(qlines, 1):
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as e:
        err(f"questions.jsonl line {i}: bad JSON ({e})")
        continue
    qs.append(obj)
if not 105 <= len(qs) <= 115:
    err(f"{len(qs)} questions (want 105-115)")
cats = {}
texts = set()
run_text_cache = {}


def run_text(run):
    if run not in run_text_cache:
        run_text_cache[run] = "\n".join(read(p) for p in files_under(os.path.join(rdir, run)))
    return run_text_cache[run]


NUMBER_RE = re.compile(r"\d")
for n, q in enumerate(qs, 1):
    qid = q.get("id")
    if list(q.keys()) != KEYS:
        err(f"{qid}: keys {list(q.keys())} != {KEYS}")
        continue
    if qid != f"q{n:03d}":
        err(f"id {qid} out of sequence (expected q{n:03d})")
    cat = q["category"]
    if cat not in CAT_RANGE:
        err(f"{qid}: bad category {cat}")
        continue
    cats[cat] = cats.get(cat, 0) + 1
    if q["scope"] != SCOPE:
        err(f"{qid}: scope {q['scope']}")
    if not isinstance(q["question"], str) or len(q["question"]) < 8:
        err(f"{qid}: question too short")
    if q["question"].strip().lower() in texts:
        err(f"{qid}: duplicate question text")
    texts.add(q["question"].strip().lower())
    mc = q["must_contain"]
    if not (isinstance(mc, list) and 1 <= len(mc) <= 4 and all(isinstance(s, str) and s.strip() for s in mc)):
        err(f"{qid}: must_contain must be 1-4 non-empty strings")
        continue
    if not isinstance(q["notes"], str) or not q["notes"].strip():
        err(f"{qid}: empty notes")
    evid = q["evidence"]
    m = re.fullmatch(r"(runs/([^/]+)/.+|README\.md):(\d+)", evid)
    if not m:
        err(f"{qid}: evidence '{evid}' not in runs/<run>/<path>:<line> or README.md:<line> form")
        continue
    epath, erun, eline = m.group(1), m.group(2), int(m.group(3))
    full = os.path.join(ROOT, epath)
    if not os.path.isfile(full):
        err(f"{qid}: evidence file {epath} missing")
        continue
    elines = read(full).splitlines()
    if not 1 <= eline <= len(elines) or not elines[eline - 1].strip():
        err(f"{qid}: evidence line {eline} of {epath} missing or blank")
    if erun and erun not in runs:
        err(f"{qid}: evidence run {erun} is not a run folder")
    if cat == "absent":
        for s in mc:
            if NUMBER_RE.search(s):
                err(f"{qid}: absent must_contain '{s}' contains a number")
            corpus = readme + "\n" + "\n".join(sorted(all_modules)) + "\n" + "\n".join(designs)
            if s not in corpus and not (erun and s in run_text(erun)):
                err(f"{qid}: absent must_contain '{s}' is not the name of anything that exists")
        continue
    haystack = run_text(erun) if erun else ""
    if cat == "statistical" or not erun:
        haystack += "\n" + readme
    for s in mc:
        if s not in haystack:
            err(f"{qid}: must_contain '{s}' not found in evidence {'run ' + erun if erun else 'README.md'}")
for cat, (lo, hi) in CAT_RANGE.items():
    if not lo <= cats.get(cat, 0) <= hi:
        err(f"category {cat}: {cats.get(cat, 0)} questions (want {lo}-{hi})")

# ---------------------------------------------------------------- split / FROZEN / synonyms
sys.dont_write_bytecode = True
sys.path.insert(0, ROOT)
try:
    import split as splitmod
    dev_ids, held_ids, counts = splitmod.compute_split(qlines)
    if splitmod.SEED != SEED:
        err(f"split.py SEED {splitmod.SEED} != {SEED}")
    for fname, ids in (("dev.jsonl", dev_ids), ("heldout.jsonl", held_ids)):
        p = os.path.join(ROOT, fname)
        if not os.path.isfile(p):
            err(f"{fname} missing")
            continue
        want = [l for l in qlines if json.loads(l)["id"] in ids]
        got = [l for l in read(p).splitlines() if l.strip()]
        if got != want:
            err(f"{fname} does not match the seeded split of questions.jsonl")
    fz = os.path.join(ROOT, "FROZEN")
    if not os.path.isfile(fz):
        err("FROZEN missing")
    else:
        frozen = json.loads(read(fz))
        if frozen.get("seed") != SEED:
            err("FROZEN seed mismatch")
        if frozen.get("counts") != counts:
            err("FROZEN per-category counts mismatch")
        for fname in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
            if frozen.get("sha256", {}).get(fname) != sha256(os.path.join(ROOT, fname)):
                err(f"FROZEN sha256 mismatch for {fname} (questions changed after freezing?)")
    sp = os.path.join(ROOT, "dev_synonyms.jsonl")
    if not os.path.isfile(sp):
        err("dev_synonyms.jsonl missing")
    else:
        dev_objs = [json.loads(l) for l in read(os.path.join(ROOT, "dev.jsonl")).splitlines() if l.strip()]
        syn_lines = [l for l in read(sp).splitlines() if l.strip()]
        syn_objs = [json.loads(l) for l in syn_lines]
        if len(syn_objs) != len(dev_objs):
            err(f"dev_synonyms.jsonl has {len(syn_objs)} lines, dev.jsonl {len(dev_objs)}")
        for a, b in zip(dev_objs, syn_objs):
            if list(b.keys()) != KEYS:
                err(f"synonym {b.get('id')}: keys differ")
                continue
            for k in KEYS:
                if k != "question" and a[k] != b[k]:
                    err(f"synonym {a['id']}: field {k} differs from dev")
            qa = re.sub(r"\W+", " ", a["question"].lower()).split()
            qb = re.sub(r"\W+", " ", b["question"].lower()).split()
            if qa == qb:
                err(f"synonym {a['id']}: question not reworded")
            elif len(set(qa) & set(qb)) / max(1, len(set(qb))) > 0.75:
                err(f"synonym {a['id']}: rewording too close to the original")
except Exception as e:  # noqa
    err(f"split/synonym check crashed: {e!r}")

if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print("OK")
