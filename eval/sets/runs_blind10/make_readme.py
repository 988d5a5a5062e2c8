#!/usr/bin/env python3
"""Build README.md for runs_blind10 from the tool outputs in runs/ (standard library only).

Every figure is read from a Yosys log / OpenSTA report / simulation log / exit-status file, or
computed here from such figures. Only the design descriptions are typed in by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# (run folder, top module, design folder, what it is, what it covers, yosys log, how captured, [(tcl, rpt)])
RUN_INFO = [
    ("fletcher_fast", "fletcher16", "fletcher16",
     "streaming Fletcher-16 checksum: two mod-255 running sums updated per byte, 16-bit byte counter",
     "setup violation at 6 ns; endpoint table (`-group_count 6 -endpoint_count 1 -format end`); report_wns/report_tns/report_worst_slack; first of two runs of the same RTL",
     "fl_fast_synth.log", "`yosys -s fl_fast.ys -l fl_fast_synth.log`", [("fl_fast_sta.tcl", "fl_fast_sta.rpt")]),
    ("fletcher_slow", "fletcher16", "fletcher16", "same Fletcher-16 RTL as fletcher_fast",
     "second run of the same RTL at 12 ns; setup + hold (`-path_delay min_max`)",
     "fl_slow_synth.log", "`yosys -q -l fl_slow_synth.log -s fl_slow.ys`", [("fl_slow_sta.tcl", "fl_slow_sta.rpt")]),
    ("seq_divider8", "seq_divider8", "seq_divider8",
     "8-bit unsigned restoring divider, one quotient bit per clock, 4-state control FSM (IDLE/RUN/FIX/DONE)",
     "FSM extracted and re-encoded; setup + hold (min_max) at 10 ns; report_worst_slack/report_tns",
     "div_synth.log", "`yosys -c div_synth.tcl | tee div_synth.log`", [("div_sta.tcl", "div_timing.rpt")]),
    ("rr_arbiter4", "rr_arbiter4", "rr_arbiter4",
     "4-requester round-robin arbiter: rr_state (last-grant mask) + two rr_pick fixed-priority pickers, registered grant",
     "hierarchy kept (per-module stat, rr_pick used twice); `report_checks -through u_pick_m/any`; setup + hold at 5 ns",
     "rr_yosys.txt", "`yosys rr.ys > rr_yosys.txt 2>&1`", [("rr_sta.tcl", "rr_sta.rpt")]),
    ("sd_mod2", "sd_mod2", "sd_mod2",
     "second-order sigma-delta modulator: 12-bit signed sample in, 1-bit stream out, two saturating sd_integ stages, 8-bit ones counter",
     "synth -flatten; `-fields {slew cap fanout}`; report_power at 10 ns; -p one-liner",
     "sd_yosys.log", "`yosys -p \"...\" > sd_yosys.log 2>&1` (command in yosys_cmd.txt)", [("sd_sta.tcl", "sd_sta.rpt")]),
    ("bitser_mult", "bitser_mult", "bitser_mult",
     "bit-serial 8x8 shift-and-add multiplier: bs_ctrl step counter, bs_opreg multiplicand register, bs_acc accumulator",
     "hierarchy kept (per-module stat); set_multicycle_path -setup 3 through u_acc/mcand; 4 ns clock",
     "bsm.log", "`yosys -s bsm.ys -L bsm.log`", [("bsm_sta.tcl", "bsm_sta.rpt")]),
    ("sfifo_af", "sfifo_af", "sfifo_af",
     "single-clock 8 x 8-bit FIFO with programmable almost-full / almost-empty thresholds and sticky overflow/underflow",
     "reg array mapped to flip-flops; endpoint table (`-group_count 4 -endpoint_count 1 -format end`); report_check_types; setup + hold at 6 ns",
     "sfifo_yosys.log", "`yosys -s sfifo.ys 2>&1 | tee sfifo_yosys.log`", [("sfifo_sta.tcl", "sfifo_timing.rpt")]),
    ("pwm_capture", "pwm_capture", "pwm_capture",
     "PWM high-time/period capture in cap_clk, toggle-synchronized hand-off of the 12-bit results to pclk",
     "two clocks (cap_clk 10 ns, pclk 7 ns) in asynchronous clock groups + set_false_path from rst; setup + hold",
     "pwmcap_yosys.log", "`yosys -c pwmcap.tcl -l pwmcap_yosys.log`", [("pwmcap_sta.tcl", "pwmcap_sta.rpt")]),
    ("hamdist16", "hamdist16", "hamdist16",
     "registered Hamming distance of two 16-bit words (four pop4 nibble counters + adder), threshold match flag",
     "port resize on u_p3.cnt, flattened; setup violation at 3.5 ns; Icarus self-checking simulation (ham_sim.log)",
     "ham_synth.log", "`yosys -q -l ham_synth.log -s ham.ys`", [("ham_sta.tcl", "ham_timing.rpt")]),
    ("ts_compare", "ts_compare", "ts_compare",
     "20-bit timestamp counter with match/late comparator; divide-by-4 prescaler MSB clocks a tick counter and hit history",
     "generated clock tick_clk (`-divide_by 4`); report_clock_properties; setup + hold at 8 ns",
     "tsc_synth.log", "`yosys -s tsc.ys > tsc_synth.log 2>&1`", [("tsc_sta.tcl", "tsc_sta.rpt")]),
    ("onehot_check", "onehot_check", "onehot_check",
     "combinational 16-bit one-hot / zero / multi-hot checker plus highest-set-bit index encoder",
     "no clock: set_max_delay 6.0 / set_min_delay 0.5 from all inputs to all outputs; min_max report; `opt_clean -purge`",
     "onehot_yosys.log", "`yosys -s onehot.ys -l onehot_yosys.log -q`", [("onehot_sta.tcl", "onehot_sta.rpt")]),
    ("op_decode_lat", "op_decode_lat", "op_decode_lat",
     "combinational 4-bit opcode decoder (alu_fn, imm_en, wr_en, shamt, illegal) with an incomplete case",
     "inferred latches left as `$_DLATCH_N_` (no area); not timed; -p one-liner with -l",
     "opdec.log", "`yosys -l opdec.log -p \"...\"` (command in yosys_cmd.txt)", []),
    ("status_merge", "status_merge", "status_merge",
     "status word merge with write-1-to-clear sticky error flags",
     "multiple drivers (two assigns on sts_word[3:0], err_sticky in two always blocks); `check` before and after synth; not timed",
     "merge_synth.log", "`yosys -s merge.ys > merge_synth.log 2>&1`", []),
    ("pulse_stretch", "pulse_stretch", "pulse_stretch",
     "retriggerable pulse stretcher: edge-detected trigger loads a 6-bit down-counter, trigger counter",
     "generic synth, `stat` without liberty (no area); only the Yosys log kept; not timed",
     "pstretch_generic.log", "`yosys -l pstretch_generic.log -p \"...\"`", []),
    ("whiten_lfsr9", "whiten_lfsr9", "whiten_lfsr9",
     "PN9 (x^9 + x^5 + 1) data whitener, 8 LFSR steps per byte",
     "syntax error, no netlist; Icarus compile output next to it",
     "whiten_yosys.log", "`yosys -q -l whiten_yosys.log -s whiten.ys`", []),
    ("evt_logger", "evt_logger", "evt_logger",
     "event logger: 12-bit timestamp + 4-bit event code pushed into a 4-entry FIFO",
     "elaboration error: instantiated module evt_fifo4 is not in the design (the file defines evt_fifo); no netlist",
     "evt_synth.out", "`yosys -p \"...\" > evt_synth.out 2>&1` (command in yosys_cmd.txt)", []),
]
SEQ = ("DFFPOSX1", "DFFNEGX1", "DFFSR", "LATCH", "$_DLATCH_P_", "$_DLATCH_N_")


def read(run, f):
    with open(os.path.join(RUNS, run, f)) as fh:
        return fh.read()


def final_stat(log):
    idx = log.rfind("Printing statistics.")
    if idx < 0:
        return None
    sec = log[idx:]
    end = re.search(r"\n\d+\. Executing", sec)
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
        a = re.search(r"Chip area for (top )?module '\\?(\S+)': (\S+)", body)
        d["area"] = a.group(3) if a else None
        mods[name] = d
    return mods


def sta_info(rpt, tcl):
    clocks = re.findall(r"create_clock -name (\S+) -period (\S+)", tcl)
    props = re.findall(r"^(\S+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)(.*)$", rpt, re.M)
    paths = []
    for blk in re.split(r"\n(?=Startpoint: )", rpt):
        blk = blk[blk.find("Startpoint:"):] if "Startpoint:" in blk else ""
        if not blk:
            continue
        p = {"start": re.search(r"Startpoint: (.*)", blk).group(1),
             "end": re.search(r"Endpoint: (.*)", blk).group(1),
             "group": re.search(r"Path Group: (.*)", blk).group(1),
             "type": re.search(r"Path Type: (.*)", blk).group(1)}
        s = re.search(r"(-?\d+\.\d+)\s+slack \((MET|VIOLATED)\)", blk)
        p["slack"], p["status"] = s.group(1), s.group(2)
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        su = re.search(r"(-?\d+\.\d+)\s+-?\d+\.\d+\s+library (setup|hold) time", blk)
        p["lib"] = su.group(1) if su else None
        # largest single stage delay (gate output pins only)
        stages = re.findall(r"^\s+((?:-?\d+\.\d+\s+)*?)(-?\d+\.\d+)\s+(-?\d+\.\d+) [v^] (\S+/[YQ]) \((\S+)\)$",
                            blk.split("data arrival time")[0], re.M)
        if stages:
            big = max(stages, key=lambda x: float(x[1]))
            pre = big[0].split()
            p["big"] = (big[3], big[4], big[1], pre[0] if len(pre) == 2 else None)
        else:
            p["big"] = None
        p["ngates"] = len([x for x in stages if x[3].endswith("/Y")])
        paths.append(p)
    g = lambda pat: (re.search(pat, rpt, re.M).group(1) if re.search(pat, rpt, re.M) else None)
    errs = re.findall(r"^(Error: .*)$", rpt, re.M)
    ends = re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M)
    pw = re.search(r"^Total\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+100\.0%$", rpt, re.M)
    pwr = {}
    for grp in ("Sequential", "Combinational"):
        m = re.search(r"^" + grp + r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+%)$", rpt, re.M)
        if m:
            pwr[grp] = m.groups()
    so = re.findall(r"^(\S+)\s+(-?\d+\.\d+)$", rpt, re.M)
    return {"clocks": clocks, "props": props, "paths": paths, "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"),
            "worst": g(r"^worst slack (\S+)"), "errors": errs, "ends": ends,
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M)),
            "power": pw.groups() if pw else None, "pgroups": pwr,
            "slack_only": [x for x in so if x[0] not in ("wns", "tns")]}


def f2(x, nd=2):
    return f"{x:.{nd}f}"


def top_block(r):
    st = r["stat"]
    return st.get("design hierarchy") or st[r["top"]]


def flops(tb):
    return sum(n for t, n in tb["types"].items() if t.startswith("DFF") or t.startswith("$_SDFF") or t.startswith("$_DFF"))


def short(x):
    return x.split(" ")[0]


def main():
    data = []
    for (run, top, dfold, what, covers, log, cap, stas) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap}
        r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1).strip() if err else None
        r["stat"] = final_stat(lg) if r["ok"] else None
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["warnings"] = re.findall(r"^((?:\S+:\d+: )?Warning: .*)$", lg, re.M)
        r["latches"] = re.findall(r"^Latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["fsm"] = re.search(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.search(r"Number of state bits:\s+(\d+)", lg)
        r["sta"] = [(tcl, rpt, sta_info(read(run, rpt), read(run, tcl))) for tcl, rpt in stas]
        r["files"] = sorted(os.listdir(os.path.join(RUNS, run)))
        data.append(r)
    byrun = {r["run"]: r for r in data}

    L = []
    A = L.append
    A("# runs_blind10 -- synthesis/timing run folders for evaluation (scope `proj:blind10`)")
    A("")
    A(f"{len(data)} run folders under `runs/`, made from {len(set(r['design'] for r in data))} small Verilog-2005 designs under `designs/`.")
    A("Each `runs/<name>/run.sh` rebuilds its folder: it copies the RTL, writes the Yosys script, runs Yosys and,")
    A("for timed runs, OpenSTA on the written netlist. Library: `${OSU035_LIB:-.../osu035_stdcells.lib}` (OSU 0.35 um")
    A("standard cells from qflow-tech-osu035; GPL, not committed). Tool output is never edited. `run_all.sh`")
    A("reruns every folder and then `make_readme.py`, which writes this file from the tool outputs.")
    A("")
    A("## Tools")
    A("")
    yv = subprocess.run(["yosys", "-V"], capture_output=True, text=True).stdout.strip()
    sv = subprocess.run(["sta", "-version"], capture_output=True, text=True).stdout.strip()
    iv = subprocess.run(["iverilog", "-V"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    A(f"- Yosys: `{yv}`")
    A(f"- OpenSTA: `sta -version` prints `{sv}`; run as `sta -no_splash -exit script.tcl > report 2>&1`")
    A(f"- Icarus Verilog: `{iv}` (compile check in whiten_lfsr9; self-checking simulation in hamdist16)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- No other tool was run: no Verilator lint, no place and route, no gate-level simulation, no SDF.")
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
        if r["latches"]:
            key.append("latches: " + ", ".join(r["latches"]))
        if r["fsm"]:
            key.append(f"FSM `state` encoding {r['fsm'].group(1)}, {r['fsm_bits'].group(1)} state bits")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"]) or "no clock"
            gen = [c for c, p0, _a, _b, t in s["props"] if "generated" in t]
            if gen:
                clks += ", generated " + ", ".join(gen)
            sl = "; ".join(f"{p['type']} slack {p['slack']} ({p['status']})" for p in s["paths"])
            extra = ""
            for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                if s[k] is not None:
                    extra += f"; {lab} {s[k]}"
            key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
            if s["power"]:
                key.append(f"`{rpt}` report_power Total {s['power'][3]} (internal {s['power'][0]}, switching {s['power'][1]}, leakage {s['power'][2]})")
            if s["errors"]:
                key.append(f"`{rpt}` STA errors: {len(s['errors'])}")
        if r["warn_total"] != "0":
            key.append(f"Yosys warnings {r['warn_total']} total ({r['warn_unique']} unique)")
        A(f"| {r['run']} | {r['top']} | {r['design']} | {r['what']} | {r['covers']} | `{r['log']}` ({r['cap']}) | "
          + "<br>".join(key) + " |")
    A("")
    A("Files per run folder:")
    A("")
    for r in data:
        A(f"- `runs/{r['run']}/`: " + ", ".join(f"`{f}`" for f in r["files"]))
    A("")

    ok = [r for r in data if r["ok"]]
    bad = [r for r in data if not r["ok"]]
    timed = [r for r in data if r["sta"]]
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (fletcher16 is used by two runs: fletcher_fast and fletcher_slow).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=lambda x: [r["run"] for r in data].index(x))
    vruns = sorted(set(v[0] for v in viol), key=lambda x: [r["run"] for r in data].index(x))
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"timed runs with any violation (setup or min-delay): {len(vruns)} (" + ", ".join(vruns) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}" + (": " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se) if se else " (every STA script ran clean)") + ".")
    for r in data:
        if r["latches"]:
            tb = top_block(r)
            lt = {t: n for t, n in tb["types"].items() if "LATCH" in t}
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + f" ({len(r['latches'])} `Latch inferred for signal` lines); "
              "latch cells left after mapping: " + ", ".join(f"`{t}` x {n}" for t, n in lt.items())
              + " (`Area for cell type $_DLATCH_N_ is unknown!`). No other run infers a latch.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t in SEQ:
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} runs: "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + f"; sum of totals {sum(t for _, t, _ in wt)}. No other run prints such a line (`ABC: Warning:` lines are ABC's own and not counted).")
    fsm = [r for r in data if r["fsm"]]
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: `state` re-encoded `{r['fsm'].group(1)}` with {r['fsm_bits'].group(1)} state bits" for r in fsm)
      + ". No other run has an extracted FSM.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
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
            for w in seen:
                n = r["warnings"].count(w)
                A(f"  - `{w}`" + (f" (printed {n} times)" if n > 1 else ""))
    sm = read("status_merge", "merge_synth.log")
    mcd = len(re.findall(r"^Warning: multiple conflicting drivers", sm, re.M))
    nod = len(re.findall(r"^Warning: Wire .* is used but has no driver\.$", sm, re.M))
    ddc = len(re.findall(r"^Warning: Driver-driver conflict", sm, re.M))
    probs = re.findall(r"^(\d+(?:\.\d+)?)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", sm, re.M | re.S)
    A(f"- status_merge totals: `multiple conflicting drivers` {mcd} lines, `is used but has no driver` {nod}, "
      f"`Driver-driver conflict` {ddc}; {len(probs)} CHECK passes print `Found and reported N problems.`: "
      + ", ".join(f"step {a}: {b}" for a, b in probs) + " (steps 4 and 10 are the script's own `check`; 5.5 and 5.26 run inside `synth`).")
    gl = read("status_merge", "status_merge_gl.v")
    A("- status_merge netlist `status_merge_gl.v` ends with: " + "; ".join(f"`{x.strip()}`" for x in re.findall(r"^\s*assign .*;$", gl, re.M)) + ".")
    ivl = read("whiten_lfsr9", "icarus.log").strip().splitlines()
    ex = read("whiten_lfsr9", "exit_codes.txt").strip().splitlines()
    A(f"- whiten_lfsr9: Yosys `{byrun['whiten_lfsr9']['error']}`; Icarus: " + "; ".join(f"`{x}`" for x in ivl)
      + "; " + "; ".join(f"`{x}`" for x in ex) + ".")
    ex = read("evt_logger", "exit_status.txt").strip()
    A(f"- evt_logger: `{byrun['evt_logger']['error']}`; `{ex}`.")
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
    for i, (run, a, astr, c, fl) in enumerate(rows, 1):
        A(f"| {i} | {run} | {astr} | {c} | {fl} | {f2(a / c)} | {f2(c / fl) if fl else 'n/a (no flops)'} |")
    areas = [x[1] for x in rows]
    cells = [x[3] for x in rows]
    A("")
    A(f"- Runs with an area: {len(rows)}. Total area {f2(sum(areas))}; mean {f2(statistics.mean(areas))}; "
      f"median {f2(statistics.median(areas))}.")
    A(f"- Largest area: {rows[0][0]} ({rows[0][2]}); smallest: {rows[-1][0]} ({rows[-1][2]}).")
    byc = sorted(rows, key=lambda x: (-x[3], x[0]))
    A(f"- Total cells {sum(cells)}; mean {f2(statistics.mean(cells))}; median {f2(statistics.median(cells))}; "
      f"most cells {byc[0][0]} ({byc[0][3]}); fewest {byc[-1][0]} ({byc[-1][3]}).")
    byf = sorted(rows, key=lambda x: (-x[4], x[0]))
    A(f"- Most flops: {byf[0][0]} ({byf[0][4]}); total flops {sum(x[4] for x in rows)}; runs with no flops: "
      + ", ".join(x[0] for x in rows if x[4] == 0) + ".")
    bpa = sorted(rows, key=lambda x: -(x[1] / x[3]))
    A(f"- Highest area per cell: {bpa[0][0]} ({f2(bpa[0][1] / bpa[0][3])}); lowest: {bpa[-1][0]} ({f2(bpa[-1][1] / bpa[-1][3])}).")
    g = byrun["pulse_stretch"]["stat"]["pulse_stretch"]
    A(f"- pulse_stretch has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; total flops of the timed runs: "
      f"{sum(flops(top_block(r)) for r in timed)}.")
    unt = [(r["run"], float(top_block(r)["area"])) for r in ok if not r["sta"] and top_block(r)["area"]]
    A(f"- Untimed runs with an area: " + ", ".join(f"{a} ({b:.0f})" for a, b in unt) + f"; together {f2(sum(b for _, b in unt))}.")
    A("")

    A("### Kept hierarchies (per-module stat)")
    A("")
    for run in ("rr_arbiter4", "bitser_mult"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                   for m, d in st.items()) + ".")
    st = byrun["rr_arbiter4"]["stat"]
    A(f"- rr_arbiter4: rr_pick is instantiated 2 times (design hierarchy), so the two pickers together are "
      f"{2 * int(st['rr_pick']['cells'])} cells and {f2(2 * float(st['rr_pick']['area']))} area of the "
      f"{st['design hierarchy']['cells']} cells / {st['design hierarchy']['area']} total; "
      f"the top-level glue alone is {st['rr_arbiter4']['cells']} cells (area {st['rr_arbiter4']['area']}, which leaves out the sub-modules: "
      f"`Area for cell type \\rr_pick is unknown!`).")
    st = byrun["bitser_mult"]["stat"]
    tot = float(st["design hierarchy"]["area"])
    A("- bitser_mult area shares: " + ", ".join(
        f"{m} {f2(100 * float(st[m]['area']) / tot)}%" for m in ("bs_acc", "bs_opreg", "bs_ctrl")) + "; the top module `bitser_mult` itself "
      f"has {st['bitser_mult']['cells']} cells (only the three sub-module instances) and no `Chip area` line of its own.")
    A("")

    A("### Timing: worst setup path per clock group, minimum period")
    A("")
    A("Minimum period = clock period - worst setup slack in that clock's path group (a multicycle path is left out);")
    A("fmax = 1000 / minimum period, in MHz. onehot_check has no clock (set_max_delay 6.0 only) and is listed separately.")
    A("")
    A("| Run | Report | Clock | Period (ns) | Setup slack | Min period (ns) | fmax (MHz) | Hold slack | Worst setup path (start -> end) | Largest stage |")
    A("|---|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            per = {c: p for c, p in s["clocks"]}
            for c, p0, _w0, _w1, tail in s["props"]:
                per.setdefault(c, p0)
            hold = [p["slack"] for p in s["paths"] if p["type"] == "min"]
            seen = set()
            for p in s["paths"]:
                if p["type"] != "max" or p["group"] in seen or p["group"] not in per:
                    continue
                seen.add(p["group"])
                big = f"{p['big'][0]} {p['big'][1]} {p['big'][2]}" if p["big"] else "-"
                sc = re.search(r"clocked by (\S+?)\)", p["start"])
                if sc and sc.group(1) != p["group"]:
                    A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | n/a (launched by {sc.group(1)}) | n/a | "
                      f"{', '.join(hold) if hold else '-'} | {short(p['start'])} -> {short(p['end'])} | {big} |")
                    continue
                pr = float(per[p["group"]])
                mp = pr - float(p["slack"])
                trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                  f"{', '.join(hold) if hold else '-'} | {short(p['start'])} -> {short(p['end'])} | {big} |")
    A("")
    xs = [(r["run"], p["group"], p["slack"]) for r in timed for _, _, s in r["sta"] for p in s["paths"]
          if p["type"] == "max" and re.search(r"clocked by (\S+?)\)", p["start"])
          and re.search(r"clocked by (\S+?)\)", p["start"]).group(1) != p["group"]]
    xs = [x for i, x in enumerate(xs) if (x[0], x[1]) not in [(y[0], y[1]) for y in xs[:i]]]
    A("- Cross-clock worst paths (no minimum period given): " + "; ".join(f"{a} group {b} slack {c}" for a, b, c in xs) + ".")
    srt = sorted(trows, key=lambda x: float(x[4]))
    A(f"- Worst setup slack: {srt[0][0]} ({srt[0][4]}); best: {srt[-1][0]} `{srt[-1][2]}` ({srt[-1][4]}).")
    A("- Setup slack ranking, worst first: " + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    met = [x for x in srt if float(x[4]) >= 0]
    A(f"- Smallest positive setup slack: {met[0][0]} [{met[0][2]}] ({met[0][4]}).")
    mps = sorted(trows, key=lambda x: -x[5])
    A(f"- Largest minimum period: {mps[0][0]} [{mps[0][2]}] ({f2(mps[0][5], 3)} ns, fmax {f2(1000 / mps[0][5], 1)} MHz); "
      f"smallest: {mps[-1][0]} [{mps[-1][2]}] ({f2(mps[-1][5], 3)} ns).")
    hs_all = [(r["run"], p["slack"], short(p["start"]), short(p["end"]), p["group"]) for r in timed
              for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    hs_met = [h for h in hs_all if float(h[1]) >= 0]
    A("- Hold / min-delay paths reported: " + ", ".join(f"{a} {b} ({c} -> {d})" for a, b, c, d, _ in hs_all)
      + f"; smallest: {min(hs_all, key=lambda x: float(x[1]))[0]} ({min(hs_all, key=lambda x: float(x[1]))[1]}, set_min_delay); "
      f"smallest flop-to-flop hold slack: {min(hs_met, key=lambda x: float(x[1]))[0]} ({min(hs_met, key=lambda x: float(x[1]))[1]}).")
    hruns = []
    for a, *_ in hs_all:
        if a not in hruns:
            hruns.append(a)
    A(f"- Runs with at least one hold (min) path reported: {len(hruns)}: " + ", ".join(hruns)
      + "; timed runs with no hold path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hruns) + ".")
    wsl = [(r["run"], s["worst"]) for r in timed for _, _, s in r["sta"] if s["worst"] is not None]
    A("- `worst slack` line printed in: " + ", ".join(f"{a} ({b})" for a, b in wsl) + ".")
    wns_l = [(r["run"], s["wns"]) for r in timed for _, _, s in r["sta"] if s["wns"] is not None]
    A("- `wns` line printed in: " + ", ".join(f"{a} ({b})" for a, b in wns_l) + ".")
    tns_l = [(r["run"], s["tns"]) for r in timed for _, _, s in r["sta"] if s["tns"] is not None]
    A("- `tns` line printed in: " + ", ".join(f"{a} ({b})" for a, b in tns_l) + ".")
    notns = [r["run"] for r in timed if all(s["tns"] is None for _, _, s in r["sta"])]
    A("- Timed runs whose report has no `tns` line: " + ", ".join(notns) + ".")
    A("")

    A("### fletcher16: fast vs slow (same RTL)")
    A("")
    ff, fs = byrun["fletcher_fast"], byrun["fletcher_slow"]
    pf = [p for p in ff["sta"][0][2]["paths"] if p["type"] == "max"][0]
    ps = [p for p in fs["sta"][0][2]["paths"] if p["type"] == "max"][0]
    hs = [p for p in fs["sta"][0][2]["paths"] if p["type"] == "min"][0]
    tbf, tbs = top_block(ff), top_block(fs)
    A(f"- Netlists: fletcher_fast cells {tbf['cells']}, area {tbf['area']}; fletcher_slow cells {tbs['cells']}, area {tbs['area']} "
      f"(same synthesis script steps; the clock period only enters OpenSTA).")
    A(f"- fletcher_fast at 6 ns: slack {pf['slack']} on {short(pf['start'])} -> {short(pf['end'])}, arrival {pf['arrival']}, "
      f"{pf['ngates']} gates, library setup {pf['lib']}; wns {ff['sta'][0][2]['wns']}, tns {ff['sta'][0][2]['tns']}; "
      f"endpoint table rows: {len(ff['sta'][0][2]['ends'])}, VIOLATED: {sum(1 for e in ff['sta'][0][2]['ends'] if e[5] == 'VIOLATED')}.")
    A(f"- fletcher_slow at 12 ns: slack {ps['slack']} on {short(ps['start'])} -> {short(ps['end'])}, arrival {ps['arrival']}; "
      f"hold slack {hs['slack']} ({short(hs['start'])} -> {short(hs['end'])}).")
    A(f"- Slack difference slow - fast: {f2(float(ps['slack']) - float(pf['slack']), 3)} ns for 6 ns more period; "
      f"minimum period from either run: {f2(6 - float(pf['slack']), 3)} / {f2(12 - float(ps['slack']), 3)} ns.")
    A("")

    A("### Other per-run notes")
    A("")
    bs = byrun["bitser_mult"]["sta"][0][2]["paths"]
    A(f"- bitser_mult: worst path {short(bs[0]['start'])} -> {short(bs[0]['end'])} slack {bs[0]['slack']}; "
      f"path through u_acc/mcand (multicycle -setup 3, captured at 12.000): {short(bs[1]['start'])} -> "
      f"{short(bs[1]['end'])} arrival {bs[1]['arrival']}, slack {bs[1]['slack']}.")
    rr = byrun["rr_arbiter4"]["sta"][0][2]["paths"]
    A(f"- rr_arbiter4: worst setup path {short(rr[0]['start'])} -> {short(rr[0]['end'])} slack {rr[0]['slack']}; "
      f"the `-through u_pick_m/any` report gives {short(rr[1]['start'])} -> {short(rr[1]['end'])} slack {rr[1]['slack']} "
      f"({'the same path' if rr[0]['slack'] == rr[1]['slack'] and rr[0]['end'] == rr[1]['end'] else 'a different path'}).")
    pc = byrun["pwm_capture"]["sta"][0][2]
    A(f"- pwm_capture: " + "; ".join(f"{p['type']} group {p['group']} {short(p['start'])} -> {short(p['end'])} slack {p['slack']}"
                                      for p in pc["paths"]) + f"; `No paths found.` printed {pc['nopaths']} time(s) "
      "(the cap_clk -> pclk report; the clocks are in asynchronous groups).")
    ts = byrun["ts_compare"]["sta"][0][2]
    A("- ts_compare `report_clock_properties`: " + "; ".join(
        f"{c} period {p} waveform {w0} {w1}{(' ' + t.strip()) if t.strip() else ''}" for c, p, w0, w1, t in ts["props"]) + ".")
    sf = byrun["sfifo_af"]["sta"][0][2]
    A(f"- sfifo_af endpoint table (`-group_count 4 -endpoint_count 1 -format end`): {len(sf['ends'])} rows, all "
      + ("MET" if all(e[5] == "MET" for e in sf["ends"]) else "not MET")
      + "; `report_check_types -max_transition -all_violators` printed nothing (no max-transition violators); "
      + "`-format slack_only` lines: " + ", ".join(f"{a} {b}" for a, b in sf["slack_only"]) + ".")
    sfb = top_block(byrun["sfifo_af"])
    A(f"- sfifo_af: DFFPOSX1 {sfb['types'].get('DFFPOSX1', 0)} (8 x 8 storage bits 64 + wp 3 + rp 3 + count 4 + rd_data 8 + ovf 1 + unf 1); "
      f"MUX2X1 {sfb['types'].get('MUX2X1', 0)}.")
    oh = byrun["onehot_check"]["sta"][0][2]
    A("- onehot_check (no clock, path group `**default**`): " + "; ".join(
        f"{p['type']} {short(p['start'])} -> {short(p['end'])} arrival {p['arrival']} slack {p['slack']} ({p['status']})" for p in oh["paths"])
      + "; idx endpoint table: " + ", ".join(f"{e[0]} {e[4]}" for e in oh["ends"]) + f"; `worst slack {oh['worst']}` (max paths only).")
    sd = byrun["sd_mod2"]["sta"][0][2]
    A(f"- sd_mod2 report_power (10 ns clock, default activity): Total {sd['power'][3]} W (internal {sd['power'][0]}, switching "
      f"{sd['power'][1]}, leakage {sd['power'][2]}); Sequential {sd['pgroups']['Sequential'][3]} ({sd['pgroups']['Sequential'][4]}), "
      f"Combinational {sd['pgroups']['Combinational'][3]} ({sd['pgroups']['Combinational'][4]}).")
    sp = sd["paths"][0]
    A(f"- sd_mod2 worst path {short(sp['start'])} -> {short(sp['end'])}: largest stage {sp['big'][0]} ({sp['big'][1]}) delay {sp['big'][2]} "
      f"driving cap {sp['big'][3]}; {sp['ngates']} gates after the launch flop.")
    ham = byrun["hamdist16"]
    sim = read("hamdist16", "ham_sim.log")
    summ = re.search(r"^summary: .*$", sim, re.M).group(0)
    mism = re.findall(r"^(a=\S+ b=\S+ dist=\d+ expected=\d+) MISMATCH$", sim, re.M)
    A(f"- hamdist16 ham_sim.log: `{summ}`; mismatching vectors: " + "; ".join(f"`{m}`" for m in mism)
      + f"; Icarus also warns `{sim.splitlines()[0]}`.")
    A(f"- hamdist16: DFFPOSX1 {top_block(ham)['types'].get('DFFPOSX1', 0)} (a_q 16 + b_q 16 + dist 5 + match 1).")
    dv = byrun["seq_divider8"]
    lg = read("seq_divider8", "div_synth.log")
    rst = re.search(r"found reset state: (\S+)", lg)
    codes = re.findall(r"^\s+found state code: (\S+)$", lg, re.M)
    A(f"- seq_divider8 FSM: `found state code` lines {len(codes)} (" + ", ".join(codes) + f"); reset state {rst.group(1)}; "
      f"encoding {dv['fsm'].group(1)}, {dv['fsm_bits'].group(1)} state bits; DFFPOSX1 {top_block(dv)['types'].get('DFFPOSX1', 0)}.")
    tsb = top_block(byrun["ts_compare"])
    A(f"- ts_compare: DFFPOSX1 {tsb['types'].get('DFFPOSX1', 0)} (ts 20 + match_q 20 + hit + late + pre 2 in clk; tick_cnt 4 + hit_hist 4 in tick_clk).")
    pcb = top_block(byrun["pwm_capture"])
    A(f"- pwm_capture: DFFPOSX1 {pcb['types'].get('DFFPOSX1', 0)} (cap_clk side 52: pwm_s 3, hi_cnt 12, per_cnt 12, hi_lat 12, per_lat 12, tgl 1; "
      "pclk side 28: tgl_s 3, hi_time 12, period 12, new_sample 1).")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind10`), typed by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, numbers in `must_contain`, the split
  files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(10427)` into `dev.jsonl` / `heldout.jsonl`; `FROZEN`
  holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`, `python3 make_dev_synonyms.py`,
  `python3 check.py`.
"""


if __name__ == "__main__":
    main()
