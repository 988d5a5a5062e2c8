#!/usr/bin/env python3
"""Write README.md for runs_blind15 from the tool outputs under runs/ (standard library only).

Every figure comes from a Yosys log, an OpenSTA report, the Icarus log or an exit-status file,
or is computed here from such figures. Only the short design descriptions are typed by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# run, top, design folder, what it is, what the run covers, yosys log, how captured, [(sta tcl, report)]
RUN_INFO = [
    ("log2_est16", "log2_est16", "log2_est16",
     "combinational 4.4 fixed-point log2 estimate of a 16-bit value (leading-one detect, normalise, optional rounding)",
     "no clock: set_max_delay 6.0 all inputs -> all outputs; set_driving_cell INVX1 / set_load 0.05; `abc -D 3000`; "
     "`-fields {input_pin slew cap}`; endpoint table; `-from round_en`; report_worst_slack",
     "log2_build.log", "`yosys -s log2.ys | tee log2_build.log`", [("log2_sta.tcl", "log2_sta.rpt")]),
    ("bloom_hash8", "bloom_hash8", "bloom_hash8",
     "Bloom filter for 8-bit keys: two hashes into a 64 x 1 bit array, insert / query / sequential clear, fill counter",
     "memory `bits` mapped to flops; `tee -o bloom_generic_stat.txt stat -width`; `select -count` of generic flops; 8 ns; "
     "report_clock_properties; setup violations from input clr; `-group_count 3`; report_power",
     "bloom_yosys.txt", "`yosys -c bloom_synth.tcl > bloom_yosys.txt 2>&1` (Tcl script)", [("bloom_sta.tcl", "bloom_sta.rpt")]),
    ("coffee_auto", "coffee_brew_fsm", "coffee_brew_fsm",
     "drip-coffee machine sequencer: 7 states (idle, heat, pre-infuse, brew, drip, keep-warm, fault) and a 10-bit phase timer",
     "run 1 of 2 of coffee_brew_fsm: plain `synth`, FSM extracted and re-encoded (auto); 5 ns; check_setup; min_max; report_wns / report_tns",
     "coffee_synth.log", "`yosys -l coffee_synth.log -s coffee.ys`", [("coffee_sta.tcl", "coffee_sta.rpt")]),
    ("coffee_bin", "coffee_brew_fsm", "coffee_brew_fsm",
     "same coffee_brew_fsm RTL as coffee_auto",
     "run 2 of 2: `proc; opt; fsm -encoding binary -encfile coffee_fsm_enc.txt` before `synth`; 3 ns; `-fields {fanout cap}`; "
     "endpoint table; report_worst_slack / report_tns",
     "coffee_bin_out.txt", "`yosys -p \"...\" > coffee_bin_out.txt 2>&1` (command in yosys_cmd.txt)",
     [("coffee_bin_sta.tcl", "coffee_bin_sta.rpt")]),
    ("keypad_scan", "keypad_scan", "keypad_scan",
     "4x4 matrix keypad scanner: rotating column drive, two-flop row synchronizer, SETTLE=4 debounce, 4-state FSM",
     "hold violations (keypad.sdc: `set_clock_uncertainty -hold 1.2`, input min delay 0.0); 6 ns clock kclk; min endpoint table; "
     "`report_check_types -all_violators`",
     "keypad.log", "`yosys -q -l keypad.log -s keypad.ys`", [("keypad_sta.tcl", "keypad_sta.rpt")]),
    ("async_word_cg", "async_word_sync", "async_word_sync",
     "12-bit word crossing from clk_src to clk_dst: toggle request + held data, bit_sync2 two-flop synchronizers for request and acknowledge",
     "run 1 of 2 of async_word_sync: hierarchy kept (per-module stat, bit_sync2 x 2); clk_src 6.5 ns, clk_dst 3 ns, "
     "`set_clock_groups -asynchronous` (awsync_cg.sdc); min_max; `-from clk_src -to clk_dst`",
     "awsync_cg.log", "`yosys -l awsync_cg.log -s awsync.ys`", [("awsync_cg_sta.tcl", "awsync_cg_sta.rpt")]),
    ("async_word_raw", "async_word_sync", "async_word_sync",
     "same async_word_sync RTL as async_word_cg",
     "run 2 of 2: `synth -flatten`; same clocks, no clock groups / false paths, so the crossings are timed; inline constraints; "
     "report_clock_properties; `-from clk_src -to clk_dst` and back",
     "aws_flat_yosys.txt", "`yosys -p \"...\" > aws_flat_yosys.txt 2>&1` (command in yosys_cmd.txt)",
     [("aws_raw_sta.tcl", "aws_raw_sta.rpt")]),
    ("lut_qsine64", "lut_qsine64", "lut_qsine64",
     "sine generator: 6-bit phase accumulator, 16-entry quarter-wave magnitude table (case statement), quadrant mirroring, test_mode bypass",
     "case table converted to a ROM by PROC_ROM and mapped to logic by memory_map; 6 ns; `set_case_analysis 0` on test_mode; "
     "`-from test_mode`; `report_check_types -max_delay -min_delay -verbose`",
     "qsine_synth.log", "`yosys -s qsine.ys > qsine_synth.log 2>&1`", [("qsine_sta.tcl", "qsine_sta.rpt")]),
    ("cache_tag_10ns", "cache_tag_dm", "cache_tag_dm",
     "tag store of a 16-line direct-mapped cache: 16 x 10-bit tag memory, valid bits, registered hit / miss, 16-bit hit counter",
     "run 1 of 2 of cache_tag_dm: memory `tags` mapped to flops; 10 ns; min_max; report_power; report_wns",
     "cache_synth.log", "`yosys -s cache.ys -l cache_synth.log`", [("cache_sta.tcl", "cache_sta.rpt")]),
    ("cache_tag_4ns", "cache_tag_dm", "cache_tag_dm",
     "same cache_tag_dm RTL as cache_tag_10ns",
     "run 2 of 2: `opt -full` between synth stages, `abc -D 4000`; stat copied with `tee -o cache4_area.txt`; 4 ns setup violations; "
     "endpoint table; report_wns / report_tns; STA script ends with `report_worst_slack -max` (rejected by this OpenSTA)",
     "cache4_yosys.txt", "`yosys -s cache4.ys > cache4_yosys.txt 2>&1`", [("cache4_sta.tcl", "cache4_sta.rpt")]),
    ("expgolomb_enc", "expgolomb_enc", "expgolomb_enc",
     "order-0 Exp-Golomb encoder for signed 9-bit values (se(v) mapping, leading-one position, 21-bit code word + length), half-rate input",
     "`opt -full` + `share -aggressive` before synth; 2.5 ns; checks before and after `set_multicycle_path 2 -setup` / `1 -hold` "
     "from the sval_r flops (clock pins in mcp_pins.txt)",
     "expg_synth.txt", "`yosys -s expg.ys 2>&1 | tee expg_synth.txt`", [("expg_sta.tcl", "expg_sta.rpt")]),
    ("dmx512_tx", "dmx512_tx", "dmx512_tx",
     "DMX512 lighting-bus transmitter: break, mark-after-break, start code and 32 slots at 8N2, 40 clocks per bit",
     "generic synth only: `stat` without liberty (no area), `ltp -noff`; only the Yosys log kept (RTL copy and netlist deleted); not timed",
     "dmx_build.log", "`yosys -q -l dmx_build.log -p \"...\"`", []),
    ("bmc_encoder", "bmc_encoder", "bmc_encoder",
     "biphase-mark line encoder (S/PDIF style): byte load, LSB-first shift, transition at every cell start and mid-cell for a 1",
     "Icarus self-checking testbench (bmc_sim.log); synthesis with `hilomap` (TIEHI/TIELO) and `insbuf -buf BUFX2`; stat -liberty; not timed",
     "synth_out.txt", "`yosys bmc.ys > synth_out.txt 2>&1` (script as positional argument)", []),
    ("lane_deskew4", "lane_deskew4", "lane_deskew4",
     "four-lane byte deskew: marker (0xBC) arrival per lane recorded during train, early lanes delayed by elastic_tap instances",
     "elastic_tap with DEPTH 2 (u_tap0/1) and DEPTH 4 (u_tap2/3), hierarchy kept (per-module stat); 5 ns; `check_setup -verbose`; "
     "`-through [get_pins u_tap2/*]`; endpoint table; `report_net -connections aligned`; `report_instance -connections u_tap3`",
     "deskew_synth.log", "`yosys -l deskew_synth.log -p \"...\"` (command in yosys_cmd.txt)", [("deskew_sta.tcl", "deskew_sta.rpt")]),
    ("beacon_sched", "beacon_sched", "beacon_sched",
     "periodic radio beacon scheduler with LFSR back-off (galois_step submodule), missed-beacon counter",
     "elaboration error: instance u_rng connects port `step`, but galois_step's enable port is `adv`; undeclared lfsr_fb only warns "
     "despite `default_nettype none; no netlist; exit status kept",
     "beacon_err.log", "`yosys -s beacon.ys > beacon_err.log 2>&1`", []),
    ("hotswap_seq", "hotswap_seq", "hotswap_seq",
     "hot-swap power sequencer: seat detect, inrush ramp, FET on, trip on overcurrent",
     "`check -assert` after proc fails on the combinational loop fet_ok <-> limit_hold; no netlist; exit status kept",
     "hotswap.log", "`yosys -l hotswap.log -p \"...\"`", []),
    ("frame_stats", "frame_stats", "frame_stats",
     "per-frame byte statistics: count, 16-bit sum, min, max, sequence-error flag, done pulse",
     "several warning kinds (truncated literal, implicit net, undriven wires); `check` after proc and again after mapping; "
     "`splitnets -ports`; 6 ns; `-fields {slew cap input_pin fanout}`; `report_check_types ... -format slack_only`; report_worst_slack -digits 4",
     "frame_build.log", "`yosys -p \"...\" 2>&1 | tee frame_build.log` (command in yosys_cmd.txt)", [("frame_sta.tcl", "frame_sta.rpt")]),
    ("johnson_div", "johnson_div", "johnson_div",
     "3-stage Johnson counter dividing clk by 6 (clk_div6 = jc[2]), 8-bit heartbeat counter on the divided clock, resynchronised MSB",
     "generated clock clk_div6 (`-divide_by 6` on the Q pin of the jc[2] flop named in divider_flop.txt); `splitnets -ports`; 4 ns; "
     "report_clock_properties; min_max; `-from clk_div6 -to clk`",
     "johnson_yosys.log", "`yosys -c johnson_synth.tcl 2>&1 | tee johnson_yosys.log` (Tcl script)", [("johnson_sta.tcl", "johnson_sta.rpt")]),
]
SEQ_PREFIX = ("DFF", "$_DFF", "$_SDFF", "$_ALDFF", "LATCH", "$_DLATCH")


def read(run, f):
    with open(os.path.join(RUNS, run, f)) as fh:
        return fh.read()


def final_stat(log):
    idx = log.rfind("Printing statistics.")
    if idx < 0:
        return None
    sec = log[idx:]
    end = re.search(r"\n\d+(?:\.\d+)*\. Executing", sec)
    if end:
        sec = sec[:end.start()]
    mods = {}
    for m in re.finditer(r"=== (.+?) ===\n(.*?)(?=\n=== |\Z)", sec, re.S):
        name, body = m.group(1), m.group(2)
        d = {"types": {}}
        c = re.search(r"Number of cells:\s+(\d+)", body)
        d["cells"] = c.group(1) if c else None
        in_cells = False
        for line in body.splitlines():
            if "Number of cells:" in line:
                in_cells = True
                continue
            if in_cells:
                mm = re.match(r"\s+(\S+)\s+(\d+)$", line)
                if mm:
                    d["types"][mm.group(1)] = int(mm.group(2))
                else:
                    in_cells = False
        a = re.search(r"Chip area for (top )?module '(.+?)': (\S+)", body)
        d["area"] = a.group(3) if a else None
        mods[name] = d
    return mods


def sta_info(rpt, tcl):
    clocks = re.findall(r"create_clock -name (\S+) -period (\S+)", tcl)
    props = []
    m = re.search(r"^Clock\s+Period\s+Waveform", rpt, re.M)
    if m:
        sec = rpt[m.end():]
        sec = sec[:sec.find("Startpoint:")] if "Startpoint:" in sec else sec
        props = re.findall(r"^(\S+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)(.*)$", sec, re.M)
    paths = []
    for blk in re.split(r"\n(?=Startpoint: )", rpt):
        if "Startpoint:" not in blk:
            continue
        blk = blk[blk.find("Startpoint:"):]
        p = {"start": re.search(r"Startpoint: (.*)", blk).group(1),
             "end": re.search(r"Endpoint: (.*)", blk).group(1),
             "group": re.search(r"Path Group: (.*)", blk).group(1),
             "type": re.search(r"Path Type: (.*)", blk).group(1)}
        s = re.search(r"(-?\d+\.\d+)\s+slack \((MET|VIOLATED)\)", blk)
        p["slack"], p["status"] = s.group(1), s.group(2)
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        stages = re.findall(r"^\s+(?:\S+\s+)*?(-?\d+\.\d+)\s+(-?\d+\.\d+) [v^] (\S+/Y\w*) \((\S+)\)$",
                            blk.split("data arrival time")[0], re.M)
        edges = re.findall(r"^\s+(?:-?\d+\.\d+\s+)*?(-?\d+\.\d+)\s+clock (\S+) \((?:rise|fall) edge\)$", blk, re.M)
        p["edges"] = [(c, t) for t, c in edges]
        p["ngates"] = len(stages)
        p["big"] = max(stages, key=lambda x: float(x[0])) if stages else None
        paths.append(p)
    g = lambda pat: (re.findall(pat, rpt, re.M) or [None])
    pw = re.search(r"^Total\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+100\.0%$", rpt, re.M)
    pgr = {}
    for grp in ("Sequential", "Combinational"):
        mm = re.search(r"^" + grp + r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+%)$", rpt, re.M)
        if mm:
            pgr[grp] = mm.groups()
    return {"clocks": clocks, "props": props, "paths": paths,
            "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"), "worst": g(r"^worst slack (\S+)"),
            "errors": re.findall(r"^(Error: .*)$", rpt, re.M), "warnings": re.findall(r"^(Warning: .*)$", rpt, re.M),
            "ends": re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M),
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M)),
            "power": pw.groups() if pw else None, "pgroups": pgr}


def f2(x, nd=2):
    return f"{x:.{nd}f}"


def top_block(r):
    st = r["stat"]
    return st.get("design hierarchy") or st[r["top"]]


def flops(tb):
    return sum(n for t, n in tb["types"].items() if t.startswith(SEQ_PREFIX) and "LATCH" not in t)


def short(x):
    return x.split(" ")[0]


def main():
    data = []
    for (run, top, dfold, what, covers, log, cap, stas) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap, "text": lg}
        r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1).strip() if err else None
        r["stat"] = final_stat(lg) if r["ok"] else None
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["warnings"] = re.findall(r"^((?:\S+:\d+: )?Warning: .*)$", lg, re.M)
        r["latches"] = re.findall(r"^Latch inferred for signal `(\S+)'", lg, re.M)
        r["fsm_found"] = re.search(r"Found FSM state register (\S+)\.", lg)
        r["fsm"] = re.search(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.search(r"Number of state bits:\s+(\d+)", lg)
        r["fsm_not"] = re.search(r"Not marking (\S+) as FSM state register:\n\s+(.*)", lg)
        r["mems"] = re.findall(r"Mapping memory (\S+) in module \S+:\n\s+(created .*)", lg)
        r["sta"] = []
        for tcl, rpt in stas:
            t = read(run, tcl)
            for f in re.findall(r"^read_sdc (\S+)", t, re.M):
                t += "\n" + read(run, f)
            r["sta"].append((tcl, rpt, sta_info(read(run, rpt), t)))
        r["files"] = sorted(os.listdir(os.path.join(RUNS, run)))
        data.append(r)
    byrun = {r["run"]: r for r in data}
    order = [r["run"] for r in data]
    ok = [r for r in data if r["ok"]]
    bad = [r for r in data if not r["ok"]]
    timed = [r for r in data if r["sta"]]

    L = []
    A = L.append
    A("# runs_blind15 -- synthesis/timing run folders for evaluation (scope `proj:blind15`)")
    A("")
    A(f"{len(data)} run folders under `runs/`, made from {len(set(r['design'] for r in data))} small Verilog-2005 designs under `designs/`.")
    A("Each `runs/<name>/run.sh` rebuilds its folder: it copies the RTL, writes the Yosys script or command, runs Yosys and,")
    A("for timed runs, OpenSTA on the written netlist. Library: `${OSU035_LIB:-.../osu035_stdcells.lib}` (OSU 0.35 um")
    A("standard cells from qflow-tech-osu035; GPL, not committed). Tool output is never edited. `run_all.sh` reruns every")
    A("folder and then `make_readme.py`, which writes this file from the tool outputs.")
    A("")
    A("## Tools")
    A("")
    yv = subprocess.run(["yosys", "-V"], capture_output=True, text=True).stdout.strip()
    sv = subprocess.run(["sta", "-version"], capture_output=True, text=True).stdout.strip()
    iv = subprocess.run(["iverilog", "-V"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    A(f"- Yosys: `{yv}`")
    A(f"- OpenSTA: `sta -version` prints `{sv}`; run as `sta -no_splash -exit script.tcl > report 2>&1` (under `timeout 60`)")
    A(f"- Icarus Verilog: `{iv}` (self-checking simulation in bmc_encoder only)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- Nothing else was run: no Verilator, no place and route, no gate-level simulation, no SDF/SPEF back-annotation, no formal or equivalence check.")
    A("")
    A("## Designs and runs")
    A("")
    A("| Run folder | Top module | Design folder | What it is | What it covers | Yosys log (how captured) | Key results (as printed) |")
    A("|---|---|---|---|---|---|---|")
    for r in data:
        key = []
        if not r["ok"]:
            key.append(f"FAILED: `{r['error']}`")
        else:
            tb = top_block(r)
            key.append(f"cells {tb['cells']}")
            key.append(f"area {tb['area']}" if tb["area"] else "no area (no liberty)")
        if r["fsm"]:
            key.append(f"FSM {r['fsm_found'].group(1)} encoding {r['fsm'].group(1)}, {r['fsm_bits'].group(1)} state bits")
        for mname, txt in r["mems"]:
            key.append(f"memory {mname}: `{txt}`")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"]) or "no clock"
            gen = [(c, p0) for c, p0, _a, _b, t in s["props"] if "generated" in t]
            if gen:
                clks += ", generated " + ", ".join(f"{c} {p0} ns" for c, p0 in gen)
            sl = "; ".join(f"{p['type']} [{p['group']}] slack {p['slack']} ({p['status']})" for p in s["paths"])
            extra = ""
            for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                if s[k][0] is not None:
                    extra += f"; {lab} " + " / ".join(s[k])
            if s["nopaths"]:
                extra += f"; `No paths found.` x {s['nopaths']}"
            key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
            if s["power"]:
                key.append(f"`{rpt}` report_power Total {s['power'][3]} (internal {s['power'][0]}, switching {s['power'][1]}, leakage {s['power'][2]})")
            for e in s["errors"] + s["warnings"]:
                key.append(f"`{rpt}`: `{e}`")
        if r["warn_total"] != "0":
            key.append(f"Yosys warnings {r['warn_total']} total ({r['warn_unique']} unique)")
        A(f"| {r['run']} | {r['top']} | {r['design']} | {r['what']} | {r['covers']} | `{r['log']}` ({r['cap']}) | "
          + "<br>".join(key) + " |")
    A("")
    A("Files per run folder:")
    A("")
    for r in data:
        A(f"- `runs/{r['run']}/`: " + ", ".join(f"`{f}`" for f in r["files"]) + f" ({len(r['files'])} files)")
    A("")

    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (coffee_brew_fsm is used by coffee_auto and coffee_bin; "
      "async_word_sync by async_word_cg and async_word_raw; cache_tag_dm by cache_tag_10ns and cache_tag_4ns).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    for r in bad:
        f = "exit_status.txt" if "exit_status.txt" in r["files"] else "yosys_rc.txt"
        A(f"- {r['run']} `{f}`: `{read(r['run'], f).strip()}`.")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + "; the failed runs have no netlist and no STA.")
    viol, vseen = [], set()
    for r in timed:
        for _, rpt, s in r["sta"]:
            for p in s["paths"]:
                k = (r["run"], p["start"], p["end"], p["type"])
                if p["status"] == "VIOLATED" and k not in vseen:
                    vseen.add(k)
                    viol.append((r["run"], rpt, p))
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=order.index)
    hviol = sorted(set(v[0] for v in viol if v[2]["type"] == "min"), key=order.index)
    vruns = sorted(set(v[0] for v in viol), key=order.index)
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Distinct reported full paths with VIOLATED slack (same start/end/type counted once): {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, group {p['group']}, {short(p['start'])} -> {short(p['end'])}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    A(f"- Timed runs with a reported setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a reported hold / removal (min) violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se)
      + f". OpenSTA `Warning:` lines: {len(sw)}" + (": " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in sw) if sw else "")
      + ". No other STA report has an error or warning line.")
    lat = [r["run"] for r in data if r["latches"]]
    A("- Latches: " + (", ".join(lat) if lat else "no run infers a latch (no `Latch inferred for signal` line in any log; no latch cell in any stat)") + ".")
    fs = [r for r in data if r["fsm_found"]]
    A(f"- FSM extraction: {len(fs)} runs: " + "; ".join(
        f"{r['run']}: `Found FSM state register {r['fsm_found'].group(1)}`, `{r['fsm'].group(1)}` with {r['fsm_bits'].group(1)} state bits"
        for r in fs) + ".")
    cb = byrun["coffee_bin"]["text"]
    det = re.findall(r"^(\d+\.\d+)\. Executing FSM_DETECT pass", cb, re.M)
    A("- coffee_bin: no FSM was extracted: its FSM_DETECT passes (steps " + ", ".join(det)
      + ") print no `Found FSM state register` line, `coffee_fsm_enc.txt` is empty ("
      + f"{os.path.getsize(os.path.join(RUNS, 'coffee_bin', 'coffee_fsm_enc.txt'))} bytes), and the preceding plain `opt` printed `"
      + re.search(r"^(Adding EN signal on \S+ \(\$adff\) from module coffee_brew_fsm \(D = \S+, Q = \\st\)\.)$", cb, re.M).group(1) + "`.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {m}` -> `{t}`" for r in data for m, t in r["mems"])
      + ". No other run maps a memory; in dmx512_tx no memory exists.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t.startswith(SEQ_PREFIX):
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} runs: "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + f"; sum of totals {sum(t for _, t, _ in wt)}. No other log prints such a line (`ABC: Warning:` lines are ABC's own and not counted;"
      " the failed runs stop before the summary line).")
    pw = [(r["run"], s["power"], s["pgroups"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(
        f"{a} (Total {b[3]}; Sequential {c['Sequential'][4]}, Combinational {c['Combinational'][4]})" for a, b, c in pw)
      + "; no other run has a power figure.")
    cp = [(r["run"], s["props"]) for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + "; ".join(
        f"{a} (" + ", ".join(f"{c} period {p} waveform {x} {y}{t.rstrip()}" for c, p, x, y, t in pr) + ")" for a, pr in cp) + ".")
    sim = read("bmc_encoder", "bmc_sim.log").strip().splitlines()
    A("- Simulation: only bmc_encoder (`bmc_sim.log`): " + "; ".join(f"`{x}`" for x in sim) + ".")
    A("")

    A("## Yosys warnings and errors, verbatim")
    A("")
    for r in data:
        if r["warnings"]:
            A(f"- {r['run']} (`{r['log']}`), {len(r['warnings'])} `Warning:` lines:")
            seen = []
            for w in r["warnings"]:
                if w not in seen:
                    seen.append(w)
            if len(seen) > 8:
                kinds = {}
                for w in seen:
                    k = re.sub(r"\\(\w+) \[\d+\]", r"\\\1 [N]", w)
                    kinds.setdefault(k, []).append(w)
                for k, ws in kinds.items():
                    n = sum(r["warnings"].count(w) for w in ws)
                    A(f"  - `{k}`: {len(ws)} distinct, {n} printed")
            else:
                for w in seen:
                    n = r["warnings"].count(w)
                    A(f"  - `{w}`" + (f" (printed {n} times)" if n > 1 else ""))
    fl = byrun["frame_stats"]["text"]
    probs = re.findall(r"^(\d+(?:\.\d+)?)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", fl, re.M | re.S)
    A("- frame_stats CHECK passes (`Found and reported N problems.`): " + ", ".join(f"step {a}: {b}" for a, b in probs)
      + " (step 4 is the script's own `check` after proc, 5.5 and 5.26 run inside `synth`, step 9 is the `check` after dfflibmap/abc).")
    s9 = fl[fl.find("9. Executing CHECK pass"):]
    s9 = s9[:s9.find("Found and reported")]
    sigs = []
    for w in re.findall(r"^Warning: Wire frame_stats\.\\(\S+)(?: \[\d+\])? is used but has no driver\.$", s9, re.M):
        if w not in sigs:
            sigs.append(w)
    A("- frame_stats step-9 `is used but has no driver` wires belong to: " + ", ".join(sigs)
      + " (all of them are Q outputs of mapped DFFPOSX1 cells in `frame_stats_net.v`).")
    A("- hotswap_seq: `" + re.search(r"^(Warning: found logic loop in module hotswap_seq:)$", byrun["hotswap_seq"]["text"], re.M).group(1)
      + "` then `" + byrun["hotswap_seq"]["error"] + "`.")
    A("- beacon_sched: `" + byrun["beacon_sched"]["warnings"][0] + "` then `" + byrun["beacon_sched"]["error"] + "`.")
    A("")

    A("## Derived figures")
    A("")
    A("Area = `Chip area` of the last `stat` (the top module, or `Chip area for top module` for a kept hierarchy);")
    A("cells = `Number of cells` of the same block; flops = DFF* cells. Derived values are rounded to two decimals.")
    A("")
    A("### Area, cells, flops (runs with a liberty)")
    A("")
    A("| Rank by area | Run | Area | Cells | Flops | Area per cell | Cells per flop |")
    A("|---|---|---|---|---|---|---|")
    rows = []
    for r in ok:
        tb = top_block(r)
        if not tb["area"]:
            continue
        rows.append((r["run"], float(tb["area"]), tb["area"], int(tb["cells"]), flops(tb)))
    rows.sort(key=lambda x: (-x[1], x[0]))
    for i, (run, a, astr, c, fl_) in enumerate(rows, 1):
        A(f"| {i} | {run} | {astr} | {c} | {fl_} | {f2(a / c)} | {f2(c / fl_) if fl_ else 'n/a (no flops)'} |")
    areas = [x[1] for x in rows]
    cells = [x[3] for x in rows]
    A("")
    A(f"- Runs with an area: {len(rows)}. Total area {f2(sum(areas))}; mean {f2(statistics.mean(areas))}; median {f2(statistics.median(areas))}.")
    A(f"- Largest area: {rows[0][0]} ({rows[0][2]}); smallest: {rows[-1][0]} ({rows[-1][2]}).")
    byc = sorted(rows, key=lambda x: (-x[3], x[0]))
    A(f"- Total cells {sum(cells)}; mean {f2(statistics.mean(cells))}; median {f2(statistics.median(cells))}; "
      f"most cells {byc[0][0]} ({byc[0][3]}); fewest {byc[-1][0]} ({byc[-1][3]}).")
    byf = sorted(rows, key=lambda x: (-x[4], x[0]))
    A(f"- Most flops: {byf[0][0]} ({byf[0][4]}); total flops {sum(x[4] for x in rows)}; runs with no flops: "
      + ", ".join(x[0] for x in rows if x[4] == 0) + ".")
    bpa = sorted(rows, key=lambda x: -(x[1] / x[3]))
    A(f"- Highest area per cell: {bpa[0][0]} ({f2(bpa[0][1] / bpa[0][3])}); lowest: {bpa[-1][0]} ({f2(bpa[-1][1] / bpa[-1][3])}).")
    over = [x for x in rows if x[1] > 50000]
    A(f"- Runs with area above 50000: {len(over)}: " + ", ".join(f"{x[0]} ({x[2]})" for x in over) + ".")
    g = byrun["dmx512_tx"]["stat"]["dmx512_tx"]
    A(f"- dmx512_tx has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    ltp = re.search(r"^Longest topological path in dmx512_tx \(length=(\d+)\):", byrun["dmx512_tx"]["text"], re.M)
    A(f"- dmx512_tx `ltp -noff`: `Longest topological path in dmx512_tx (length={ltp.group(1)}):`.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}.")
    unt = [(r["run"], top_block(r)["area"]) for r in ok if not r["sta"] and top_block(r)["area"]]
    A("- Untimed runs with an area: " + ", ".join(f"{a} ({b})" for a, b in unt) + ".")
    for a_, b_ in (("coffee_auto", "coffee_bin"), ("cache_tag_10ns", "cache_tag_4ns"), ("async_word_cg", "async_word_raw")):
        ea, en = top_block(byrun[a_]), top_block(byrun[b_])
        A(f"- {a_} vs {b_}: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, flops {flops(ea)} / {flops(en)}; "
          f"area difference {f2(float(ea['area']) - float(en['area']))}.")
    same = read("cache_tag_10ns", "cache_tag_dm_net.v").splitlines()[1:] == read("cache_tag_4ns", "cache_tag_dm_net.v").splitlines()[1:]
    A(f"- cache_tag_10ns and cache_tag_4ns netlists `cache_tag_dm_net.v` are {'identical' if same else 'different'} after the header line: "
      "`abc -D 4000` and `opt -full` did not change the mapped netlist.")
    A("")

    A("### Kept hierarchy (per-module stat)")
    A("")
    for run in ("lane_deskew4", "async_word_cg"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                  for m, d in st.items()) + ".")
    dl = byrun["lane_deskew4"]["text"]
    pm = re.findall(r"^\s+(\$paramod\$\S+\\elastic_tap)\s+(\d+)$", dl[dl.rfind("=== design hierarchy ==="):], re.M)
    A("- lane_deskew4 design hierarchy instance counts: " + ", ".join(f"`{m}` {n}" for m, n in pm) + ".")
    A("")

    A("### Timing")
    A("")
    A("Min period = period - setup slack, only for max paths launched and captured one period apart by the same clock;")
    A("fmax = 1000 / min period (MHz). Edges = launch -> capture clock edge times as printed. Gates = combinational stages (`/Y*` pins).")
    A("")
    A("| Run | Report | Type | Group | Period | Slack | Min period | fmax MHz | Start -> End | Edges | Arrival | Gates | Slowest stage |")
    A("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            per = {c: p for c, p in s["clocks"]}
            for c, p0, _a, _b, t in s["props"]:
                per.setdefault(c, p0)
            seen = set()
            for p in s["paths"]:
                k = (p["start"], p["end"], p["type"], p["group"], round(float(p["slack"]), 1))
                if k in seen:
                    continue
                seen.add(k)
                big = f"{p['big'][2]} {p['big'][3]} {p['big'][0]}" if p["big"] else "-"
                ed = " -> ".join(f"{c} {t}" for c, t in p["edges"]) or "-"
                single = len(p["edges"]) == 2 and p["edges"][0][0] == p["edges"][1][0] == p["group"] and p["group"] in per \
                    and abs(float(p["edges"][1][1]) - float(p["edges"][0][1]) - float(per[p["group"]])) < 1e-9
                if p["type"] == "max" and single:
                    pr = float(per[p["group"]])
                    mp = pr - float(p["slack"])
                    trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                    A(f"| {r['run']} | {rpt} | max | {p['group']} | {per[p['group']]} | {p['slack']} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                      f"{short(p['start'])} -> {short(p['end'])} | {ed} | {p['arrival']} | {p['ngates']} | {big} |")
                else:
                    A(f"| {r['run']} | {rpt} | {p['type']} | {p['group']} | - | {p['slack']} | - | - | "
                      f"{short(p['start'])} -> {short(p['end'])} | {ed} | {p['arrival']} | {p['ngates']} | {big} |")
    A("")
    best = {}
    for x in trows:
        if x[0] not in best or x[5] > best[x[0]][5]:
            best[x[0]] = x
    mps = sorted(best.values(), key=lambda x: -x[5])
    A("- Minimum period per timed run (worst single-cycle same-clock max path in its report), largest first: "
      + ", ".join(f"{x[0]} [{x[2]}] {f2(x[5], 3)} ns" for x in mps) + ".")
    A(f"- Largest minimum period: {mps[0][0]} ({f2(mps[0][5], 3)} ns); smallest: {mps[-1][0]} ({f2(mps[-1][5], 3)} ns). "
      "log2_est16 (no clock) has none.")
    hr = []
    for r in timed:
        for _, _, s in r["sta"]:
            if any(p["type"] == "min" for p in s["paths"]) and r["run"] not in hr:
                hr.append(r["run"])
    A(f"- Runs with at least one min (hold/removal) path reported: {len(hr)}: " + ", ".join(hr)
      + "; timed runs with no min path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hr) + ".")
    for k, lab in (("worst", "worst slack"), ("wns", "wns"), ("tns", "tns")):
        lst = [(r["run"], " / ".join(s[k])) for r in timed for _, _, s in r["sta"] if s[k][0] is not None]
        A(f"- `{lab}` line printed in {len(lst)} runs: " + ", ".join(f"{a} ({b})" for a, b in lst) + ".")
    notns = [r["run"] for r in timed if all(s["tns"][0] is None for _, _, s in r["sta"])]
    A("- Timed runs whose report has no `tns` line: " + ", ".join(notns) + ".")
    A("")

    A("### Endpoint tables and violator counts")
    A("")
    for run in ("cache_tag_4ns", "keypad_scan", "coffee_bin", "log2_est16", "lane_deskew4"):
        s = byrun[run]["sta"][0][2]
        v = [e for e in s["ends"] if e[5] == "VIOLATED"]
        A(f"- {run}: {len(s['ends'])} endpoint rows printed, {len(v)} VIOLATED; first row `{s['ends'][0][0]} ({s['ends'][0][1]})` slack {s['ends'][0][4]}.")
    kp = read("keypad_scan", "keypad_sta.rpt")
    grp = kp[kp.rfind("Group                                  Slack"):]
    grp = grp[:grp.find("\n\n")]
    kg = re.findall(r"^(\S+)\s+(-?\d+\.\d+)$", grp, re.M)
    kc = {}
    for gname, _ in kg:
        kc[gname] = kc.get(gname, 0) + 1
    A("- keypad_scan `report_check_types -all_violators` rows per group: " + ", ".join(f"{a} {b}" for a, b in kc.items())
      + f" ({len(kg)} in total); worst kclk row {min((float(x) for a, x in kg if a == 'kclk')):.2f}.")
    A("")

    A("### Differences and ratios")
    A("")
    def mx(run, i=0):
        return [p for p in byrun[run]["sta"][i][2]["paths"] if p["type"] == "max"]
    ca, cbn = mx("coffee_auto")[-1], mx("coffee_bin")[-1]
    A(f"- coffee_auto (5 ns) clk setup slack {ca['slack']} vs coffee_bin (3 ns) {cbn['slack']}: min periods "
      f"{f2(5 - float(ca['slack']), 3)} vs {f2(3 - float(cbn['slack']), 3)} ns.")
    c10, c4 = mx("cache_tag_10ns")[-1], mx("cache_tag_4ns")[0]
    A(f"- cache_tag_10ns setup slack {c10['slack']} vs cache_tag_4ns {c4['slack']} (same start {short(c10['start'])} and end {short(c10['end'])}): "
      f"difference {f2(float(c10['slack']) - float(c4['slack']), 3)} ns (the 6 ns period difference).")
    ep = byrun["expgolomb_enc"]["sta"][0][2]["paths"]
    A(f"- expgolomb_enc worst path {short(ep[0]['start'])} -> {short(ep[0]['end'])} slack before / after the multicycle: {ep[0]['slack']} / {ep[-1]['slack']}, "
      f"difference {f2(float(ep[-1]['slack']) - float(ep[0]['slack']), 3)} ns (one 2.5 ns period); tns before / after: "
      + " / ".join(byrun['expgolomb_enc']['sta'][0][2]['tns']) + ".")
    ar = {x[0]: x[1] for x in rows}
    A(f"- cache_tag_10ns / bloom_hash8 area ratio {f2(ar['cache_tag_10ns'] / ar['bloom_hash8'])}; lane_deskew4 / johnson_div area ratio "
      f"{f2(ar['lane_deskew4'] / ar['johnson_div'])}; coffee_auto - coffee_bin area {f2(ar['coffee_auto'] - ar['coffee_bin'])}.")
    st = byrun["lane_deskew4"]["stat"]
    taps = [(m, d) for m, d in st.items() if "elastic_tap" in m]
    tot = float(top_block(byrun["lane_deskew4"])["area"])
    tap_area = sum(float(d["area"]) * int(n) for (m, d) in taps for mm, n in pm if mm == m)
    A(f"- lane_deskew4: elastic_tap area over all four instances {f2(tap_area)} = {f2(100 * tap_area / tot)}% of the hierarchy total {f2(tot)}; "
      f"lane_deskew4 module alone {st['lane_deskew4']['area']}.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
