#!/usr/bin/env python3
"""Build README.md for runs_blind12 from the tool outputs in runs/ (standard library only).

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
    ("vga_relaxed", "vga_sync_gen", "vga_sync_gen",
     "VGA 640x480 sync generator: 10-bit h/v counters (800 x 525 totals), registered hsync/vsync/de/px/py/frame_start",
     "run 1 of 2 of vga_sync_gen: clock pclk 10 ns from vga_10ns.sdc (read_sdc), input/output delay 1.5; min_max; report_wns / report_tns",
     "vga_synth.log", "`yosys -s vga.ys -l vga_synth.log`", [("vga_sta.tcl", "vga_sta.rpt")]),
    ("vga_tight", "vga_sync_gen", "vga_sync_gen",
     "same vga_sync_gen RTL as vga_relaxed",
     "run 2 of 2: pclk 2.5 ns, input delay 1.0, inline constraints; setup violation; endpoint table (`-group_count 5 -endpoint_count 1 -format end`); report_worst_slack / report_tns",
     "vga4_yosys.log", "`yosys -p \"...\" > vga4_yosys.log 2>&1` (command in yosys_cmd.txt)", [("vga4_sta.tcl", "vga4_sta.rpt")]),
    ("mem_scrub_ctrl", "mem_scrub_ctrl", "mem_scrub_ctrl",
     "16 x 9 parity-protected register memory (data + parity), host read port, background scrubber with error counter",
     "inferred memory `mem` mapped to flip-flops by memory_map; async active-low reset (DFFSR); `-fields {fanout cap slew}`; `-to err_cnt[*]`; report_power; 10 ns",
     "scrub_yosys.log", "`yosys -c scrub_synth.tcl > scrub_yosys.log 2>&1` (Tcl script)", [("scrub_sta.tcl", "scrub_sta.rpt")]),
    ("bcd_add2dig", "bcd_add2dig", "bcd_add2dig",
     "combinational two-digit packed-BCD adder with carry in / decimal carry out",
     "no clock: set_max_delay 5.0 / set_min_delay 0.8 all inputs -> all outputs; min_max; `-from cin -to cout`; endpoint table; no dfflibmap; Icarus exhaustive self-check (bcd_sim.log)",
     "bcd_yosys.log", "`yosys -s bcd.ys | tee bcd_yosys.log`", [("bcd_sta.tcl", "bcd_sta.rpt")]),
    ("washer_fsm", "washer_fsm", "washer_fsm",
     "washing-machine sequencer: 7 states (idle, fill, wash, drain, rinse, spin, done), 8-bit phase timer, Moore outputs",
     "FSM extracted and re-encoded; `opt_clean -purge`; STA script contains `report_check_types -violators` (rejected by this OpenSTA); 5 ns",
     "washer_synth.log", "`yosys -q -l washer_synth.log -s washer.ys`", [("washer_sta.tcl", "washer_sta.rpt")]),
    ("tmr_regbank", "tmr_regbank", "tmr_regbank",
     "triple-redundant config registers (two 8-bit, one 4-bit) with continuous voting/repair, fault-injection port, error counter",
     "vote3 instantiated 3 times with two parameter values (W=8 twice, W=4 once), hierarchy kept (per-module stat); report_clock_properties (7 ns, waveform 0 3); `-through [get_pins u_vm/*]`",
     "tmr_synth.log", "`yosys -l tmr_synth.log -p \"...\"` (command in yosys_cmd.txt)", [("tmr_sta.tcl", "tmr_sta.rpt")]),
    ("mdio_ctrl", "mdio_ctrl", "mdio_ctrl",
     "IEEE 802.3 clause-22 MDIO management master: MDC divider, 64-bit frame shift register, read turnaround",
     "syntax error (missing semicolon), no netlist; exit status kept",
     "mdio_synth.log", "`yosys -s mdio.ys > mdio_synth.log 2>&1`", []),
    ("can_bitstuff", "can_bitstuff", "can_bitstuff",
     "CAN transmit bit stuffer: inserts a complement bit after five equal bits, run counter in stuff_count5",
     "elaboration error: instance u_cnt names module `stuff_cnt5`, but the file defines `stuff_count5`; no netlist; exit status kept",
     "can_synth.log", "`yosys -l can_synth.log -p \"...\"`", []),
    ("xfer_fp", "req_ack_xfer", "req_ack_xfer",
     "four-phase req/ack transfer of a 16-bit word from clk_a to clk_b, two-flop synchronizers on req and ack",
     "run 1 of 2 of req_ack_xfer: clk_a 6 ns, clk_b 9 ns, set_false_path both ways between the clocks (xfer_fp.sdc, read_sdc); min_max `-group_count 1`; `-from clk_a -to clk_b`",
     "xfer_synth.log", "`yosys -s xfer.ys -l xfer_synth.log`", [("xfer_fp_sta.tcl", "xfer_fp_sta.rpt")]),
    ("xfer_timed", "req_ack_xfer", "req_ack_xfer",
     "same req_ack_xfer RTL as xfer_fp",
     "run 2 of 2: same clocks, no false paths, so both crossings are timed; inline constraints; report_clock_properties; `-from clk_a -to clk_b -path_delay min_max`",
     "xfer2_synth.log", "`yosys -c xfer2.tcl 2>&1 | tee xfer2_synth.log` (Tcl script)", [("xfer2_sta.tcl", "xfer2_sta.rpt")]),
    ("cic3_decim", "cic3_decim", "cic3_decim",
     "third-order CIC decimator, R=4: three 14-bit integrators on clk, comb section on clk_dec = div[1]",
     "generated clock clk_dec (`-divide_by 4` on the Q pin of the div[1] flop _0930_); report_clock_properties; min_max; `-from clk -to clk_dec`; clk 8 ns",
     "cic_synth.log", "`yosys -s cic.ys > cic_synth.log 2>&1`", [("cic_sta.tcl", "cic_sta.rpt")]),
    ("icg_bank", "icg_bank", "icg_bank",
     "four latch-based clock gates (enable latch transparent while clk is low, AND gate) clocking four 8-bit register banks",
     "intended latches (`en_lat`) left as `$_DLATCH_N_` (no area); stat -liberty; not timed",
     "icg_synth.log", "`yosys -s icg.ys 2>&1 | tee icg_synth.log`", []),
    ("cmd_field_dec", "cmd_field_dec", "cmd_field_dec",
     "combinational SPI-flash opcode decoder: address bytes, dummy cycles, read/write/quad/illegal flags",
     "unintended latches (addr_bytes / dummy_cyc not assigned in every case branch) left as `$_DLATCH_N_`; own `check` after proc; no dfflibmap; not timed",
     "cmd_synth.log", "`yosys -l cmd_synth.log -p \"...\"` (command in yosys_cmd.txt)", []),
    ("gain_stage_q15", "gain_stage_q15", "gain_stage_q15",
     "gain stage: 12-bit sample x gain register through mul_trunc (12x12 registered multiplier), >> 8, clip at 4000",
     "port width mismatches on u_mul (b 10 -> 12 bits, p 20 -> 24 bits); synth -flatten; 6 ns; checks before and after `set_multicycle_path 2 -setup` / `1 -hold` into the product register (pins in preg_pins.txt)",
     "gain_synth.log", "`yosys -s gain.ys -l gain_synth.log`", [("gain_sta.tcl", "gain_sta.rpt")]),
    ("err_flag_unit", "err_flag_unit", "err_flag_unit",
     "sticky link-error flags with write-1-to-clear, mask, irq, first-error capture",
     "multiple drivers (flags from two always blocks; first_err[1] assigned twice); `check` after proc and after mapping; not timed",
     "efu_synth.log", "`yosys -s efu.ys > efu_synth.log 2>&1`", []),
    ("deser_1to8", "deser_1to8", "deser_1to8",
     "1:8 serial-to-parallel deserializer: input retiming flops, 8-bit shift register, frame-aligned bit counter, sync error",
     "hold violations (`set_clock_uncertainty -hold 0.5`, `set_input_delay -min 0.0`) from deser.sdc; removal/recovery on rst_n; min endpoint table; `report_check_types -all_violators`; 5 ns",
     "deser_synth.log", "`yosys -q -s deser.ys -l deser_synth.log`", [("deser_sta.tcl", "deser_sta.rpt")]),
    ("morse_keyer", "morse_keyer", "morse_keyer",
     "Morse beacon keyer: 32-element pattern parameter, 12-bit dot-length prescaler, 10-unit pause between repeats",
     "generic synth, `stat` without liberty (no area); only the Yosys log kept (RTL copy deleted); not timed",
     "morse_generic.log", "`yosys -l morse_generic.log -p \"...\"`", []),
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
    m = re.search(r"^Clock\s+Period\s+Waveform", rpt, re.M)
    if m:
        sec = rpt[m.end():]
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
        edges = re.findall(r"^\s+(?:-?\d+\.\d+\s+)*?(-?\d+\.\d+)\s+clock (\S+) \((?:rise|fall) edge\)$", blk, re.M)
        p["edges"] = [(c, t) for t, c in edges]
        p["ngates"] = len(stages)
        p["big"] = max(stages, key=lambda x: float(x[0])) if stages else None
        paths.append(p)
    g = lambda pat: (re.findall(pat, rpt, re.M) or [None])
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
    return sum(n for t, n in tb["types"].items()
               if t.startswith("DFF") or t.startswith("$_SDFF") or t.startswith("$_DFF"))


def latches(tb):
    return sum(n for t, n in tb["types"].items() if "LATCH" in t)


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
        r["fsm_found"] = re.search(r"Found FSM state register (\S+)\.", lg)
        r["mem"] = re.search(r"Mapping memory (\S+) in module \S+:\n\s+(created .*)", lg)
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

    L = []
    A = L.append
    A("# runs_blind12 -- synthesis/timing run folders for evaluation (scope `proj:blind12`)")
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
    A(f"- Icarus Verilog: `{iv}` (exhaustive self-checking simulation in bcd_add2dig only)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- No other tool was run: no Verilator lint, no place and route, no gate-level simulation, no SDF, no SPEF, no formal/equivalence check.")
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
            key.append(f"FSM {r['fsm_found'].group(1)} encoding {r['fsm'].group(1)}, {r['fsm_bits'].group(1)} state bits")
        if r["mem"]:
            key.append(f"memory {r['mem'].group(1)}: `{r['mem'].group(2)}`")
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
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (vga_sync_gen is used by vga_relaxed and vga_tight; "
      "req_ack_xfer by xfer_fp and xfer_timed).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    for r in bad:
        A(f"- {r['run']} `exit_status.txt`: `{read(r['run'], 'exit_status.txt').strip()}`.")
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
    A(f"- Timed runs with a reported setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a reported hold / min-delay violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se)
      + f". OpenSTA `Warning:` lines: {len(sw)}" + (": " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in sw) if sw else "")
      + ". Every other STA script ran without an error or warning line.")
    for r in data:
        if r["latches"]:
            tb = top_block(r)
            lt = {t: n for t, n in tb["types"].items() if "LATCH" in t}
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + f" ({len(r['latches'])} `Latch inferred for signal` lines); "
              "latch cells left after mapping: " + ", ".join(f"`{t}` x {n}" for t, n in lt.items())
              + " (`Area for cell type $_DLATCH_N_ is unknown!`).")
    A("- No other run infers a latch.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t in SEQ or t.startswith("$_DFF") or t.startswith("$_SDFF"):
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} runs: "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + f"; sum of totals {sum(t for _, t, _ in wt)}. No other run prints such a line (`ABC: Warning:` lines are ABC's own and not counted).")
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: `Found FSM state register {r['fsm_found'].group(1)}`, re-encoded `{r['fsm'].group(1)}` with {r['fsm_bits'].group(1)} state bits"
        for r in data if r["fsm"]) + ". No other run has an extracted FSM.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {r['mem'].group(1)}` -> `{r['mem'].group(2)}`"
                                                    for r in data if r["mem"]) + ". No other run has a memory.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
    cp = [r["run"] for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + ", ".join(cp) + ".")
    sim = read("bcd_add2dig", "bcd_sim.log").strip().splitlines()
    A("- Simulation: only bcd_add2dig (`bcd_sim.log`): " + "; ".join(f"`{x}`" for x in sim) + ".")
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
    fl = read("err_flag_unit", "efu_synth.log")
    mcd = re.findall(r"^Warning: multiple conflicting drivers for (\S+(?: \[\d+\])?):", fl, re.M)
    nod = re.findall(r"^Warning: Wire (.*) is used but has no driver\.$", fl, re.M)
    probs = re.findall(r"^(\d+(?:\.\d+)?)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", fl, re.M | re.S)
    A(f"- err_flag_unit totals: `multiple conflicting drivers` {len(mcd)} lines ("
      + ", ".join(f"{s} x {mcd.count(s)}" for s in sorted(set(mcd))) + f"), `is used but has no driver` {len(nod)} ("
      + ", ".join(nod) + f"); {len(probs)} CHECK passes print `Found and reported N problems.`: "
      + ", ".join(f"step {a}: {b}" for a, b in probs) + " (steps 4 and 9 are the script's own `check`; 5.5 and 5.26 run inside `synth`).")
    gl = read("err_flag_unit", "err_flag_unit_net.v")
    A("- err_flag_unit netlist `err_flag_unit_net.v` ends with: " + "; ".join(f"`{x.strip()}`" for x in re.findall(r"^\s*assign .*;$", gl, re.M)) + ".")
    for run in ("mdio_ctrl", "can_bitstuff"):
        A(f"- {run}: `{byrun[run]['error']}`; `{read(run, 'exit_status.txt').strip()}`.")
    A("")

    A("## Derived figures")
    A("")
    A("Area = `Chip area` of the last `stat` (the top module, or `Chip area for top module` for a kept hierarchy);")
    A("cells = `Number of cells` of the same block; flops = DFF* cells. Latch cells have no area in this library mapping.")
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
        rows.append((r["run"], float(tb["area"]), tb["area"], int(tb["cells"]), flops(tb), latches(tb)))
    rows.sort(key=lambda x: (-x[1], x[0]))
    for i, (run, a, astr, c, fl_, la) in enumerate(rows, 1):
        A(f"| {i} | {run} | {astr} | {c} | {fl_} | {la} | {f2(a / c)} | {f2(c / fl_) if fl_ else 'n/a (no flops)'} |")
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
    g = byrun["morse_keyer"]["stat"]["morse_keyer"]
    A(f"- morse_keyer has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; total flops of the timed runs: "
      f"{sum(flops(top_block(r)) for r in timed)}.")
    unt = [(r["run"], float(top_block(r)["area"])) for r in ok if not r["sta"] and top_block(r)["area"]]
    A("- Untimed runs with an area: " + ", ".join(f"{a} ({b:.0f})" for a, b in unt) + f"; together {f2(sum(b for _, b in unt))}.")
    for a_, b_ in (("vga_relaxed", "vga_tight"), ("xfer_fp", "xfer_timed")):
        ea, en = top_block(byrun[a_]), top_block(byrun[b_])
        A(f"- {a_} vs {b_} netlists: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, "
          f"flops {flops(ea)} / {flops(en)} (same RTL and synthesis steps; only the capture method and the STA constraints differ).")
    A("")

    A("### Kept hierarchy (per-module stat)")
    A("")
    st = byrun["tmr_regbank"]["stat"]
    A("- tmr_regbank: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                    for m, d in st.items()) + ".")
    tl = read("tmr_regbank", "tmr_synth.log")
    merged = re.findall(r"^Removed a total of ([1-9]\d*) cells\.$", tl, re.M)
    A(f"- tmr_regbank: 30 DFFSR for 64 register bits in the RTL (c0_a/b/c 24, c1_a/b/c 24, m_a/b/c 12, fix_cnt 4): the copies' bits that "
      f"share one D input (all but bit 0, where inj differs) were merged by OPT_MERGE (`Removed a total of {', '.join(merged)} cells.` in step 4.21.2).")
    A("")

    A("### Timing (same-clock and default path groups)")
    A("")
    A("Min period = period - setup slack, given only for max paths launched and captured one period apart by the same clock")
    A("(not for cross-clock or multicycle paths); fmax = 1000 / min period (MHz). Edges = launch -> capture clock edge times as printed.")
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
                k = (p["start"], p["end"], p["type"], p["slack"])
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
    srt = sorted(trows, key=lambda x: float(x[4]))
    A("- Setup slack ranking, worst first (single-cycle same-clock max paths, one row per reported path): "
      + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    best = {}
    for x in trows:
        if x[0] not in best or x[5] > best[x[0]][5]:
            best[x[0]] = x
    mps = sorted(best.values(), key=lambda x: -x[5])
    A("- Minimum period per timed run (from its worst single-cycle same-clock max path), largest first: "
      + ", ".join(f"{x[0]} [{x[2]}] {f2(x[5], 3)} ns" for x in mps) + ".")
    A(f"- Largest minimum period: {mps[0][0]} ({f2(mps[0][5], 3)} ns); smallest: {mps[-1][0]} ({f2(mps[-1][5], 3)} ns). "
      "bcd_add2dig (no clock) has none; xfer_timed has no single-cycle same-clock max path in its report.")
    hs_all = [(r["run"], p["slack"], short(p["start"]), short(p["end"]), p["group"], p["status"]) for r in timed
              for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    hruns = []
    for a, *_ in hs_all:
        if a not in hruns:
            hruns.append(a)
    A(f"- Runs with at least one hold (min) path reported: {len(hruns)}: " + ", ".join(hruns)
      + "; timed runs with no hold path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hruns) + ".")
    for k, lab in (("worst", "worst slack"), ("wns", "wns"), ("tns", "tns")):
        lst = [(r["run"], " / ".join(s[k])) for r in timed for _, _, s in r["sta"] if s[k][0] is not None]
        A(f"- `{lab}` line printed in: " + ", ".join(f"{a} ({b})" for a, b in lst) + ".")
    notns = [r["run"] for r in timed if all(s["tns"][0] is None for _, _, s in r["sta"])]
    A("- Timed runs whose report has no `tns` line: " + ", ".join(notns) + ".")
    A("")

    A("### Differences and ratios")
    A("")
    v1, v2 = byrun["vga_relaxed"]["sta"][0][2], byrun["vga_tight"]["sta"][0][2]
    s1 = [p for p in v1["paths"] if p["type"] == "max"][0]["slack"]
    s2 = [p for p in v2["paths"] if p["type"] == "max"][0]["slack"]
    mp1, mp2 = 10 - float(s1), 2.5 - float(s2)
    A(f"- vga_relaxed vs vga_tight setup slack: {s1} vs {s2}, difference {f2(float(s1) - float(s2), 3)} ns; minimum periods {f2(mp1, 3)} vs "
      f"{f2(mp2, 3)} ns, difference {f2(mp1 - mp2, 3)} ns (input delay 1.5 vs 1.0; both worst paths start at input port en).")
    gp = byrun["gain_stage_q15"]["sta"][0][2]["paths"]
    A(f"- gain_stage_q15 worst product-register path slack before / after the multicycle: {gp[0]['slack']} / {gp[3]['slack']}, "
      f"difference {f2(float(gp[3]['slack']) - float(gp[0]['slack']), 3)} ns (one 6 ns period).")
    ar = {x[0]: x[1] for x in rows}
    A(f"- Area cic3_decim - gain_stage_q15: {f2(ar['cic3_decim'] - ar['gain_stage_q15'])}; mem_scrub_ctrl / cmd_field_dec area ratio: "
      f"{f2(ar['mem_scrub_ctrl'] / ar['cmd_field_dec'])}; mem_scrub_ctrl / vga_relaxed area ratio: {f2(ar['mem_scrub_ctrl'] / ar['vga_relaxed'])}.")
    st = byrun["tmr_regbank"]["stat"]
    a8 = float(st["$paramod\\vote3\\W=s32'00000000000000000000000000001000"]["area"])
    a4 = float(st["$paramod\\vote3\\W=s32'00000000000000000000000000000100"]["area"])
    at = float(st["tmr_regbank"]["area"])
    A(f"- tmr_regbank: voter area 2 x {f2(a8)} + {f2(a4)} = {f2(2 * a8 + a4)}; top-module cells alone {f2(at)} = "
      f"{f2(100 * at / (2 * a8 + a4 + at))}% of the hierarchy total {f2(2 * a8 + a4 + at)}.")
    mt = top_block(byrun["mem_scrub_ctrl"])
    A(f"- mem_scrub_ctrl: memory flops 144 of {flops(mt)} flops ({f2(100 * 144 / flops(mt))}%).")
    xt = [p for p in byrun["xfer_timed"]["sta"][0][2]["paths"] if p["type"] == "max"]
    xf = [p for p in byrun["xfer_fp"]["sta"][0][2]["paths"] if p["type"] == "max"]
    A(f"- xfer_timed worst max slack {min(p['slack'] for p in xt)} (a crossing) vs xfer_fp worst max slack {min(xf, key=lambda p: float(p['slack']))['slack']}: "
      f"difference {f2(float(min(xf, key=lambda p: float(p['slack']))['slack']) - float(min(xt, key=lambda p: float(p['slack']))['slack']), 3)} ns.")
    A("")

    A("### Per-run notes")
    A("")
    for run in ("vga_tight", "bcd_add2dig", "deser_1to8"):
        s = byrun[run]["sta"][0][2]
        A(f"- {run} endpoint table rows: " + ", ".join(f"{e[0]} {e[4]} ({e[5]})" for e in s["ends"]) + ".")
    dz = read("deser_1to8", "deser_sta.rpt")
    avs = dz[dz.rfind("Group                                  Slack"):]
    av = re.findall(r"^sclk\s+(-?\d+\.\d+)$", avs, re.M)
    A(f"- deser_1to8 `report_check_types -all_violators` prints a Group/Slack list with {len(av)} rows (" + ", ".join(av)
      + f"), sum {f2(sum(float(x) for x in av))}; `wns` / `tns` lines print {byrun['deser_1to8']['sta'][0][2]['wns'][0]} / "
      f"{byrun['deser_1to8']['sta'][0][2]['tns'][0]} (setup only).")
    g = byrun["gain_stage_q15"]["sta"][0][2]
    A(f"- gain_stage_q15: before the multicycle: worst setup {short(g['paths'][0]['start'])} -> {short(g['paths'][0]['end'])} arrival "
      f"{g['paths'][0]['arrival']} slack {g['paths'][0]['slack']}, wns {g['wns'][0]}, tns {g['tns'][0]}; after `set_multicycle_path 2 -setup` "
      f"the same path has slack {g['paths'][3]['slack']} (capture edge 12.000) and wns {g['wns'][1]}, tns {g['tns'][1]}; "
      f"`{read('gain_stage_q15', 'preg_pins.txt').strip()}`.")
    c = byrun["cic3_decim"]["sta"][0][2]
    A("- cic3_decim `report_clock_properties`: " + "; ".join(
        f"{a} period {p} waveform {b} {d}{(' ' + t.strip()) if t.strip() else ''}" for a, p, b, d, t in c["props"])
      + f"; the reported hold path starts at `{c['paths'][0]['start']}` and ends at `{c['paths'][0]['end']}` "
      f"(the divider flop's own Q -> D loop, the pin the generated clock is defined on), slack {c['paths'][0]['slack']}.")
    x1, x2 = byrun["xfer_fp"]["sta"][0][2], byrun["xfer_timed"]["sta"][0][2]
    A(f"- xfer_fp: the `-from clk_a -to clk_b` report prints `No paths found.` ({x1['nopaths']} time); every reported path stays inside one clock.")
    A("- xfer_timed crossing paths: " + "; ".join(
        f"{p['type']} group {p['group']} {p['start']} -> {p['end']} slack {p['slack']}" for p in x2["paths"]
        if re.search(r"clocked by (\S+)\)", p["start"]) and re.search(r"clocked by (\S+)\)", p["end"])
        and re.search(r"clocked by (\S+)\)", p["start"]).group(1) != re.search(r"clocked by (\S+)\)", p["end"]).group(1)) + ".")
    ms = byrun["mem_scrub_ctrl"]
    A(f"- mem_scrub_ctrl: DFFPOSX1 {top_block(ms)['types'].get('DFFPOSX1', 0)} (memory 16 x 9 = 144 + rd_data 8 + rd_perr 1), "
      f"DFFSR {top_block(ms)['types'].get('DFFSR', 0)} (scrub_ptr 4 + err_cnt 8 + last_bad 4); report_power Sequential "
      f"{ms['sta'][0][2]['pgroups']['Sequential'][3]} ({ms['sta'][0][2]['pgroups']['Sequential'][4]}), Combinational "
      f"{ms['sta'][0][2]['pgroups']['Combinational'][3]} ({ms['sta'][0][2]['pgroups']['Combinational'][4]}).")
    w = byrun["washer_fsm"]
    wl = read("washer_fsm", "washer_synth.log")
    codes = re.findall(r"^\s+found state code: (\S+)$", wl, re.M)
    rst = re.search(r"found reset state: (\S+)", wl)
    A(f"- washer_fsm: `found state code` lines {len(codes)} (" + ", ".join(codes) + f"); reset state {rst.group(1) if rst else '-'}; "
      f"encoding {w['fsm'].group(1)}, {w['fsm_bits'].group(1)} state bits; DFFPOSX1 {top_block(w)['types'].get('DFFPOSX1', 0)} "
      "(state 7 one-hot + tmr 8 + rinse_done 1).")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind12`), written by hand in `make_questions.py`, which
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
