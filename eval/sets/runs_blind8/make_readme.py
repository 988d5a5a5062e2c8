#!/usr/bin/env python3
"""Build README.md for runs_blind8 from the tool outputs in runs/ (standard library only).

Every figure below is read from a Yosys log / OpenSTA report / tool message file, or computed
here from such figures. Only the design descriptions are typed in by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# (run folder, top module, design folder, what it is, what it covers, yosys log, how it was captured,
#  [(sta script, sta report), ...])
RUN_INFO = [
    ("stopwatch_hier", "stopwatch_top", "stopwatch_bcd4",
     "4-digit BCD stopwatch: tick_prescaler + 4 x bcd_digit + lap register",
     "hierarchy kept (per-module stat, design hierarchy); first of two runs of the same RTL",
     "yosys_hier.log", "`yosys -l yosys_hier.log -s stopwatch_hier.ys`", [("sta_hier.tcl", "sta_hier.rpt")]),
    ("stopwatch_flat", "stopwatch_top", "stopwatch_bcd4", "same stopwatch RTL as stopwatch_hier",
     "synth -flatten; second run of the same RTL; setup+hold (min_max) report",
     "flat_synth.log", "`yosys -s stopwatch_flat.ys > flat_synth.log 2>&1`", [("sta_flat.tcl", "sta_flat.rpt")]),
    ("ham74_codec", "ham74_codec", "ham74_codec", "Hamming(7,4) encoder + single-error-correcting decoder",
     "parse (syntax) error, no netlist; Icarus Verilog compile output next to it",
     "ham74_yosys.log", "`yosys -p \"...\" 2>&1 | tee ham74_yosys.log` (command in yosys_cmd.txt)", []),
    ("tstamp_unit", "tstamp_top", "tstamp_unit", "event timestamp unit: tstamp_counter sub-module + edge detect",
     "elaboration error: instance u_cnt connects a port the sub-module does not have",
     "tstamp.log", "`yosys -c tstamp_synth.tcl -l tstamp.log`", []),
    ("cplx_mult4", "cplx_mult4", "cplx_mult4", "complex multiplier, 4-bit signed operands, registered",
     "setup violation at 5 ns; endpoint slack table (-format end); report_wns/report_tns/report_worst_slack",
     "cmul_synth.log", "`yosys -q -s cmul.ys -l cmul_synth.log`", [("cmul_sta.tcl", "cmul_timing.rpt")]),
    ("pwr_mode_dec", "pwr_mode_dec", "pwr_mode_dec", "power-mode decoder (iso/retention/voltage select), combinational",
     "inferred latches mapped to LATCH cells; not timed",
     "pwr_yosys.out", "`yosys pwr_synth.ys > pwr_yosys.out 2>&1`", []),
    ("ddr_tx_lane", "ddr_tx_lane", "ddr_tx_lane", "DDR transmit lane, 8-bit word serialized on both clk edges",
     "clk + generated divide-by-2 clock frame_clk; negedge flop (DFFNEGX1); report_clock_properties",
     "ddr_synth.log", "`yosys -c ddr_synth.tcl | tee ddr_synth.log`", [("ddr_sta.tcl", "ddr_sta.rpt")]),
    ("elev_ctrl", "elev_ctrl", "elev_ctrl", "four-floor elevator controller, 5-state FSM",
     "FSM extracted and re-encoded; setup+hold (min_max); report_worst_slack",
     "elev.log", "`yosys -l elev.log -s elev.ys`", [("elev_sta.tcl", "elev_timing.rpt")]),
    ("ipv4_csum", "ipv4_csum", "ipv4_csum", "IPv4 header checksum accumulator with a ones_add16 sub-module",
     "width mismatches: port resizing + literal width warnings; flattened; splitnets",
     "csum_yosys.log", "`yosys -s csum.ys -L csum_yosys.log`", [("csum_sta.tcl", "csum_sta.rpt")]),
    ("dbg_port_mux", "dbg_port_mux", "dbg_port_mux", "debug pin mux: two core buses + debug override",
     "multiple conflicting drivers (check) on pin_bus/port_out and busy; -p one-liner; not timed",
     "mux_check.log", "`yosys -p \"...\" > mux_check.log 2>&1` (command in yosys_cmd.txt)", []),
    ("mov_avg4", "mov_avg4", "mov_avg4", "4-tap moving average of 8-bit samples",
     "meets timing; separate setup and hold reports; report_wns/report_tns",
     "movavg_synth.log", "`yosys -q -l movavg_synth.log movavg.ys`", [("movavg_sta.tcl", "movavg_sta.rpt")]),
    ("bin2bcd8", "bin2bcd8", "bin2bcd8", "8-bit binary to 3-digit BCD (double dabble), combinational",
     "generic synth without liberty (no area); -p one-liner with -l; not timed",
     "b2b_generic.log", "`yosys -l b2b_generic.log -p \"...\"` (command in yosys_cmd.txt)", []),
    ("pulse_width_meas", "pulse_width_meas", "pulse_width_meas", "pulse width meter with 2-flop input sync, 12-bit counter",
     "async active-low reset (DFFSR, recovery check); meets at 8 ns; report_worst_slack/report_tns",
     "pw_synth.log", "`yosys -s pwm_meas.ys 2>&1 | tee pw_synth.log`", [("pw_sta.tcl", "pw_timing.rpt")]),
]


def read(run, f):
    with open(os.path.join(RUNS, run, f)) as fh:
        return fh.read()


def final_stat(log):
    """Parse the last 'Printing statistics.' section: {module: {cells, area, types, subs}}."""
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
        p = {}
        p["start"] = re.search(r"Startpoint: (.*)", blk).group(1)
        p["end"] = re.search(r"Endpoint: (.*)", blk).group(1)
        p["group"] = re.search(r"Path Group: (.*)", blk).group(1)
        p["type"] = re.search(r"Path Type: (.*)", blk).group(1)
        s = re.search(r"(-?\d+\.\d+)\s+slack \((MET|VIOLATED)\)", blk)
        p["slack"], p["status"] = s.group(1), s.group(2)
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        su = re.search(r"(-?\d+\.\d+)\s+-?\d+\.\d+\s+library (setup|hold) time", blk)
        p["lib"] = su.group(1) if su else None
        paths.append(p)
    wns = re.search(r"^wns (\S+)", rpt, re.M)
    tns = re.search(r"^tns (\S+)", rpt, re.M)
    ws = re.search(r"^worst slack (\S+)", rpt, re.M)
    ends = re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M)
    return {"clocks": clocks, "props": props, "paths": paths,
            "wns": wns.group(1) if wns else None, "tns": tns.group(1) if tns else None,
            "worst": ws.group(1) if ws else None, "ends": ends}


def f2(x, nd=2):
    return f"{x:.{nd}f}"


def top_block(r):
    st = r["stat"]
    return st.get("design hierarchy") or st[r["top"]]


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
        r["warnings"] = re.findall(r"^Warning: (.*)$", lg, re.M)
        r["latches"] = re.findall(r"^Latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["no_latch"] = re.findall(r"^No latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["fsm"] = re.search(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.search(r"Number of state bits:\s+(\d+)", lg)
        r["sta"] = [(tcl, rpt, sta_info(read(run, rpt), read(run, tcl))) for tcl, rpt in stas]
        r["files"] = sorted(os.listdir(os.path.join(RUNS, run)))
        data.append(r)
    byrun = {r["run"]: r for r in data}

    L = []
    A = L.append
    A("# runs_blind8 -- synthesis/timing run folders for evaluation (scope `proj:blind8`)")
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
    A(f"- Icarus Verilog: `{iv}` (compile check in ham74_codec only)")
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

    # ------------------------------------------------------------------ summary
    ok = [r for r in data if r["ok"]]
    bad = [r for r in data if not r["ok"]]
    timed = [r for r in data if r["sta"]]
    nrep = sum(len(r["sta"]) for r in data)
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} "
      f"(stopwatch_bcd4 is used by two runs).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    A(f"- Timed with OpenSTA: {len(timed)} runs, {nrep} reports: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup' if p['type'] == 'max' else 'hold'}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    vruns = sorted(set(v[0] for v in viol))
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a violation: {len(vruns)} (" + ", ".join(vruns) + f"); timed runs where every reported path is MET: "
      f"{len(met_runs)}: " + ", ".join(met_runs) + ".")
    for r in data:
        if r["latches"]:
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + " (`Latch inferred for signal` lines); "
              "no latch for: " + ", ".join(r["no_latch"]) + f"; LATCH cells after mapping: {top_block(r)['types'].get('LATCH', 0)}.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t.startswith("DFF") or t == "LATCH":
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
      + f". No other run has an extracted FSM.")
    A("")

    # ------------------------------------------------------------------ warnings detail
    A("## Yosys warnings, verbatim")
    A("")
    for r in data:
        if r["warnings"]:
            A(f"- {r['run']} (`{r['log']}`):")
            for w in r["warnings"]:
                A(f"  - `{w}`")
    h = byrun["ham74_codec"]
    iv_txt = read("ham74_codec", "iverilog_check.txt").strip().splitlines()
    ex = read("ham74_codec", "exit_status.txt").strip().splitlines()
    A(f"- ham74_codec error: Yosys `{h['error']}`; Icarus: " + "; ".join(f"`{x}`" for x in iv_txt)
      + "; " + "; ".join(f"`{x}`" for x in ex) + ".")
    t = byrun["tstamp_unit"]
    ex = read("tstamp_unit", "exit_status.txt").strip()
    A(f"- tstamp_unit error: `{t['error']}`; `{ex}`.")
    A("")

    # ------------------------------------------------------------------ derived figures
    A("## Derived figures")
    A("")
    A("Area = `Chip area` of the last `stat` (the top module, or `Chip area for top module` for the kept hierarchy);")
    A("cells = `Number of cells` of the same block; flops = DFFPOSX1 + DFFNEGX1 + DFFSR; latches = LATCH.")
    A("Derived values are rounded to two decimals.")
    A("")
    A("### Area, cells, flops (runs with a liberty)")
    A("")
    A("| Rank by area | Run | Area | Cells | Flops | Latches | Area per cell | Cells per flop |")
    A("|---|---|---|---|---|---|---|---|")
    rows = []
    for r in ok:
        tb = top_block(r)
        if not tb["area"]:
            continue
        fl = sum(n for t, n in tb["types"].items() if t.startswith("DFF"))
        rows.append((r["run"], float(tb["area"]), tb["area"], int(tb["cells"]), fl, tb["types"].get("LATCH", 0)))
    rows.sort(key=lambda x: -x[1])
    for i, (run, a, astr, c, fl, la) in enumerate(rows, 1):
        A(f"| {i} | {run} | {astr} | {c} | {fl} | {la} | {f2(a / c)} | {f2(c / fl) if fl else 'n/a (no flops)'} |")
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
    g = byrun["bin2bcd8"]["stat"]["bin2bcd8"]
    A(f"- bin2bcd8 has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + ").")
    A("")

    # stopwatch hier vs flat
    hs = byrun["stopwatch_hier"]["stat"]
    fs = byrun["stopwatch_flat"]["stat"]["stopwatch_top"]
    pre = [m for m in hs if m.startswith("$paramod")][0]
    A("### stopwatch: hierarchy kept vs flattened (same RTL)")
    A("")
    A("| Module (stopwatch_hier) | Instances in design hierarchy | Cells (one instance) | Area (one instance) |")
    A("|---|---|---|---|")
    hier_txt = read("stopwatch_hier", "yosys_hier.log")
    hsec = hier_txt[hier_txt.rfind("=== design hierarchy ==="):]
    inst = {}
    for m in (pre, "bcd_digit"):
        mm = re.search(r"^\s+" + re.escape(m) + r"\s+(\d+)$", hsec, re.M)
        inst[m] = int(mm.group(1))
    inst["stopwatch_top"] = 1
    for m in (pre, "bcd_digit", "stopwatch_top"):
        A(f"| `{m}` | {inst[m]} | {hs[m]['cells']} | {hs[m]['area']} |")
    hd = hs["design hierarchy"]
    ha, fa = float(hd["area"]), float(fs["area"])
    hc, fc = int(hd["cells"]), int(fs["cells"])
    subcells = inst[pre] + inst["bcd_digit"]
    A("")
    A(f"- stopwatch_top's own count ({hs['stopwatch_top']['cells']}) includes {subcells} sub-module instance cells; its area line "
      f"({hs['stopwatch_top']['area']}) leaves the sub-modules out (`Area for cell type ... is unknown!`).")
    A(f"- Design hierarchy total: cells {hd['cells']}, area {hd['area']} = {hs['stopwatch_top']['area']} + {inst[pre]} x "
      f"{hs[pre]['area']} + {inst['bcd_digit']} x {hs['bcd_digit']['area']}; the four bcd_digit copies together: "
      f"{f2(inst['bcd_digit'] * float(hs['bcd_digit']['area']))} ({f2(100 * inst['bcd_digit'] * float(hs['bcd_digit']['area']) / ha)} % of the hierarchy area).")
    A(f"- stopwatch_flat: cells {fs['cells']}, area {fs['area']}. Hier - flat: area {f2(ha - fa)} "
      f"({f2(100 * (ha - fa) / fa)} % of flat), cells {hc - fc}; flat/hier area ratio {f2(fa / ha, 4)}.")
    A(f"- Flops: {hd['types'].get('DFFPOSX1', 0)} DFFPOSX1 in both (flat {fs['types'].get('DFFPOSX1', 0)}). "
      f"MUX2X1 cells: hier {hd['types'].get('MUX2X1', 0)}, flat {fs['types'].get('MUX2X1', 0)}.")
    s_h = byrun["stopwatch_hier"]["sta"][0][2]["paths"][0]
    s_f = [p for p in byrun["stopwatch_flat"]["sta"][0][2]["paths"] if p["type"] == "max"][0]
    A(f"- Setup slack at 10 ns: hier {s_h['slack']} ({s_h['start'].split(' ')[0]} -> {s_h['end'].split(' ')[0]}), "
      f"flat {s_f['slack']} ({s_f['start'].split(' ')[0]} -> {s_f['end'].split(' ')[0]}); difference {f2(float(s_f['slack']) - float(s_h['slack']), 3)}.")
    A("")

    # timing table
    A("### Timing: worst setup path per clock group, minimum period")
    A("")
    A("Minimum period = clock period - worst setup slack in that clock's path group (recovery paths are left")
    A("out; a half-cycle path launched or captured on a falling edge gets no minimum period); fmax = 1000 /")
    A("minimum period, in MHz.")
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
                if p["type"] != "max" or p["group"] in seen or p["group"].startswith("**"):
                    continue
                if "recovery" in p["end"]:
                    continue
                seen.add(p["group"])
                pr = float(per[p["group"]])
                half = "falling" in p["start"] or "falling" in p["end"]
                mp = None if half else pr - float(p["slack"])
                trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                mps_txt = "n/a (half-cycle path)" if half else f2(mp, 3)
                fm_txt = "n/a" if half else f2(1000 / mp, 1)
                A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | {mps_txt} | {fm_txt} | "
                  f"{', '.join(hold) if hold else '-'} | {p['start'].split(' ')[0]} -> {p['end'].split(' ')[0]} |")
    A("")
    srt = sorted(trows, key=lambda x: float(x[4]))
    A(f"- Worst setup slack: {srt[0][0]} ({srt[0][4]}); best: {srt[-1][0]} `{srt[-1][2]}` ({srt[-1][4]}).")
    A("- Setup slack ranking, worst first: " + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    clk_rows = [x for x in trows if x[5] is not None and x[2] == "clk"]
    mps = sorted(clk_rows, key=lambda x: -x[5])
    A(f"- Largest minimum period (clk groups): {mps[0][0]} ({f2(mps[0][5], 3)} ns, fmax {f2(1000 / mps[0][5], 1)} MHz); "
      f"smallest: {mps[-1][0]} ({f2(mps[-1][5], 3)} ns).")
    hs_all = [(r["run"], p["slack"], p["start"].split(" ")[0], p["end"].split(" ")[0]) for r in timed
              for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    A("- Hold (min) paths reported: " + ", ".join(f"{a} {b} ({c} -> {d})" for a, b, c, d in hs_all)
      + f"; smallest hold slack {min(hs_all, key=lambda x: float(x[1]))[0]} ({min(hs_all, key=lambda x: float(x[1]))[1]}).")
    rec = [(r["run"], p["slack"], p["start"].split(" ")[0], p["end"].split(" ")[0]) for r in timed
           for _, _, s in r["sta"] for p in s["paths"] if "recovery" in p["end"]]
    hruns = []
    for a, _b, _c, _d in hs_all:
        if a not in hruns:
            hruns.append(a)
    A(f"- Runs with at least one hold (min) path reported: {len(hruns)}: " + ", ".join(hruns)
      + f"; timed runs with no hold path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hruns) + ".")
    A("- Recovery checks reported: " + ", ".join(f"{a} {b} ({c} -> {d})" for a, b, c, d in rec) + ".")
    wsl = [(r["run"], s["worst"]) for r in timed for _, _, s in r["sta"] if s["worst"] is not None]
    A("- `report_worst_slack` printed in: " + ", ".join(f"{a} ({b})" for a, b in wsl) + ".")
    wns_l = [(r["run"], s["wns"], s["tns"]) for r in timed for _, _, s in r["sta"] if s["wns"] is not None]
    A("- `report_wns` printed in: " + ", ".join(f"{a} (wns {b}" + (f", tns {c})" if c else ")") for a, b, c in wns_l) + ".")
    A("")

    # cplx_mult4
    cm = byrun["cplx_mult4"]["sta"][0][2]
    cp = cm["paths"][0]
    A("### cplx_mult4 at 5 ns")
    A("")
    nviol = [e for e in cm["ends"] if e[5] == "VIOLATED"]
    A(f"- Worst path {cp['start'].split(' ')[0]} -> {cp['end'].split(' ')[0]}: arrival {cp['arrival']}, library setup {cp['lib']}, slack {cp['slack']}.")
    A(f"- Endpoint table (`-group_count 6 -endpoint_count 1 -format end`): {len(cm['ends'])} rows, {len(nviol)} VIOLATED ("
      + ", ".join(f"{e[0]} {e[4]}" for e in nviol) + "), " + f"{len(cm['ends']) - len(nviol)} MET.")
    mp = 5 - float(cp["slack"])
    A(f"- wns {cm['wns']}, tns {cm['tns']}, worst slack {cm['worst']}; minimum period 5 - ({cp['slack']}) = {f2(mp, 3)} ns, "
      f"fmax {f2(1000 / mp, 1)} MHz; tns/wns = {f2(float(cm['tns']) / float(cm['wns']))}.")
    ctb = byrun["cplx_mult4"]["stat"]["cplx_mult4"]
    A(f"- XOR2X1 + XNOR2X1 cells: {ctb['types']['XOR2X1']} + {ctb['types']['XNOR2X1']} = "
      f"{ctb['types']['XOR2X1'] + ctb['types']['XNOR2X1']} of {ctb['cells']}.")
    A("")

    # ddr_tx_lane
    dd = byrun["ddr_tx_lane"]["sta"][0][2]
    A("### ddr_tx_lane clocks and paths")
    A("")
    A("- `report_clock_properties`: " + "; ".join(
        f"{c} period {p} waveform {w0} {w1}{(' ' + t.strip()) if t.strip() else ''}" for c, p, w0, w1, t in dd["props"]) + ".")
    for p in dd["paths"]:
        A(f"- {p['type']} path, group {p['group']}: {p['start']} -> {p['end']}, arrival {p['arrival']}, slack {p['slack']}")
    dtb = byrun["ddr_tx_lane"]["stat"]["ddr_tx_lane"]
    A(f"- Flops: DFFPOSX1 {dtb['types'].get('DFFPOSX1', 0)}, DFFNEGX1 {dtb['types'].get('DFFNEGX1', 0)}.")
    A("")

    # stopwatch flop breakdown
    A("### Other per-run notes")
    A("")
    tp = hs["stopwatch_top"]["types"].get("DFFPOSX1", 0)
    pp = hs[pre]["types"].get("DFFPOSX1", 0)
    bp = hs["bcd_digit"]["types"].get("DFFPOSX1", 0)
    A(f"- stopwatch_hier flops: stopwatch_top {tp} + tick_prescaler {pp} + {inst['bcd_digit']} x bcd_digit {bp} = "
      f"{tp + pp + inst['bcd_digit'] * bp} DFFPOSX1.")
    lit = re.search(r"Literal has a width of (\d+) bit, but value requires (\d+) bit", read("ipv4_csum", "csum_yosys.log"))
    src = read("ipv4_csum", "ipv4_csum.v")
    lv = re.search(r"== 4'd(\d+)", src)
    val = int(lv.group(1))
    A(f"- ipv4_csum: the literal `4'd{val}` (ipv4_csum.v:39) needs {lit.group(2)} bits; kept to {lit.group(1)} bits it is "
      f"{val} mod 16 = {val % 16}, so `done` rises after word_cnt reaches {val % 16} ({val % 16 + 1} words) instead of {val}.")
    A("- ipv4_csum: `u_add.b` gets the 8-bit `word_lo` (zero-extended to 16 bits, the upper byte of `word` is never added); "
      "`u_add.sum` (16 bits) drives the 17-bit `acc_next`, whose bit 16 is left undriven.")
    pw = top_block(byrun["pwr_mode_dec"])
    A(f"- pwr_mode_dec: {pw['types'].get('LATCH', 0)} LATCH cells = ret_en (1 bit) + vsel (2 bits); the Yosys latch cells before mapping are "
      "`$_DLATCH_N_` (negative-enable), each mapped to LATCH behind an INVX1 by latch_map.v.")
    dbg = top_block(byrun["dbg_port_mux"])
    A(f"- dbg_port_mux: {sum(n for t, n in dbg['types'].items() if t.startswith('DFF'))} flops after synthesis although `busy` is "
      "written in two always blocks; the conflict was `Resolved using constant` (busy tied to 1'0).")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; of the never-timed mapped runs "
      f"(pwr_mode_dec, dbg_port_mux): {f2(sum(float(top_block(byrun[x])['area']) for x in ('pwr_mode_dec', 'dbg_port_mux')))}.")
    A("")
    # elev_ctrl
    el = byrun["elev_ctrl"]
    lg = read("elev_ctrl", "elev.log")
    codes = re.findall(r"^\s+found state code: (\S+)$", lg, re.M)
    rst = re.search(r"found reset state: (\S+)", lg)
    A("### elev_ctrl FSM")
    A("")
    A(f"- `found state code` lines: {len(codes)} (" + ", ".join(codes) + f"); reset state {rst.group(1)}; "
      f"encoding {el['fsm'].group(1)}, {el['fsm_bits'].group(1)} state bits; DFFPOSX1 in the run {top_block(el)['types']['DFFPOSX1']} "
      f"= {el['fsm_bits'].group(1)} one-hot state flops + {top_block(el)['types']['DFFPOSX1'] - int(el['fsm_bits'].group(1))} for floor[1:0] and target[1:0].")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n")
    # question-file notes are appended by hand-written text below (static)
    with open(os.path.join(HERE, "README.md"), "a") as fh:
        fh.write(QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind8`), typed by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, numbers in `must_contain`, the split
  files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(8461)` into `dev.jsonl` / `heldout.jsonl`; `FROZEN`
  holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`,
  `python3 make_dev_synonyms.py`, `python3 check.py`.
"""


if __name__ == "__main__":
    main()
