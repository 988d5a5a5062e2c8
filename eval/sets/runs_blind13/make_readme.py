#!/usr/bin/env python3
"""Build README.md for runs_blind13 from the tool outputs in runs/ (standard library only).

Every figure below is read from a Yosys log / stat file, an OpenSTA report, the Icarus log or an
exit-status file, or computed here from such figures. Only the design descriptions are typed by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# run folder, top module, design folder, what it is, what it covers, yosys log, how captured,
# file holding the final stat (None: the yosys log), [(sta tcl, sta report)]
RUN_INFO = [
    ("dotprod_tight", "dotprod4_pipe", "dotprod4_pipe",
     "four-lane signed 8x8 dot product: operand registers, four product registers, two partial sums, 18-bit result, valid pipeline",
     "run 1 of 2 of dotprod4_pipe: clk 4.5 ns, single-cycle, input/output delay 0.8; setup violations; endpoint table (`-group_count 8 -endpoint_count 1 -format end`); report_wns / report_tns; netlist written without splitnets",
     "dotprod_synth.log", "`yosys -s dotprod.ys -l dotprod_synth.log`", None, [("dotprod_sta.tcl", "dotprod_sta.rpt")]),
    ("dotprod_mcp", "dotprod4_pipe", "dotprod4_pipe",
     "same dotprod4_pipe RTL as dotprod_tight",
     "run 2 of 2: same 4.5 ns clock; `splitnets` + `opt_clean -purge` before write_verilog; wns/tns before and after `set_multicycle_path 2 -setup` / `1 -hold` into the 64 product flops (count in prod_pins_count.txt); `-fields {fanout cap slew}`",
     "dp_mcp_yosys.txt", "`yosys -c dp_mcp_synth.tcl > dp_mcp_yosys.txt 2>&1` (Tcl script)", None, [("dp_mcp_sta.tcl", "dp_mcp_sta.rpt")]),
    ("kiln_ramp_fsm", "kiln_ramp_fsm", "kiln_ramp_fsm",
     "kiln firing controller: 6 states (IDLE, HEAT, SOAK, COOL, VENT, FAULT), shared 12-bit tick timer, async active-low reset",
     "step-by-step flow without the synth macro; `fsm -encoding binary -encfile kiln_fsm_enc.txt`; `share`; clk 8 ns, input delay 2.0, BUFX2 driving cell, load 0.08; check_setup; report_check_types; report_clock_skew; report_power",
     "kiln_build.log", "`yosys -q -l kiln_build.log -s kiln.ys`", None, [("kiln_sta.tcl", "kiln_sta.rpt")]),
    ("fs_xing_grouped", "fast_slow_xing", "fast_slow_xing",
     "event-rate bridge: 6-bit event counter on clk_f published Gray-coded, two-flop synchronizer and Gray-to-binary on clk_s, toggle-synchronized clear back to clk_f",
     "run 1 of 2 of fast_slow_xing: clk_f 5 ns, clk_s 12 ns, `set_clock_groups -asynchronous` (fsx_clocks.sdc, read_sdc); report_clock_properties; check_setup; min_max `-group_count 2`; `-from clk_f -to clk_s`",
     "fsx_yosys.log", "`yosys -p \"...\" | tee fsx_yosys.log` (command in yosys_cmd.txt)", None, [("fsx_sta.tcl", "fsx_sta.rpt")]),
    ("fs_xing_open", "fast_slow_xing", "fast_slow_xing",
     "same fast_slow_xing RTL as fs_xing_grouped",
     "run 2 of 2: clk_f 5 ns, clk_s 5.5 ns, no clock groups and no false paths, so the synchronizer first stages are timed; inline constraints; `-from clk_f -to clk_s -format full_clock`; `-from clk_s -to clk_f -format end`; report_worst_slack / report_tns",
     "synth_open.log", "`yosys -s fsx_open.ys > synth_open.log 2>&1`", None, [("fsx_open_sta.tcl", "fsx_open_sta.rpt")]),
    ("coef_bank_ram", "coef_bank_ram", "coef_bank_ram",
     "16 x 12 coefficient memory, one write port, two registered read ports, running checksum of written words",
     "`memory -nomap`, then `tee -o coef_premap_stat.txt stat -width` (coarse cells with widths), `memory_map`, `opt -full`; clk 10 ns; `-fields {slew cap input_pins}`; `-through raddr_a[*]`; report_net -connections we; report_power",
     "yosys_out.txt", "`yosys -s coef.ys > yosys_out.txt 2>&1`", None, [("coef_sta.tcl", "coef_sta.rpt")]),
    ("gamma_lut", "gamma_lut", "gamma_lut",
     "64-entry x 8-bit gamma-correction table (case statement) with registered output and a bypass input",
     "case statement turned into a ROM by proc_rom and mapped by memory_map; `synth -flatten`; `ltp -noff` on generic gates; `abc -D 5000`; `select -count`; no netlist written; not timed",
     "gamma_run.log", "`yosys -l gamma_run.log -p \"...\"`", None, []),
    ("abs_diff_optfull", "abs_diff_sum", "abs_diff_sum",
     "combinational sum of absolute differences over four 8-bit pixel pairs, plus the largest difference and its lane",
     "run 1 of 2 of abs_diff_sum: `opt -full` after synth, straight into `abc -liberty` without techmap, so coarse `$mux` cells stay unmapped and are written as `assign ... ? ... : ...;`; OpenSTA cannot read the netlist (no timing)",
     "sad_yosys.log", "`yosys -s sad.ys 2>&1 | tee sad_yosys.log`", None, [("sad_sta.tcl", "sad_sta.rpt")]),
    ("abs_diff_comb", "abs_diff_sum", "abs_diff_sum",
     "same abs_diff_sum RTL as abs_diff_optfull",
     "run 2 of 2: plain synth -> abc -liberty; no clock: `set_max_delay 9.0` inputs -> sad[*] only; peak / peak_lane unconstrained (`-unconstrained`); INVX1 driving cell, load 0.06; endpoint table; Icarus self-check (sad_sim.log)",
     "sad_comb_synth.log", "`yosys -q -s sad_comb.ys -l sad_comb_synth.log`", None, [("sad_comb_sta.tcl", "sad_comb_sta.rpt")]),
    ("jtag_tap_lite", "jtag_tap_lite", "jtag_tap_lite",
     "JTAG test access port: 16-state TAP controller, 4-bit IR, 32-bit IDCODE and BYPASS registers, tdo on the falling edge of tck",
     "default synth (FSM pass runs); tck 20 ns with `set_clock_latency 1.2`, input delay max 4.0 / min 0.1; removal violations on trst_n; min endpoint table; `-to tdo -format full_clock` (half-cycle path from the DFFNEGX1); report_instance",
     "jtag_yosys.log", "`yosys -l jtag_yosys.log -c jtag_synth.tcl` (Tcl script)", None, [("jtag_sta.tcl", "jtag_sta.rpt")]),
    ("hdlc_deframer", "hdlc_deframer", "hdlc_deframer",
     "HDLC receive deframer (work in progress): flag_hunter submodule finds 0x7E flags and aborts, zero-bit destuffing, byte assembly",
     "several Yosys warnings of different kinds (literal width, out-of-range select, implicit net, port resize, undriven wire); hierarchy kept; own `check` after synth; not timed",
     "build.log", "`yosys -s hdlc.ys > build.log 2>&1`", None, []),
    ("lin_header_tx", "lin_header_tx", "lin_header_tx",
     "LIN bus header transmitter: 13-bit break plus delimiter, 0x55 sync byte, protected identifier with two parity bits, 12-bit bit-time prescaler",
     "generic gates only (`stat` without liberty, no area); synth split at the `fine` label with `share -aggressive` and `opt -full` in between; FSM extracted and recoded; `hilomap`; only the log kept (no RTL copy, no netlist); not timed",
     "lin_generic.log", "`yosys -p \"...\" > lin_generic.log 2>&1`", None, []),
    ("accum_tree_hier", "accum_tree_hier", "accum_tree_hier",
     "eight 9-bit samples summed by a three-level registered adder tree (add_node, W = 9 / 10 / 11), then a 16-bit frame accumulator",
     "add_node instantiated 7 times with three parameter values, hierarchy kept (per-module stat -liberty); `splitnets`; `select -count t:DFFPOSX1`; clk 3.6 ns; `-through [get_pins u_l3/s*]`; report_instance u_l2_1; report_net last_sum[11]",
     "accum_yosys.out", "`yosys accum.ys > accum_yosys.out 2>&1` (script as plain argument)", None, [("accum_sta.tcl", "accum_sta.rpt")]),
    ("char_class_dec", "char_class_dec", "char_class_dec",
     "combinational ASCII classifier: digit / letter / space / hex flags, hex nibble value, upper-case flag",
     "unintended latches (hex_val and is_upper not assigned on every branch) left as `$_DLATCH_N_`; `select -count t:$_DLATCH_*`; stat written only to char_stat.txt (`tee -q -o`); RTL copy removed; not timed",
     "char_synth.log", "`yosys -q -l char_synth.log -p \"...\"`", "char_stat.txt", []),
    ("burst_addr_gen", "burst_addr_gen", "burst_addr_gen",
     "AXI-style burst address generator: FIXED / INCR / WRAP bursts, beat counter, last flag",
     "syntax error (missing semicolon in the case default branch), no netlist; exit status kept",
     "burst_synth.log", "`yosys -s burst.ys -l burst_synth.log`", None, []),
    ("heartbeat_mon", "heartbeat_mon", "heartbeat_mon",
     "heartbeat watchdog: 16-bit gap counter against a limit, alarm, miss counter, reset request after three misses",
     "`alarm` assigned from two always blocks; `check -assert` after proc stops the flow; no netlist; exit status kept (hb_exit.txt)",
     "hb_yosys.log", "`yosys -p \"...\" 2>&1 | tee hb_yosys.log`", None, []),
    ("ir_nec_decoder", "ir_nec_decoder", "ir_nec_decoder",
     "NEC infrared remote receiver: ir_level_timer submodule measures mark/space lengths, leader detection, 32-bit frame with inverted-copy check",
     "elaboration error: instance u_ms connects port `tol_sel`, which ir_level_timer does not have; no netlist; exit status kept",
     "nec_yosys.log", "`yosys -s nec.ys > nec_yosys.log 2>&1`", None, []),
    ("half_rate_packer", "half_rate_packer", "half_rate_packer",
     "byte-to-16-bit-word packer: toggle flop makes clk_half, two byte registers on clk, word register and word counter on clk_half",
     "generated clock clk_half (`-divide_by 2` on the Q pin of the toggle flop, name in toggle_flop.txt); `set_case_analysis 0` on swap_en; report_clock_properties; clk 6 ns; `-from clk -to clk_half` max and min",
     "hrp_synth.log", "`yosys -s hrp.ys -L hrp_synth.log` (line-buffered log)", None, [("hrp_sta.tcl", "hrp_sta.rpt")]),
]


def read(run, f):
    with open(os.path.join(RUNS, run, f), errors="replace") as fh:
        return fh.read()


def final_stat(text):
    idx = text.rfind("Printing statistics.")
    if idx < 0:
        return None
    sec = text[idx:]
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
        d["unknown"] = re.findall(r"Area for cell type (\S+) is unknown!", body)
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
        p["slack"], p["status"] = (s.group(1), s.group(2)) if s else (None, "unconstrained")
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        body = blk.split("data arrival time")[0]
        stages = re.findall(r"^\s+(?:\S+\s+)*?(-?\d+\.\d+)\s+(-?\d+\.\d+) [v^] (\S+/Y) \((\S+)\)$", body, re.M)
        edges = re.findall(r"^\s+(?:-?\d+\.\d+\s+)*?(-?\d+\.\d+)\s+clock (\S+) \((rise|fall) edge\)$", blk, re.M)
        p["edges"] = [(c, t, e) for t, c, e in edges]
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
            "power": pw.groups() if pw else None, "pgroups": pwr,
            "linked": "no network has been linked" not in rpt}


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


def paramname(m):
    mm = re.match(r"\$paramod\\(\S+?)\\W=s32'([01]+)$", m)
    return f"{mm.group(1)} W={int(mm.group(2), 2)}" if mm else m


def main():
    data = []
    for (run, top, dfold, what, covers, log, cap, statf, stas) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap,
             "statf": statf}
        r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1).strip() if err else None
        r["stat"] = final_stat(read(run, statf) if statf else lg) if r["ok"] else None
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["warnings"] = re.findall(r"^((?:\S+:\d+: )?Warning: .*)$", lg, re.M)
        r["latches"] = re.findall(r"^Latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["fsm"] = re.search(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.search(r"Number of state bits:\s+(\d+)", lg)
        r["fsm_found"] = re.search(r"Found FSM state register (\S+)\.", lg)
        r["fsm_not"] = re.findall(r"^Not marking (\S+) as FSM state register:\n((?:    .*\n)+)", lg, re.M)
        r["mem"] = re.findall(r"Mapping memory (\S+) in module \S+:\n\s+(created .*)", lg)
        r["ltp"] = re.search(r"Longest topological path in \S+ \(length=(\d+)\)", lg)
        r["counts"] = re.findall(r"^(\d+) objects\.$", lg, re.M)
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
    A("# runs_blind13 -- synthesis/timing run folders for evaluation (scope `proj:blind13`)")
    A("")
    A(f"{len(data)} run folders under `runs/`, made from {len(set(r['design'] for r in data))} small Verilog-2005 designs under `designs/`.")
    A("Each `runs/<name>/run.sh` rebuilds its folder: it copies the RTL, writes the Yosys script or command, runs Yosys and,")
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
    A(f"- Icarus Verilog: `{iv}` (self-checking simulation in abs_diff_comb only)")
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
            if r["statf"]:
                key.append(f"(final stat in `{r['statf']}`)")
        if r["latches"]:
            key.append("latches: " + ", ".join(r["latches"]))
        if r["fsm"]:
            key.append(f"FSM {r['fsm_found'].group(1)} encoding {r['fsm'].group(1)}, {r['fsm_bits'].group(1)} state bits")
        for reg, why in r["fsm_not"]:
            key.append(f"FSM not extracted: `Not marking {reg} as FSM state register:` " + " ".join(f"`{w.strip()}`" for w in why.strip().splitlines()))
        for mname, txt in r["mem"]:
            key.append(f"memory {mname}: `{txt}`")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"]) or "no clock"
            gen = [(c, p0) for c, p0, _a, _b, t in s["props"] if "generated" in t]
            if gen:
                clks += ", generated " + ", ".join(f"{c} {p0} ns" for c, p0 in gen)
            if not s["linked"]:
                key.append(f"`{rpt}` [{clks}]: no timing (`Error: no network has been linked.` x {sum(1 for e in s['errors'] if 'no network' in e)})")
            else:
                sl = "; ".join(f"{p['type']} [{p['group']}] slack {p['slack']} ({p['status']})" if p["slack"] else
                               f"{p['type']} [{p['group']}] unconstrained, arrival {p['arrival']}" for p in s["paths"])
                extra = ""
                for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                    if s[k][0] is not None:
                        extra += f"; {lab} " + " / ".join(s[k])
                key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
            if s["power"]:
                key.append(f"`{rpt}` report_power Total {s['power'][3]} (internal {s['power'][0]}, switching {s['power'][1]}, leakage {s['power'][2]})")
            if s["errors"]:
                key.append(f"`{rpt}`: {len(s['errors'])} `Error:` lines, first `{s['errors'][0]}`")
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
    linked = [r for r in timed if all(s["linked"] for _, _, s in r["sta"])]
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (dotprod4_pipe is used by dotprod_tight and dotprod_mcp; "
      "fast_slow_xing by fs_xing_grouped and fs_xing_open; abs_diff_sum by abs_diff_optfull and abs_diff_comb).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    for r in bad:
        ef = [f for f in r["files"] if "exit" in f][0]
        A(f"- {r['run']} `{ef}`: `{read(r['run'], ef).strip()}`.")
    A(f"- OpenSTA was run in {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + f"; it produced timing in {len(linked)} of them "
      "(abs_diff_optfull: the netlist could not be read, so nothing was timed).")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, group {p['group']}, {short(p['start'])} -> {short(p['end'])}, slack {p['slack']})"
        for run, rpt, p in viol) + ".")
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=order.index)
    hviol = sorted(set(v[0] for v in viol if v[2]["type"] == "min"), key=order.index)
    vruns = sorted(set(v[0] for v in viol), key=order.index)
    met_runs = [r["run"] for r in linked if r["run"] not in vruns]
    A(f"- Timed runs with a reported setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a reported hold / removal (min) violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    A(f"- OpenSTA `Error:` lines: {len(se)} in {len(set((a, b) for a, b, _ in se))} reports: "
      + "; ".join(f"{run} `{rpt}` {sum(1 for a, b, _ in se if a == run)}" for run, rpt in
                  sorted(set((a, b) for a, b, _ in se), key=lambda x: order.index(x[0]))) + ".")
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Warning:` lines: {len(sw)}.")
    for r in data:
        if r["latches"]:
            tb = top_block(r)
            lt = {t: n for t, n in tb["types"].items() if "LATCH" in t}
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + f" ({len(r['latches'])} `Latch inferred for signal` lines); "
              "latch cells left after mapping: " + ", ".join(f"`{t}` x {n}" for t, n in lt.items())
              + " (`Area for cell type " + ", ".join(tb["unknown"]) + " is unknown!`).")
    A("- No other run infers a latch.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t.startswith("DFF") or t.startswith("$_DFF") or t.startswith("$_SDFF") or "LATCH" in t:
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} run(s): "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + ". No other run prints such a line (`ABC: Warning:` lines are ABC's own and not counted; heartbeat_mon stops at an ERROR before any summary).")
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: `Found FSM state register {r['fsm_found'].group(1)}`, re-encoded `{r['fsm'].group(1)}` with {r['fsm_bits'].group(1)} state bits"
        for r in data if r["fsm"]) + ". FSM_DETECT declined: " + "; ".join(
        f"{r['run']} ({reg}: " + " ".join(w.strip() for w in why.strip().splitlines()) + ")" for r in data for reg, why in r["fsm_not"]) + ".")
    ke = read("kiln_ramp_fsm", "kiln_fsm_enc.txt")
    A(f"- kiln_ramp_fsm `kiln_fsm_enc.txt` (from `-encfile`) is {len(ke)} bytes long: no FSM was recoded.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {m}` -> `{t}`" for r in data for m, t in r["mem"])
      + ". No other run has a memory.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
    cp = [r["run"] for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + ", ".join(cp) + ".")
    sim = read("abs_diff_comb", "sad_sim.log").strip().splitlines()
    A("- Simulation: only abs_diff_comb (`sad_sim.log`): " + "; ".join(f"`{x}`" for x in sim) + ".")
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
    hb = read("heartbeat_mon", "hb_yosys.log")
    drv = re.findall(r"^\s+port (\S+) of cell (\S+) \((\S+)\)$", hb, re.M)
    A("- heartbeat_mon conflicting drivers of alarm: " + ", ".join(f"`{c}` ({t}, port {p})" for p, c, t in drv) + ".")
    hl = read("hdlc_deframer", "build.log")
    probs = re.findall(r"^(\d+(?:\.\d+)*)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", hl, re.M | re.S)
    A("- hdlc_deframer CHECK passes: " + ", ".join(f"step {a}: {b} problems" for a, b in probs) + ".")
    hn = read("hdlc_deframer", "hdlc_deframer_net.v")
    A("- hdlc_deframer netlist `hdlc_deframer_net.v` constant assigns: " + "; ".join(
        f"`{x.strip()}`" for x in re.findall(r"^\s*assign .*= \d+'[hbx0-9a-fA-F]+;$", hn, re.M)) + ".")
    for run in ("burst_addr_gen", "heartbeat_mon", "ir_nec_decoder"):
        A(f"- {run}: `{byrun[run]['error']}`.")
    A("")

    A("## OpenSTA errors, verbatim")
    A("")
    for r in timed:
        for _, rpt, s in r["sta"]:
            if s["errors"]:
                seen = []
                for e in s["errors"]:
                    if e not in seen:
                        seen.append(e)
                A(f"- {r['run']} `{rpt}`: {len(s['errors'])} `Error:` lines ({len(seen)} distinct):")
                for e in seen:
                    n = s["errors"].count(e)
                    A(f"  - `{e}`" + (f" (printed {n} times)" if n > 1 else ""))
    A("")

    A("## Derived figures")
    A("")
    A("Area = `Chip area` of the last `stat` (the top module, or `Chip area for top module` for a kept hierarchy);")
    A("cells = `Number of cells` of the same block; flops = DFF* cells. Latch and unmapped coarse cells have no area.")
    A("Derived values are rounded to two decimals.")
    A("")
    A("### Area, cells, flops (runs with a liberty area)")
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
    g = top_block(byrun["lin_header_tx"])
    A(f"- lin_header_tx has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    ta = [(r["run"], float(top_block(r)["area"])) for r in linked]
    A(f"- Total area of the {len(ta)} runs with timing: {f2(sum(a for _, a in ta))}.")
    unt = [(r["run"], float(top_block(r)["area"])) for r in ok if not r["sta"] and top_block(r)["area"]]
    A("- Untimed runs with an area: " + ", ".join(f"{a} ({b:.0f})" for a, b in unt) + f"; together {f2(sum(b for _, b in unt))}.")
    for a_, b_ in (("dotprod_tight", "dotprod_mcp"), ("fs_xing_grouped", "fs_xing_open"), ("abs_diff_optfull", "abs_diff_comb")):
        ea, en = top_block(byrun[a_]), top_block(byrun[b_])
        A(f"- {a_} vs {b_}: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, flops {flops(ea)} / {flops(en)}.")
    o, c = top_block(byrun["abs_diff_optfull"]), top_block(byrun["abs_diff_comb"])
    A(f"- abs_diff_optfull keeps {o['types'].get('$mux', 0)} unmapped `$mux` cells (no area), so its area {o['area']} is "
      f"{f2(float(c['area']) - float(o['area']))} below abs_diff_comb's {c['area']}; MUX2X1 {o['types'].get('MUX2X1', 0)} vs {c['types'].get('MUX2X1', 0)}.")
    A("")

    A("### Kept hierarchy (per-module stat)")
    A("")
    for run in ("accum_tree_hier", "hdlc_deframer"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}`" + (f" ({paramname(m)})" if m.startswith("$paramod") else "")
                                    + f" cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                    for m, d in st.items()) + ".")
    st = byrun["accum_tree_hier"]["stat"]
    an = {paramname(m): float(d["area"]) for m, d in st.items() if m.startswith("$paramod")}
    tot = float(st["design hierarchy"]["area"])
    topa = float(st["accum_tree_hier"]["area"])
    A(f"- accum_tree_hier: add_node areas 4 x {f2(an['add_node W=9'])} + 2 x {f2(an['add_node W=10'])} + 1 x {f2(an['add_node W=11'])} = "
      f"{f2(4 * an['add_node W=9'] + 2 * an['add_node W=10'] + an['add_node W=11'])}; plus the top module's own {f2(topa)} = {f2(tot)} "
      f"(top module share {f2(100 * topa / tot)}%). `select -count t:DFFPOSX1` printed `{byrun['accum_tree_hier']['counts'][0]} objects.` "
      f"(each module definition counted once, not per instance: {' + '.join(str(flops(d)) for m, d in st.items() if m != 'design hierarchy')} "
      f"= {sum(flops(d) for m, d in st.items() if m != 'design hierarchy')}, while the hierarchy holds {flops(st['design hierarchy'])} flop instances).")
    A("")

    A("### Timing (same-clock and default path groups)")
    A("")
    A("Min period = period - setup slack, given only for max paths launched and captured one period apart by the same clock")
    A("(not for cross-clock, half-cycle or multicycle paths); fmax = 1000 / min period (MHz). Edges = launch -> capture clock edge times as printed.")
    A("")
    A("| Run | Report | Type | Group | Period | Slack | Min period | fmax MHz | Start -> End | Edges | Arrival | Gates | Slowest stage |")
    A("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in linked:
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
                ed = " -> ".join(f"{c} {t}" + (" (fall)" if e == "fall" else "") for c, t, e in p["edges"]) or "-"
                single = len(p["edges"]) == 2 and p["edges"][0][0] == p["edges"][1][0] == p["group"] and p["group"] in per \
                    and p["edges"][0][2] == p["edges"][1][2] == "rise" \
                    and abs(float(p["edges"][1][1]) - float(p["edges"][0][1]) - float(per[p["group"]])) < 1e-9
                sl = p["slack"] if p["slack"] else "unconstrained"
                if p["type"] == "max" and single:
                    pr = float(per[p["group"]])
                    mp = pr - float(p["slack"])
                    trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                    A(f"| {r['run']} | {rpt} | max | {p['group']} | {per[p['group']]} | {sl} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                      f"{short(p['start'])} -> {short(p['end'])} | {ed} | {p['arrival']} | {p['ngates']} | {big} |")
                else:
                    A(f"| {r['run']} | {rpt} | {p['type']} | {p['group']} | - | {sl} | - | - | "
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
      "abs_diff_comb (no clock) has none.")
    hs = []
    for r in linked:
        for _, _, s in r["sta"]:
            if any(p["type"] == "min" for p in s["paths"]) and r["run"] not in hs:
                hs.append(r["run"])
    A(f"- Runs with at least one hold / removal (min) path reported: {len(hs)}: " + ", ".join(hs)
      + "; timed runs with no min path reported: " + ", ".join(r["run"] for r in linked if r["run"] not in hs) + ".")
    for k, lab in (("worst", "worst slack"), ("wns", "wns"), ("tns", "tns")):
        lst = [(r["run"], " / ".join(s[k])) for r in linked for _, _, s in r["sta"] if s[k][0] is not None]
        A(f"- `{lab}` line printed in: " + ", ".join(f"{a} ({b})" for a, b in lst) + ".")
    A("")

    A("### Differences and ratios")
    A("")
    dt = byrun["dotprod_tight"]["sta"][0][2]
    dm = byrun["dotprod_mcp"]["sta"][0][2]
    A(f"- dotprod_tight: wns {dt['wns'][0]}, tns {dt['tns'][0]}; dotprod_mcp single-cycle wns {dm['wns'][0]}, tns {dm['tns'][0]}; "
      f"after the multicycle wns {dm['wns'][1]}, tns {dm['tns'][1]} (tns change {f2(float(dm['tns'][1]) - float(dm['tns'][0]))}); "
      f"`prod_pins_count.txt` = {read('dotprod_mcp', 'prod_pins_count.txt').strip()}.")
    mp = [p for p in dm["paths"] if p["type"] == "max"]
    A(f"- dotprod_mcp worst product-register path after the multicycle: {short(mp[1]['start'])} -> {short(mp[1]['end'])} arrival {mp[1]['arrival']}, "
      f"slack {mp[1]['slack']} (capture edge 9.000); the worst path overall still starts at input port in_valid, slack {mp[0]['slack']}.")
    dpm = read("dotprod_mcp", "dp_mcp_sta.rpt")
    fo = re.search(r"^\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+) v in_valid \(in\)$", dpm, re.M)
    iv1 = re.search(r"^\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+) \^ (\S+)/Y \(INVX1\)$", dpm, re.M)
    A(f"- dotprod_mcp `-fields`: in_valid net cap {fo.group(1)}; the INVX1 {iv1.group(5)} after it drives cap {iv1.group(1)} with slew {iv1.group(2)} "
      f"and delay {iv1.group(3)}.")
    g1, g2 = byrun["fs_xing_grouped"]["sta"][0][2], byrun["fs_xing_open"]["sta"][0][2]
    A(f"- fs_xing_grouped: `-from clk_f -to clk_s` prints `No paths found.` ({g1['nopaths']} time); wns {g1['wns'][0]}, tns {g1['tns'][0]}.")
    xs = []
    for p in g2["paths"]:
        if (p["type"], p["start"], p["end"], p["slack"]) not in [(q["type"], q["start"], q["end"], q["slack"]) for q in xs]:
            xs.append(p)
    A("- fs_xing_open crossing paths (each distinct path once): " + "; ".join(
        f"{p['type']} group {p['group']} {short(p['start'])} -> {short(p['end'])} slack {p['slack']} (edges "
        + " -> ".join(f"{c} {t}" for c, t, _ in p["edges"]) + ")"
        for p in xs if re.search(r"clocked by (\S+)\)", p["start"]) and re.search(r"clocked by (\S+)\)", p["end"])
        and re.search(r"clocked by (\S+)\)", p["start"]).group(1) != re.search(r"clocked by (\S+)\)", p["end"]).group(1))
      + f"; worst slack {g2['worst'][0]}, tns {g2['tns'][0]}.")
    pk = {r["run"]: float(s["power"][3]) for r in timed for _, _, s in r["sta"] if s["power"]}
    A(f"- report_power Total coef_bank_ram / kiln_ramp_fsm: {f2(pk['coef_bank_ram'] / pk['kiln_ramp_fsm'])}; "
      f"area ratio coef_bank_ram / kiln_ramp_fsm: {f2(float(top_block(byrun['coef_bank_ram'])['area']) / float(top_block(byrun['kiln_ramp_fsm'])['area']))}.")
    for run in ("kiln_ramp_fsm", "coef_bank_ram"):
        pg = byrun[run]["sta"][0][2]["pgroups"]
        A(f"- {run} report_power: Sequential {pg['Sequential'][3]} ({pg['Sequential'][4]}), Combinational {pg['Combinational'][3]} ({pg['Combinational'][4]}).")
    ac = byrun["abs_diff_comb"]["sta"][0][2]
    un = [p for p in ac["paths"] if p["status"] == "unconstrained"][0]
    A(f"- abs_diff_comb: worst constrained path {short(ac['paths'][0]['start'])} -> {short(ac['paths'][0]['end'])} arrival {ac['paths'][0]['arrival']}, "
      f"slack {ac['paths'][0]['slack']} against set_max_delay 9.0; unconstrained path to {short(un['end'])} arrival {un['arrival']} "
      f"({f2(float(un['arrival']) - float(ac['paths'][0]['arrival']), 3)} ns longer).")
    A("")

    A("### Per-run notes")
    A("")
    for run in ("dotprod_tight", "jtag_tap_lite", "abs_diff_comb", "accum_tree_hier", "coef_bank_ram", "fs_xing_open"):
        for _, rpt, s in byrun[run]["sta"]:
            if s["ends"]:
                A(f"- {run} endpoint table rows (`{rpt}`): " + ", ".join(f"{e[0]} {e[4]} ({e[5]})" for e in s["ends"]) + ".")
    j = byrun["jtag_tap_lite"]["sta"][0][2]
    jt = [p for p in j["paths"] if "tdo" == short(p["end"])][0]
    A(f"- jtag_tap_lite: tdo path launches on the falling edge (`clock tck (fall edge)` at 10.000) from {short(jt['start'])}, arrival {jt['arrival']}, "
      f"slack {jt['slack']}; removal paths from trst_n: slack {[p for p in j['paths'] if p['type'] == 'min'][0]['slack']}; "
      f"`report_instance`: `" + re.search(r"^ Cell: (\S+)$", read("jtag_tap_lite", "jtag_sta.rpt"), re.M).group(1) + "`.")
    h = byrun["half_rate_packer"]["sta"][0][2]
    A("- half_rate_packer `report_clock_properties`: " + "; ".join(
        f"{a} period {p} waveform {b} {d}{(' ' + t.strip()) if t.strip() else ''}" for a, p, b, d, t in h["props"])
      + f"; `{read('half_rate_packer', 'toggle_flop.txt').strip()}`; hold path from the generated clock's source pin: "
      + "; ".join(f"{p['start']} -> {short(p['end'])} slack {p['slack']}" for p in h["paths"] if p["start"].endswith("'clk_half')") and p["type"] == "min") + ".")
    k = byrun["kiln_ramp_fsm"]["sta"][0][2]
    A(f"- kiln_ramp_fsm: `report_worst_slack` printed `worst slack {k['worst'][0]}`; `report_worst_slack -max` was rejected (see OpenSTA errors); "
      "check_setup and `report_check_types -max_transition -verbose` printed nothing.")
    gl = byrun["gamma_lut"]
    A(f"- gamma_lut: `ltp -noff` (on generic gates, before mapping) `Longest topological path in gamma_lut (length={gl['ltp'].group(1)})`; "
      f"`select -count` printed " + ", ".join(f"`{c} objects.`" for c in gl["counts"]) + " (t:DFFPOSX1, t:MUX2X1).")
    cc = byrun["char_class_dec"]
    A(f"- char_class_dec: `select -count t:$_DLATCH_*` printed `{cc['counts'][0]} objects.`; latch cells in char_stat.txt: "
      + ", ".join(f"{t} {n}" for t, n in top_block(cc)["types"].items() if "LATCH" in t) + ".")
    pre = final_stat(read("coef_bank_ram", "coef_premap_stat.txt"))["coef_bank_ram"]
    A("- coef_bank_ram `coef_premap_stat.txt` (stat -width before memory_map): " + ", ".join(f"{t} {n}" for t, n in pre["types"].items())
      + f" ({pre['cells']} cells); after mapping DFFPOSX1 {top_block(byrun['coef_bank_ram'])['types'].get('DFFPOSX1', 0)} "
      "(memory 16 x 12 = 192 + read data 2 x 12 = 24 + wsum 16).")
    lw = read("lin_header_tx", "lin_generic.log")
    codes = re.findall(r"^\s+found state code: (\S+)$", lw, re.M)
    A(f"- lin_header_tx: `found state code` lines {len(codes)} (" + ", ".join(codes) + "); "
      + re.search(r"found reset state: .*", lw).group(0) + f"; TIEHI cells after hilomap: {top_block(byrun['lin_header_tx'])['types'].get('TIEHI', 0)}.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind13`), written by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, every `must_contain` string of a
  non-absent question against the run folder / README, the split files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(SEED)` (seed in `FROZEN`) into `dev.jsonl` / `heldout.jsonl`;
  `FROZEN` holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`,
  `python3 make_dev_synonyms.py`, `python3 check.py`.
"""


if __name__ == "__main__":
    main()
