#!/usr/bin/env python3
"""Build README.md for runs_blind9 from the tool outputs in runs/ (standard library only).

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
    ("cordic_tight", "cordic_step2", "cordic_step2",
     "two chained CORDIC micro-rotations per cycle, 12-bit x/y/z, registered",
     "setup violation at 7 ns; report_wns/report_tns/report_worst_slack; first of two runs of the same RTL",
     "cordic_synth.log", "`yosys -s cordic.ys -l cordic_synth.log`", [("cordic_tight.sdc.tcl", "cordic_tight_sta.rpt")]),
    ("cordic_relaxed", "cordic_step2", "cordic_step2", "same CORDIC RTL as cordic_tight",
     "second run of the same RTL at 15 ns; the STA script's `report_worst_slack -max` line is rejected",
     "relaxed_synth.log", "`yosys -q -l relaxed_synth.log -s relaxed.ys`", [("relaxed_sta.tcl", "relaxed_timing.rpt")]),
    ("watchdog_fsm", "watchdog_fsm", "watchdog_fsm", "windowed watchdog: 4-state FSM (IDLE/RUN/WARN/BITE) + 12-bit down-counter",
     "FSM extracted and re-encoded; setup+hold (min_max); set_false_path from rst",
     "wd.log", "`yosys -c wd_synth.tcl | tee wd.log`", [("wd_sta.tcl", "wd_timing.rpt")]),
    ("freq_counter", "freq_counter", "freq_counter", "frequency counter: ref_clk gate window, sig_clk edge counter, synchronizers",
     "two clocks (ref_clk 20 ns, sig_clk 4 ns) with set_false_path both ways; -p one-liner",
     "fc_yosys.log", "`yosys -p \"...\" > fc_yosys.log 2>&1` (command in yosys_cmd.txt)", [("fc_sta.tcl", "fc_sta.rpt")]),
    ("clk_en_gen", "clk_en_gen", "clk_en_gen", "programmable clock-enable pulse generator + clk/2 toggle clocking a 4-bit phase counter",
     "generated clock clk_half (divide_by 2); report_clock_properties; setup + hold",
     "cen.log", "`yosys -s cen.ys -L cen.log`", [("cen_sta.tcl", "cen_sta.rpt")]),
    ("axis_slice", "axis_slice", "axis_slice", "AXI-Stream register slice with skid buffer, 16-bit tdata",
     "`-fields {slew cap input_pins fanout}`; `-group_count 5 -endpoint_count 2 -format end`; 4 ns clock",
     "axis_yosys.log", "`yosys -s axis.ys 2>&1 | tee axis_yosys.log`", [("axis_sta.tcl", "axis_timing.rpt")]),
    ("credit_ctrl", "credit_ctrl", "credit_ctrl", "credit-based flow-control sender: credit_pool + stall_gen sub-modules",
     "hierarchy kept (per-module stat); set_multicycle_path -setup 2 through u_stall/lowmark; small setup violation at 3 ns",
     "credit.log", "`yosys -l credit.log -s credit.ys`", [("credit_sta.tcl", "credit_sta.rpt")]),
    ("ring_buf", "ring_buf", "ring_buf", "16 x 8-bit ring buffer in an inferred RAM array, registered read",
     "memory mapped to flip-flops by memory_map (no RAM macro); setup + hold reports",
     "ring_yosys.txt", "`yosys ring_buf.ys > ring_yosys.txt 2>&1`", [("ring_sta.tcl", "ring_sta.rpt")]),
    ("barrel_rot", "barrel_rot", "barrel_rot", "8-bit barrel rotator with enable and direction, combinational",
     "inferred latch on amt_hold left as `$_DLATCH_P_` (no area); not timed; -p one-liner with -l",
     "rot_synth.log", "`yosys -l rot_synth.log -p \"...\"` (command in yosys_cmd.txt)", []),
    ("lzc16", "lzc16", "lzc16", "registered 16-bit leading-zero counter from two lzc8 halves",
     "implicit nets, port resize, flattened; `abc -D 5000`; post-mapping `check` run; timed at 5 ns",
     "lzc_synth.log", "`yosys -q -l lzc_synth.log -s lzc.ys`", [("lzc_sta.tcl", "lzc_timing.rpt")]),
    ("token_bucket", "token_bucket", "token_bucket", "token-bucket rate limiter, 8-bit refill timer, 4-bit token count",
     "multiple conflicting drivers (tokens) + undriven output (starved); `check` before and after mapping; not timed",
     "token_check.log", "`yosys -s tb_synth.ys > token_check.log 2>&1`", []),
    ("therm_dec", "therm_dec", "therm_dec", "4-bit binary to 15-bit thermometer + thermometer-to-binary with bubble fix, combinational",
     "generic synth, `stat` without liberty (no area); only the Yosys log kept; not timed",
     "therm.log", "`yosys -l therm.log -p \"...\"`", []),
    ("cam8", "cam8", "cam8", "8-entry x 8-bit CAM (cam_entry x 8), lowest-index match encoder",
     "synth -flatten; setup+hold (min_max) at 10 ns; report_worst_slack/report_tns",
     "cam8_synth.log", "`yosys -s cam8.ys > cam8_synth.log 2>&1`", [("cam8_sta.tcl", "cam8_sta.rpt")]),
    ("manchester", "manch_codec", "manchester", "Manchester line encoder + decoder (manch_enc, manch_dec) at 2x bit clock",
     "hierarchy kept; Icarus loopback simulation with $display (sim.log); not timed",
     "manch_yosys.log", "`yosys -s manch.ys | tee manch_yosys.log`", []),
    ("bitslip_align", "bitslip_align", "bitslip_align", "4-bit word aligner with bit-slip training",
     "syntax error, no netlist; Icarus compile output next to it",
     "bitslip_yosys.log", "`yosys -s bitslip.ys > bitslip_yosys.log 2>&1`", []),
    ("cfg_shadow", "cfg_shadow", "cfg_shadow", "config register bank with shadow copy updated on commit",
     "elaboration error: instantiated module is not in the design; no netlist",
     "shadow_yosys.log", "`yosys -c shadow.tcl -l shadow_yosys.log`", []),
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
        if not blk.startswith("Startpoint:"):
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
        cap = re.findall(r"^\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+clock \S+ \(rise edge\)", blk, re.M)
        paths.append(p)
    g = lambda pat: (re.search(pat, rpt, re.M).group(1) if re.search(pat, rpt, re.M) else None)
    errs = re.findall(r"^(Error: .*)$", rpt, re.M)
    ends = re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M)
    return {"clocks": clocks, "props": props, "paths": paths, "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"),
            "worst": g(r"^worst slack (\S+)"), "errors": errs, "ends": ends,
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M))}


def f2(x, nd=2):
    return f"{x:.{nd}f}"


def top_block(r):
    st = r["stat"]
    return st.get("design hierarchy") or st[r["top"]]


def flops(tb):
    return sum(n for t, n in tb["types"].items() if t.startswith("DFF"))


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
    A("# runs_blind9 -- synthesis/timing run folders for evaluation (scope `proj:blind9`)")
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
    A(f"- Icarus Verilog: `{iv}` (compile check in bitslip_align; simulation in manchester)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
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
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"])
            gen = [c for c, p0, _a, _b, t in s["props"] if "generated" in t]
            if gen:
                clks += ", generated " + ", ".join(gen)
            sl = "; ".join(f"{p['type']} slack {p['slack']} ({p['status']})" for p in s["paths"])
            extra = ""
            for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                if s[k] is not None:
                    extra += f"; {lab} {s[k]}"
            key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
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
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (cordic_step2 is used by two runs: cordic_tight and cordic_relaxed).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup' if p['type'] == 'max' else 'hold'}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    vruns = sorted(set(v[0] for v in viol))
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a violation: {len(vruns)} (" + ", ".join(vruns) + f"); timed runs where every reported path is MET: "
      f"{len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se) + ".")
    for r in data:
        if r["latches"]:
            tb = top_block(r)
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + " (`Latch inferred for signal` line); "
              f"latch cells left after mapping: `$_DLATCH_P_` x {tb['types'].get('$_DLATCH_P_', 0)} (`Area for cell type $_DLATCH_P_ is unknown!`).")
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
    ivl = read("bitslip_align", "iverilog.log").strip().splitlines()
    ex = read("bitslip_align", "exit_status.txt").strip().splitlines()
    A(f"- bitslip_align: Yosys `{byrun['bitslip_align']['error']}`; Icarus: " + "; ".join(f"`{x}`" for x in ivl)
      + "; " + "; ".join(f"`{x}`" for x in ex) + ".")
    ex = read("cfg_shadow", "exit_status.txt").strip()
    A(f"- cfg_shadow: `{byrun['cfg_shadow']['error']}`; `{ex}`.")
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
    rows.sort(key=lambda x: -x[1])
    for i, (run, a, astr, c, fl) in enumerate(rows, 1):
        A(f"| {i} | {run} | {astr} | {c} | {fl} | {f2(a / c)} | {f2(c / fl) if fl else 'n/a (no flops)'} |")
    areas = [x[1] for x in rows]
    cells = [x[3] for x in rows]
    A("")
    A(f"- Runs with an area: {len(rows)}. Total area {f2(sum(areas))}; mean {f2(statistics.mean(areas))}; "
      f"median {f2(statistics.median(areas))}.")
    A(f"- Largest area: {rows[0][0]} ({rows[0][2]}); smallest: {rows[-1][0]} ({rows[-1][2]}).")
    byc = sorted(rows, key=lambda x: -x[3])
    A(f"- Total cells {sum(cells)}; mean {f2(statistics.mean(cells))}; median {f2(statistics.median(cells))}; "
      f"most cells {byc[0][0]} ({byc[0][3]}); fewest {byc[-1][0]} ({byc[-1][3]}).")
    byf = sorted(rows, key=lambda x: -x[4])
    A(f"- Most flops: {byf[0][0]} ({byf[0][4]}); total flops {sum(x[4] for x in rows)}; runs with no flops: "
      + ", ".join(x[0] for x in rows if x[4] == 0) + ".")
    bpa = sorted(rows, key=lambda x: -(x[1] / x[3]))
    A(f"- Highest area per cell: {bpa[0][0]} ({f2(bpa[0][1] / bpa[0][3])}); lowest: {bpa[-1][0]} ({f2(bpa[-1][1] / bpa[-1][3])}).")
    g = byrun["therm_dec"]["stat"]["therm_dec"]
    A(f"- therm_dec has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + ").")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; total flops of the timed runs: "
      f"{sum(flops(top_block(r)) for r in timed)}.")
    A("")

    A("### Kept hierarchies (per-module stat)")
    A("")
    for run in ("credit_ctrl", "manchester"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                   for m, d in st.items()) + ".")
    A("")

    A("### Timing: worst setup path per clock group, minimum period")
    A("")
    A("Minimum period = clock period - worst setup slack in that clock's path group (a multicycle path is left out);")
    A("fmax = 1000 / minimum period, in MHz.")
    A("")
    A("| Run | Report | Clock | Period (ns) | Setup slack | Min period (ns) | fmax (MHz) | Hold slack | Worst setup path (start -> end) |")
    A("|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            per = {c: p for c, p in s["clocks"]}
            for c, p0, _w0, _w1, tail in s["props"]:
                per.setdefault(c, p0)
            hold = [p["slack"] for p in s["paths"] if p["type"] == "min"]
            seen = set()
            for p in s["paths"]:
                if p["type"] != "max" or p["group"] in seen:
                    continue
                seen.add(p["group"])
                pr = float(per[p["group"]])
                mp = pr - float(p["slack"])
                trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                  f"{', '.join(hold) if hold else '-'} | {p['start'].split(' ')[0]} -> {p['end'].split(' ')[0]} |")
    A("")
    srt = sorted(trows, key=lambda x: float(x[4]))
    A(f"- Worst setup slack: {srt[0][0]} ({srt[0][4]}); best: {srt[-1][0]} `{srt[-1][2]}` ({srt[-1][4]}).")
    A("- Setup slack ranking, worst first: " + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    met = [x for x in srt if float(x[4]) >= 0]
    A(f"- Smallest positive setup slack: {met[0][0]} [{met[0][2]}] ({met[0][4]}).")
    mps = sorted(trows, key=lambda x: -x[5])
    A(f"- Largest minimum period: {mps[0][0]} [{mps[0][2]}] ({f2(mps[0][5], 3)} ns, fmax {f2(1000 / mps[0][5], 1)} MHz); "
      f"smallest: {mps[-1][0]} [{mps[-1][2]}] ({f2(mps[-1][5], 3)} ns).")
    hs_all = [(r["run"], p["slack"], p["start"].split(" ")[0], p["end"].split(" ")[0]) for r in timed
              for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    A("- Hold (min) paths reported: " + ", ".join(f"{a} {b} ({c} -> {d})" for a, b, c, d in hs_all)
      + f"; smallest hold slack {min(hs_all, key=lambda x: float(x[1]))[0]} ({min(hs_all, key=lambda x: float(x[1]))[1]}).")
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
    A("")

    A("### cordic_step2: tight vs relaxed (same RTL)")
    A("")
    ct, cr = byrun["cordic_tight"], byrun["cordic_relaxed"]
    pt, pr_ = ct["sta"][0][2]["paths"][0], cr["sta"][0][2]["paths"][0]
    tbt, tbr = top_block(ct), top_block(cr)
    A(f"- Netlists: cordic_tight cells {tbt['cells']}, area {tbt['area']}; cordic_relaxed cells {tbr['cells']}, area {tbr['area']} "
      f"(same synthesis script steps; the clock period only enters OpenSTA).")
    A(f"- cordic_tight at 7 ns: slack {pt['slack']} on {pt['start'].split(' ')[0]} -> {pt['end'].split(' ')[0]}, arrival {pt['arrival']}, "
      f"library setup {pt['lib']}; wns {ct['sta'][0][2]['wns']}, tns {ct['sta'][0][2]['tns']}.")
    A(f"- cordic_relaxed at 15 ns: slack {pr_['slack']} on {pr_['start'].split(' ')[0]} -> {pr_['end'].split(' ')[0]}, arrival {pr_['arrival']}, "
      f"library setup {pr_['lib']}.")
    A(f"- Slack difference relaxed - tight: {f2(float(pr_['slack']) - float(pt['slack']), 3)} ns for 8 ns more period; "
      f"minimum period from either run: {f2(7 - float(pt['slack']), 3)} / {f2(15 - float(pr_['slack']), 3)} ns.")
    A("")

    A("### Other per-run notes")
    A("")
    cc = byrun["credit_ctrl"]["sta"][0][2]["paths"]
    A(f"- credit_ctrl: worst path {cc[0]['start'].split(' ')[0]} -> {cc[0]['end'].split(' ')[0]} slack {cc[0]['slack']}; "
      f"path through u_stall/lowmark (multicycle -setup 2, captured at 6.000): {cc[1]['start'].split(' ')[0]} -> "
      f"{cc[1]['end'].split(' ')[0]} slack {cc[1]['slack']}.")
    fc = byrun["freq_counter"]["sta"][0][2]
    A(f"- freq_counter: " + "; ".join(f"group {p['group']} {p['start'].split(' ')[0]} -> {p['end'].split(' ')[0]} slack {p['slack']}"
                                       for p in fc["paths"]) + f"; `No paths found.` printed {fc['nopaths']} time(s) (sig_clk -> ref_clk report).")
    ce = byrun["clk_en_gen"]["sta"][0][2]
    A("- clk_en_gen `report_clock_properties`: " + "; ".join(
        f"{c} period {p} waveform {w0} {w1}{(' ' + t.strip()) if t.strip() else ''}" for c, p, w0, w1, t in ce["props"]) + ".")
    ax = byrun["axis_slice"]["sta"][0][2]
    A(f"- axis_slice endpoint table (`-group_count 5 -endpoint_count 2 -format end`): {len(ax['ends'])} rows, all "
      + ("MET" if all(e[5] == "MET" for e in ax["ends"]) else "not MET") + ".")
    tb = top_block(byrun["token_bucket"])
    A(f"- token_bucket: DFFPOSX1 {tb['types'].get('DFFPOSX1', 0)} (tick 8 bits + grant 1 bit + tokens 4 bits from each of two always blocks).")
    lz = top_block(byrun["lzc16"])
    A(f"- lzc16: DFFPOSX1 {lz['types'].get('DFFPOSX1', 0)} (w_q 16 + v_q 1 + zcnt 5 + zcnt_vld 1).")
    rb = byrun["ring_buf"]
    nmap = len(re.findall(r"^Adding EN signal on \$memory\\mem\[\d+\]", read("ring_buf", "ring_yosys.txt"), re.M))
    A(f"- ring_buf: `Mapping memory \\mem in module \\ring_buf` (memory_map); {nmap} memory words turned into enabled registers; "
      f"DFFPOSX1 {top_block(rb)['types'].get('DFFPOSX1', 0)}.")
    el = byrun["watchdog_fsm"]
    lg = read("watchdog_fsm", "wd.log")
    rst = re.search(r"found reset state: (\S+)", lg)
    codes = re.findall(r"^\s+found state code: (\S+)$", lg, re.M)
    A(f"- watchdog_fsm FSM: `found state code` lines {len(codes)} (" + ", ".join(codes) + f"); reset state {rst.group(1)}; "
      f"encoding {el['fsm'].group(1)}, {el['fsm_bits'].group(1)} state bits; DFFPOSX1 {top_block(el)['types'].get('DFFPOSX1', 0)}.")
    sim = read("manchester", "sim.log")
    done = re.search(r"^done: .*$", sim, re.M).group(0)
    nb = len(re.findall(r"^t=\d+ rx_bit=", sim, re.M))
    ne = len(re.findall(r"err=1$", sim, re.M))
    A(f"- manchester sim.log: `{done}`; {nb} `rx_bit=` lines, {ne} with `err=1`.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind9`), typed by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, numbers in `must_contain`, the split
  files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(9137)` into `dev.jsonl` / `heldout.jsonl`; `FROZEN`
  holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`, `python3 make_dev_synonyms.py`,
  `python3 check.py`.
"""


if __name__ == "__main__":
    main()
