#!/usr/bin/env python3
"""Build README.md for runs_blind11 from the tool outputs in runs/ (standard library only).

Every figure is read from a Yosys log / OpenSTA report / Icarus log / exit-status file, or
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
    ("sqrt_iter8", "sqrt_iter8", "sqrt_iter8",
     "iterative integer square root: 16-bit radicand, 8-bit root + 9-bit remainder, 8 steps, IDLE/CALC/DONE control FSM",
     "FSM extracted and re-encoded; setup + hold (`-path_delay min_max`) at 8 ns; report_worst_slack / report_tns; Icarus self-checking simulation (sqrt_sim.log)",
     "sqrt_synth.log", "`yosys -s sqrt.ys -l sqrt_synth.log`", [("sqrt_sta.tcl", "sqrt_timing.rpt")]),
    ("quad_dec", "quad_dec", "quad_dec",
     "quadrature encoder interface: 2-flop synchronizers on A/B/Z, 4x decode, 16-bit position, index latch, error counter; async active-low reset",
     "DFFSR flops; hold violations from `set_clock_uncertainty -hold 0.8` + `set_input_delay -min 0.0`; removal checks on the reset; min endpoint table; `report_check_types -all_violators -format end`; 10 ns",
     "quad_yosys.log", "`yosys -c quad_synth.tcl > quad_yosys.log 2>&1` (Tcl script)", [("quad_sta.tcl", "quad_sta.rpt")]),
    ("hist_bins16", "hist_bins16", "hist_bins16",
     "16-bin histogram, 12-bit saturating counters in a memory array, 2-stage read-modify-write with forwarding, host read port, sweeping clear",
     "inferred memory `bins` mapped to flip-flops by memory_map; `-fields {fanout cap}`; endpoint table (`-group_count 5 -endpoint_count 1 -format end`); 10 ns",
     "hist_yosys.log", "`yosys -p \"...\" > hist_yosys.log 2>&1` (command in yosys_cmd.txt)", [("hist_sta.tcl", "hist_sta.rpt")]),
    ("dual_nco", "dual_nco", "dual_nco",
     "two NCO phase accumulators from one parameterized nco_acc (W=12 and W=16), phase difference, XOR mixer, wrap counter",
     "parameterized module with two values, hierarchy kept (per-module stat); constraints from dual_nco.sdc via read_sdc; report_clock_properties; min_max; `-through [get_pins u_hi/*]`; 9 ns",
     "nco_synth.log", "`yosys -s nco.ys -l nco_synth.log`", [("nco_sta.tcl", "nco_sta.rpt")]),
    ("min_find8", "min_find8", "min_find8",
     "registered minimum finder over eight 10-bit lanes: 3-level tree of seven cmp_sel comparators",
     "submodule used 7 times, hierarchy kept (per-module stat); setup violation at 5 ns; `-through [get_pins u_c0/m_idx*]`; report_wns/report_tns/report_worst_slack",
     "minf_synth.log", "`yosys -q -l minf_synth.log -s minf.ys`", [("minf_sta.tcl", "minf_sta.rpt")]),
    ("rtc_calendar", "rtc_calendar", "rtc_calendar",
     "real-time clock core: sec/min (0-59), hour (0-23), day of week, load port, alarm compare, midnight flag",
     "generic synth, `stat` without liberty (no area); only the Yosys log kept; not timed",
     "rtc_generic.log", "`yosys -l rtc_generic.log -p \"...\"`", []),
    ("pkt_parser", "pkt_parser", "pkt_parser",
     "byte-stream header parser: 0x7E sync, type, 16-bit length, payload counting, too-long flag",
     "syntax error (a `begin` without its `end`), no netlist; Icarus compile output next to it",
     "pkt_yosys.log", "`yosys -q -l pkt_yosys.log -s pkt.ys`", []),
    ("tx_framer", "tx_framer", "tx_framer",
     "frame builder: 2 preamble bytes, SOF, payload, inverted checksum byte from frm_chk",
     "elaboration error: instance u_chk connects a port `din` that frm_chk does not have (it has data_in); no netlist",
     "txf_synth.out", "`yosys -p \"...\" > txf_synth.out 2>&1` (command in yosys_cmd.txt)", []),
    ("fan_tach_ctrl", "fan_tach_ctrl", "fan_tach_ctrl",
     "fan PWM (8-bit duty) + tachometer pulse counter per 65536-cycle window, stall fault, status byte",
     "multiple drivers (fault in two always blocks; status[4] assigned twice); `check` before and after synth; not timed",
     "fan_synth.log", "`yosys -s fan.ys 2>&1 | tee fan_synth.log`", []),
    ("hdr_classify", "hdr_classify", "hdr_classify",
     "combinational header classifier: ethertype / protocol / VLAN -> queue, drop, priority, header length",
     "inferred latches (incomplete assignments in always @*) left as `$_DLATCH_N_` (no area); stat -liberty; not timed",
     "hdr_synth.log", "`yosys -l hdr_synth.log -p \"...\"` (command in yosys_cmd.txt)", []),
    ("sat_round16", "sat_round16", "sat_round16",
     "combinational requantizer: 24-bit signed in, arithmetic shift 0..7, four rounding modes, saturate to 16 bits, flags",
     "no clock: set_max_delay 12.0 / set_min_delay 1.0 all inputs -> all outputs; min_max; endpoint table; `opt_clean -purge`",
     "satr_yosys.log", "`yosys -s satr.ys | tee satr_yosys.log`", [("satr_sta.tcl", "satr_sta.rpt")]),
    ("adpcm_enc4", "adpcm_enc4", "adpcm_enc4",
     "IMA ADPCM encoder: 16-bit PCM in, 4-bit code out, predictor + step index registers, 89-entry step table (adpcm_steptab)",
     "port resize warning on u_tab.idx (6-bit wire into a 7-bit port); synth -flatten; STA script names a port that does not exist (`sample_in`); 25 ns",
     "adpcm_synth.log", "`yosys -s adpcm.ys > adpcm_synth.log 2>&1`", [("adpcm_sta.tcl", "adpcm_sta.rpt")]),
    ("edge_rate_async", "edge_rate_mon", "edge_rate_mon",
     "event-rate monitor: 12-bit Gray counter in clk_evt, 2-flop sync + Gray->binary + 256-cycle window difference in clk_ref",
     "two clocks (clk_evt 7 ns, clk_ref 10 ns) in asynchronous clock groups, from erm_async.sdc; min_max with `-group_count 1`; run 1 of 2 of the same RTL",
     "erm_synth.log", "`yosys -s erm.ys -l erm_synth.log`", [("erm_async_sta.tcl", "erm_async_sta.rpt")]),
    ("edge_rate_nogrp", "edge_rate_mon", "edge_rate_mon",
     "same edge_rate_mon RTL as edge_rate_async",
     "run 2 of 2: same clocks, no clock groups, so the clk_evt -> clk_ref crossing is timed; inline constraints; report_clock_properties",
     "erm2_synth.log", "`yosys -c erm2.tcl 2>&1 | tee erm2_synth.log` (Tcl script)", [("erm2_sta.tcl", "erm2_sta.rpt")]),
    ("ps2_rx", "ps2_rx", "ps2_rx",
     "PS/2 receiver: synchronizes ps2_clk/ps2_dat, shifts on falling edges, odd parity + stop bit check, 13-bit frame timeout",
     "state register `st` NOT extracted as FSM; `-fields {slew cap input_pins}`; STA script error (report_check_types flag unknown to this OpenSTA); 6 ns",
     "ps2_synth.log", "`yosys -c ps2.tcl | tee ps2_synth.log` (Tcl script)", [("ps2_sta.tcl", "ps2_sta.rpt")]),
    ("ws2812_enc", "ws2812_enc", "ws2812_enc",
     "WS2812-style LED bit encoder: toggle flop divides clk by 2 (clk_half), 24-bit shift register, 10-tick bit timer, reset gap",
     "generated clock clk_half (`-divide_by 2` on the toggle flop's Q); report_clock_properties; min_max; report_power; clk 5 ns",
     "ws_synth.log", "`yosys -q -s ws.ys -l ws_synth.log`", [("ws_sta.tcl", "ws_sta.rpt")]),
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
        a = re.search(r"Chip area for (top )?module '\\?(.+?)': (\S+)", body)
        d["area"] = a.group(3) if a else None
        mods[name] = d
    return mods


def sta_info(rpt, tcl):
    clocks = re.findall(r"create_clock -name (\S+) -period (\S+)", tcl)
    props = []
    if re.search(r"^Clock\s+Period\s+Waveform", rpt, re.M):
        sec = rpt[re.search(r"^Clock\s+Period\s+Waveform", rpt, re.M).end():]
        sec = sec[:sec.find("Startpoint:")] if "Startpoint:" in sec else sec
        props = re.findall(r"^(\S+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)(.*)$", sec, re.M)
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
        stages = re.findall(r"^\s+(?:\S+\s+)*?(-?\d+\.\d+)\s+(-?\d+\.\d+) [v^] (\S+/Y) \((\S+)\)$",
                            blk.split("data arrival time")[0], re.M)
        p["ngates"] = len(stages)
        p["big"] = max(stages, key=lambda x: float(x[0])) if stages else None
        paths.append(p)
    g = lambda pat: (re.search(pat, rpt, re.M).group(1) if re.search(pat, rpt, re.M) else None)
    errs = re.findall(r"^(Error: .*)$", rpt, re.M)
    warns = re.findall(r"^(Warning: .*)$", rpt, re.M)
    ends = re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M)
    pw = re.search(r"^Total\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+100\.0%$", rpt, re.M)
    pwr = {}
    for grp in ("Sequential", "Combinational"):
        m = re.search(r"^" + grp + r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+%)$", rpt, re.M)
        if m:
            pwr[grp] = m.groups()
    return {"clocks": clocks, "props": props, "paths": paths, "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"),
            "worst": g(r"^worst slack (\S+)"), "errors": errs, "warnings": warns, "ends": ends,
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M)),
            "power": pw.groups() if pw else None, "pgroups": pwr}


def f2(x, nd=2):
    return f"{x:.{nd}f}"


def top_block(r):
    st = r["stat"]
    return st.get("design hierarchy") or st[r["top"]]


def flops(tb):
    return sum(n for t, n in tb["types"].items() if t.startswith("DFF") or t.startswith("$_SDFF") or t.startswith("$_DFF"))


def sdc_text(run, tcl):
    out = ""
    for f in re.findall(r"^read_sdc (\S+)", tcl, re.M):
        out += "\n" + read(run, f)
    return out


def launch(x):
    m = re.search(r"clocked by (\S+?)\)", x)
    return m.group(1) if m else "-"


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
        r["fsm_not"] = re.search(r"Not marking (\S+) as FSM state register:\n\s+(.*)", lg)
        r["mem"] = re.search(r"Mapping memory (\S+) in module \S+:\n\s+(created .*)", lg)
        r["sta"] = [(tcl, rpt, sta_info(read(run, rpt), read(run, tcl) + sdc_text(run, read(run, tcl)))) for tcl, rpt in stas]
        r["files"] = sorted(os.listdir(os.path.join(RUNS, run)))
        data.append(r)
    byrun = {r["run"]: r for r in data}

    L = []
    A = L.append
    A("# runs_blind11 -- synthesis/timing run folders for evaluation (scope `proj:blind11`)")
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
    A(f"- Icarus Verilog: `{iv}` (compile check in pkt_parser; self-checking simulation in sqrt_iter8)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- No other tool was run: no Verilator lint, no place and route, no gate-level simulation, no SDF, no SPEF.")
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
        if r["fsm_not"]:
            key.append(f"`Not marking {r['fsm_not'].group(1)} as FSM state register: {r['fsm_not'].group(2)}`")
        if r["mem"]:
            key.append(f"memory {r['mem'].group(1)}: `{r['mem'].group(2)}`")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"]) or "no clock"
            gen = [c for c, p0, _a, _b, t in s["props"] if "generated" in t]
            if gen:
                clks += ", generated " + ", ".join(f"{c} {p0} ns" for c, p0, _a, _b, t in s["props"] if "generated" in t)
            sl = "; ".join(f"{p['type']} [{p['group']}] slack {p['slack']} ({p['status']})" for p in s["paths"])
            extra = ""
            for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                if s[k] is not None:
                    extra += f"; {lab} {s[k]}"
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

    ok = [r for r in data if r["ok"]]
    bad = [r for r in data if not r["ok"]]
    timed = [r for r in data if r["sta"]]
    order = [r["run"] for r in data]
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (edge_rate_mon is used by two runs: edge_rate_async and edge_rate_nogrp).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, group {p['group']}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=order.index)
    hviol = sorted(set(v[0] for v in viol if v[2]["type"] == "min"), key=order.index)
    vruns = sorted(set(v[0] for v in viol), key=order.index)
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a hold / min-delay / removal violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se)
      + f". OpenSTA `Warning:` lines: {len(sw)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in sw)
      + ". Every other STA script ran without an error or warning line.")
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
      + f"; sum of totals {sum(t for _, t, _ in wt)}. No other run prints such a line (`ABC: Warning:` lines are ABC's own and not counted; "
      "the `-q` runs keep warnings in their -l log).")
    fsm = [r for r in data if r["fsm"]]
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: `state` re-encoded `{r['fsm'].group(1)}` with {r['fsm_bits'].group(1)} state bits" for r in fsm)
      + ". " + "; ".join(f"{r['run']}: `Not marking {r['fsm_not'].group(1)} as FSM state register: {r['fsm_not'].group(2)}`"
                         for r in data if r["fsm_not"]) + ". No other run has an FSM candidate in its log.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {r['mem'].group(1)}` -> `{r['mem'].group(2)}`"
                                                    for r in data if r["mem"])
      + ". hist_bins16's is the RAM array `bins`; adpcm_enc4's is the step table, which proc_rom turned into a ROM (index register merged as its address FF). "
      "Both final stats print `Number of memories: 0`. No other run has a memory.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
    cp = [r["run"] for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + ", ".join(cp) + ".")
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
    fl = read("fan_tach_ctrl", "fan_synth.log")
    mcd = re.findall(r"^Warning: multiple conflicting drivers for (\S+):", fl, re.M)
    nod = len(re.findall(r"^Warning: Wire .* is used but has no driver\.$", fl, re.M))
    ddc = len(re.findall(r"^Warning: Driver-driver conflict", fl, re.M))
    probs = re.findall(r"^(\d+(?:\.\d+)?)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", fl, re.M | re.S)
    A(f"- fan_tach_ctrl totals: `multiple conflicting drivers` {len(mcd)} lines ("
      + ", ".join(f"{s} x {mcd.count(s)}" for s in sorted(set(mcd))) + f"), `is used but has no driver` {nod}, "
      f"`Driver-driver conflict` {ddc}; {len(probs)} CHECK passes print `Found and reported N problems.`: "
      + ", ".join(f"step {a}: {b}" for a, b in probs) + " (steps 4 and 9 are the script's own `check`; 5.5 and 5.26 run inside `synth`).")
    gl = read("fan_tach_ctrl", "fan_tach_ctrl_net.v")
    A("- fan_tach_ctrl netlist `fan_tach_ctrl_net.v` ends with: " + "; ".join(f"`{x.strip()}`" for x in re.findall(r"^\s*assign .*;$", gl, re.M)) + ".")
    ivl = read("pkt_parser", "icarus_compile.log").strip().splitlines()
    ex = read("pkt_parser", "exit_codes.txt").strip().splitlines()
    A(f"- pkt_parser: Yosys `{byrun['pkt_parser']['error']}`; Icarus: " + "; ".join(f"`{x}`" for x in ivl)
      + "; " + "; ".join(f"`{x}`" for x in ex) + ".")
    ex = read("tx_framer", "exit_codes.txt").strip()
    A(f"- tx_framer: `{byrun['tx_framer']['error']}`; `{ex}`.")
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
    g = byrun["rtc_calendar"]["stat"]["rtc_calendar"]
    A(f"- rtc_calendar has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; total flops of the timed runs: "
      f"{sum(flops(top_block(r)) for r in timed)}.")
    unt = [(r["run"], float(top_block(r)["area"])) for r in ok if not r["sta"] and top_block(r)["area"]]
    A(f"- Untimed runs with an area: " + ", ".join(f"{a} ({b:.0f})" for a, b in unt) + f"; together {f2(sum(b for _, b in unt))}.")
    ea, en = top_block(byrun["edge_rate_async"]), top_block(byrun["edge_rate_nogrp"])
    A(f"- edge_rate_async vs edge_rate_nogrp netlists: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, "
      f"flops {flops(ea)} / {flops(en)} (same RTL and synthesis steps; only the capture method and the STA constraints differ).")
    A("")

    A("### Kept hierarchies (per-module stat)")
    A("")
    for run in ("min_find8", "dual_nco"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                   for m, d in st.items()) + ".")
    st = byrun["min_find8"]["stat"]
    A(f"- min_find8: cmp_sel is instantiated 7 times (design hierarchy), so the seven comparators together are "
      f"{7 * int(st['cmp_sel']['cells'])} cells and {f2(7 * float(st['cmp_sel']['area']))} area of the "
      f"{st['design hierarchy']['cells']} cells / {st['design hierarchy']['area']} total "
      f"({f2(100 * 7 * float(st['cmp_sel']['area']) / float(st['design hierarchy']['area']))}%); the top-level registers and glue alone are "
      f"{st['min_find8']['cells']} cells (area {st['min_find8']['area']}, which leaves out the sub-modules: `Area for cell type \\cmp_sel is unknown!`).")
    st = byrun["dual_nco"]["stat"]
    k12 = [m for m in st if "00001100" in m][0]
    k16 = [m for m in st if "00010000" in m][0]
    tot = float(st["design hierarchy"]["area"])
    A(f"- dual_nco: nco_acc elaborated twice, as `{k12}` (W=12) and `{k16}` (W=16); W=16 minus W=12: "
      f"{int(st[k16]['cells']) - int(st[k12]['cells'])} cells, {f2(float(st[k16]['area']) - float(st[k12]['area']))} area, "
      f"{flops(st[k16]) - flops(st[k12])} flops; area shares: W=12 {f2(100 * float(st[k12]['area']) / tot)}%, "
      f"W=16 {f2(100 * float(st[k16]['area']) / tot)}%, top glue {f2(100 * float(st['dual_nco']['area']) / tot)}%.")
    A("")

    A("### Timing: worst setup path per clock group, minimum period")
    A("")
    A("Minimum period = clock period - worst setup slack in that clock's path group; fmax = 1000 / minimum period, in MHz.")
    A("sat_round16 has no clock (set_max_delay 12.0 only) and is listed separately; a path launched by another clock gets no minimum period.")
    A("")
    A("| Run | Report | Clock | Period (ns) | Setup slack | Min period (ns) | fmax (MHz) | Hold slack(s) | Worst setup path (start -> end) | Arrival | Gates | Largest stage |")
    A("|---|---|---|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            per = {c: p for c, p in s["clocks"]}
            for c, p0, _w0, _w1, tail in s["props"]:
                per.setdefault(c, p0)
            if r["run"] == "ws2812_enc":
                per.setdefault("clk_half", "10.00")
            hold = [p["slack"] for p in s["paths"] if p["type"] == "min" and "clocked" in p["end"] + p["start"]]
            seen = set()
            for p in s["paths"]:
                if p["type"] != "max" or p["group"] in seen or p["group"] not in per:
                    continue
                seen.add(p["group"])
                big = f"{p['big'][2]} {p['big'][3]} {p['big'][0]}" if p["big"] else "-"
                sc = re.search(r"clocked by (\S+?)\)", p["start"])
                hs = [q["slack"] for q in s["paths"] if q["type"] == "min" and q["group"] == p["group"]]
                if sc and sc.group(1) != p["group"]:
                    A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | n/a (launched by {sc.group(1)}) | n/a | "
                      f"{', '.join(hs) if hs else '-'} | {short(p['start'])} -> {short(p['end'])} | {p['arrival']} | {p['ngates']} | {big} |")
                    continue
                pr = float(per[p["group"]])
                mp = pr - float(p["slack"])
                trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                A(f"| {r['run']} | {rpt} | {p['group']} | {per[p['group']]} | {p['slack']} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                  f"{', '.join(hs) if hs else '-'} | {short(p['start'])} -> {short(p['end'])} | {p['arrival']} | {p['ngates']} | {big} |")
    A("")
    srt = sorted(trows, key=lambda x: float(x[4]))
    A(f"- Worst setup slack: {srt[0][0]} ({srt[0][4]}); best: {srt[-1][0]} [{srt[-1][2]}] ({srt[-1][4]}).")
    A("- Setup slack ranking, worst first (same-clock groups): " + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    met = [x for x in srt if float(x[4]) >= 0]
    A(f"- Smallest positive setup slack (same-clock): {met[0][0]} [{met[0][2]}] ({met[0][4]}).")
    mps = sorted(trows, key=lambda x: -x[5])
    A(f"- Largest minimum period: {mps[0][0]} [{mps[0][2]}] ({f2(mps[0][5], 3)} ns, fmax {f2(1000 / mps[0][5], 1)} MHz); "
      f"smallest: {mps[-1][0]} [{mps[-1][2]}] ({f2(mps[-1][5], 3)} ns).")
    sr = byrun["sat_round16"]["sta"][0][2]
    A("- sat_round16 (no clock, path group `**default**`): " + "; ".join(
        f"{p['type']} {short(p['start'])} -> {short(p['end'])} arrival {p['arrival']} slack {p['slack']} ({p['status']})" for p in sr["paths"])
      + f"; `wns {sr['wns']}`, `worst slack {sr['worst']}` (max paths only); endpoint table: "
      + ", ".join(f"{e[0]} {e[4]}" for e in sr["ends"]) + ".")
    hs_all = [(r["run"], p["slack"], short(p["start"]), short(p["end"]), p["group"], p["status"]) for r in timed
              for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    A("- Hold / min-delay / removal paths reported: " + ", ".join(f"{a} {b} ({c} -> {d}, group {e})" for a, b, c, d, e, _ in hs_all) + ".")
    ff = [h for h in hs_all if h[5] == "MET"]
    lo = min(ff, key=lambda x: float(x[1]))
    A(f"- Smallest MET hold slack: {lo[0]} ({lo[1]}, {lo[2]} -> {lo[3]}); largest: "
      f"{max(ff, key=lambda x: float(x[1]))[0]} ({max(ff, key=lambda x: float(x[1]))[1]}).")
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

    A("### Per-run notes")
    A("")
    q = byrun["quad_dec"]["sta"][0][2]
    qr = read("quad_dec", "quad_sta.rpt")
    av = qr[qr.rfind("min_delay/hold group clk"):]
    av_rows = re.findall(r"^(\S+)/D \(DFFSR\)\s+\S+\s+\S+\s+(-?\d+\.\d+) \(VIOLATED\)$", av, re.M)
    rm = qr[qr.rfind("min_delay/hold group **async_default**"):qr.rfind("min_delay/hold group clk")]
    rm_rows = re.findall(r"^(\S+)/R \(DFFSR\)\s+\S+\s+\S+\s+(-?\d+\.\d+) \(VIOLATED\)$", rm, re.M)
    A(f"- quad_dec: hold path {short(q['paths'][1]['start'])} -> {short(q['paths'][1]['end'])} slack {q['paths'][1]['slack']}; removal path "
      f"{short(q['paths'][0]['start'])} -> {short(q['paths'][0]['end'])} slack {q['paths'][0]['slack']}; recovery slack {q['paths'][2]['slack']}; "
      f"setup slack {q['paths'][3]['slack']}; `report_check_types -all_violators` lists {len(av_rows)} hold-violating D pins "
      f"(of {top_block(byrun['quad_dec'])['types'].get('DFFSR', 0)} DFFSR) and {len(rm_rows)} removal-violating R pins; "
      f"`wns {q['wns']}` / `tns {q['tns']}` cover setup only.")
    A(f"- quad_dec hold-violator slack sum (the -all_violators D-pin rows): {f2(sum(float(x[1]) for x in av_rows))}; "
      f"least negative {max(av_rows, key=lambda x: float(x[1]))[1]}.")
    mf = byrun["min_find8"]["sta"][0][2]
    A(f"- min_find8: worst path {short(mf['paths'][0]['start'])} -> {short(mf['paths'][0]['end'])} slack {mf['paths'][0]['slack']} "
      f"(arrival {mf['paths'][0]['arrival']}, through u_c0, u_d0, u_e0); `-through u_c0/m_idx*` path {short(mf['paths'][1]['start'])} -> "
      f"{short(mf['paths'][1]['end'])} slack {mf['paths'][1]['slack']}; wns {mf['wns']}, tns {mf['tns']}, worst slack {mf['worst']}.")
    dn = byrun["dual_nco"]["sta"][0][2]
    A(f"- dual_nco: `report_clock_properties`: " + "; ".join(f"{c} period {p} waveform {a} {b}" for c, p, a, b, t in dn["props"])
      + f"; worst setup {short(dn['paths'][1]['start'])} -> {short(dn['paths'][1]['end'])} slack {dn['paths'][1]['slack']}; "
      f"the `-through [get_pins u_hi/*]` report gives {short(dn['paths'][2]['start'])} -> {short(dn['paths'][2]['end'])} slack {dn['paths'][2]['slack']} "
      f"({'the same path' if dn['paths'][1]['slack'] == dn['paths'][2]['slack'] and dn['paths'][1]['end'] == dn['paths'][2]['end'] else 'a different path'}).")
    e1, e2 = byrun["edge_rate_async"]["sta"][0][2], byrun["edge_rate_nogrp"]["sta"][0][2]
    A("- edge_rate_async (asynchronous groups): " + "; ".join(
        f"{p['type']} group {p['group']} {short(p['start'])} -> {short(p['end'])} slack {p['slack']}" for p in e1["paths"])
      + f"; the clk_evt -> clk_ref report prints `No paths found.` ({e1['nopaths']} time).")
    A("- edge_rate_nogrp (no groups): " + "; ".join(
        f"{p['type']} group {p['group']} {short(p['start'])} ({launch(p['start'])}) -> {short(p['end'])} slack {p['slack']}"
        for p in e2["paths"]) + "; clocks: " + "; ".join(f"{c} {p} ns" for c, p, a, b, t in e2["props"])
      + ". The crossing path launches at 49.000 (clk_evt) and is captured at 50.000 (clk_ref): 1 ns apart.")
    ws = byrun["ws2812_enc"]["sta"][0][2]
    src_pin = re.search(r"get_pins (\S+)\]", read("ws2812_enc", "ws_sta.tcl")).group(1)
    A("- ws2812_enc `report_clock_properties`: " + "; ".join(
        f"{c} period {p} waveform {a} {b}{(' ' + t.strip()) if t.strip() else ''}" for c, p, a, b, t in ws["props"])
      + f"; report_power Total {ws['power'][3]} W (internal {ws['power'][0]}, switching {ws['power'][1]}, leakage {ws['power'][2]}); "
      f"Sequential {ws['pgroups']['Sequential'][3]} ({ws['pgroups']['Sequential'][4]}), Combinational {ws['pgroups']['Combinational'][3]} "
      f"({ws['pgroups']['Combinational'][4]}); generated-clock source flop in ws_sta.tcl: "
      f"`{src_pin}`.")
    hb = byrun["hist_bins16"]
    hbs = hb["sta"][0][2]
    A(f"- hist_bins16: DFFPOSX1 {top_block(hb)['types'].get('DFFPOSX1', 0)} (16 x 12 memory bits 192 + s1_valid 1 + s1_bin 4 + s1_cnt 12 + clr_run 1 + "
      f"clr_ptr 4 + sat_flag 1 + host_data 12); MUX2X1 {top_block(hb)['types'].get('MUX2X1', 0)}; endpoint table: "
      + ", ".join(f"{e[0]} {e[4]}" for e in hbs["ends"]) + f"; `-fields {{fanout cap}}` printed a Cap column only.")
    sq = byrun["sqrt_iter8"]
    sim = read("sqrt_iter8", "sqrt_sim.log")
    summ = re.search(r"^summary: .*$", sim, re.M).group(0)
    lg = read("sqrt_iter8", "sqrt_synth.log")
    codes = re.findall(r"^\s+found state code: (\S+)$", lg, re.M)
    rst = re.search(r"found reset state: (\S+)", lg)
    A(f"- sqrt_iter8 sqrt_sim.log: `{summ}`; FSM `found state code` lines {len(codes)} (" + ", ".join(codes)
      + f"); reset state {rst.group(1)}; encoding {sq['fsm'].group(1)}, {sq['fsm_bits'].group(1)} state bits; DFFPOSX1 "
      f"{top_block(sq)['types'].get('DFFPOSX1', 0)} (state 3 one-hot + x 16 + r 10 + q 8 + cnt 3 + root 8 + rem_out 9 + done 1).")
    ps = byrun["ps2_rx"]
    A(f"- ps2_rx: `{ps['fsm_not'].group(2)}` (state register `st` left as plain flops); DFFPOSX1 {top_block(ps)['types'].get('DFFPOSX1', 0)} "
      "(st 3 + kclk_s 3 + kdat_s 2 + shreg 8 + bitn 3 + par_acc 1 + tmo 13 + rx_byte 8 + rx_valid 1 + parity_err 1 + frame_err 1).")
    ad = byrun["adpcm_enc4"]["sta"][0][2]
    A(f"- adpcm_enc4: worst setup {short(ad['paths'][0]['start'])} -> {short(ad['paths'][0]['end'])} arrival {ad['paths'][0]['arrival']}, "
      f"{ad['paths'][0]['ngates']} gates, slack {ad['paths'][0]['slack']}; hold {ad['paths'][1]['slack']}.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind11`), typed by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, every `must_contain` string of a
  non-absent question against the run folder / README, the split files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(SEED)` (seed in `FROZEN`) into `dev.jsonl` / `heldout.jsonl`;
  `FROZEN` holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`, `python3 make_dev_synonyms.py`,
  `python3 check.py`.
"""


if __name__ == "__main__":
    main()
