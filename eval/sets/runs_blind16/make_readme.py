#!/usr/bin/env python3
"""Build README.md for runs_blind16 from the tool outputs in runs/ (standard library only).

Every figure is read from a Yosys log / stat file / OpenSTA report / Icarus log / exit-status file,
or computed here from such figures. Only the design descriptions are typed in by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# (run folder, top module, design folder, what it is, what it covers, yosys log, how captured, [(tcl, rpt)], exit file)
RUN_INFO = [
    ("peak_hold_det", "peak_hold_det", "peak_hold_det",
     "12-bit peak-hold detector: held peak follows larger samples, decays by peak >> 4 on a 6-bit prescaler wrap, near-peak hit flag",
     "synth -flatten, splitnets -ports, insbuf -buf BUFX2; 8 ns; set_driving_cell INVX1 / set_load 0.05; `-fields {slew cap input_pins fanout}`; report_net / report_instance; report_power; `report_worst_slack -max` (rejected) then plain",
     "peak_build.log", "`yosys -s peak.ys -l peak_build.log`", [("peak_sta.tcl", "peak_timing.rpt")], None),
    ("wrr_sched3", "wrr_sched3", "wrr_sched3",
     "weighted round-robin scheduler for three queues (3-bit weights as credits), fixed priority in test_mode, round counter",
     "proc + `opt -full` + `share -aggressive` before synth; clock sclk 6 ns; `set_case_analysis 0` on test_mode; `check_setup -verbose`; endpoint table (`-group_count 4 -endpoint_count 1 -format end`)",
     "yosys_out.txt", "`yosys -p \"...\" > yosys_out.txt 2>&1` (command in yosys_cmd.txt)", [("wrr_sta.tcl", "wrr_sta.txt")], None),
    ("sent_nibble_tx", "sent_nibble_tx", "sent_nibble_tx",
     "SENT-style nibble transmitter: 56-tick sync pulse, status + six data nibbles + 4-bit check nibble, pause; 6-state FSM in `st`",
     "plain synth: FSM pass does not extract `st` (`Not marking ... self-resetting`); 10 ns, input delay only on start/status/payload; `-unconstrained -to sent_out`; `-through start`; report_check_types",
     "sent_synth.log", "`yosys -s sent.ys | tee sent_synth.log`", [("sent_sta.tcl", "sent_sta.log")], None),
    ("mux_sync_async", "mux_sync_bus", "mux_sync_bus",
     "12-bit mux-recirculation bus synchronizer: holding register + toggle flag on clk_src, sync2_ff two-flop synchronizer and load enable on clk_dst",
     "run 1 of 2 of mux_sync_bus: synth -flatten; clk_src 5 ns, clk_dst 5.5 ns, `set_clock_groups -asynchronous`; report_clock_properties; min_max `-group_count 1`; `-from clk_src -to clk_dst`",
     "mux_yosys.log", "`yosys -c mux_synth.tcl > mux_yosys.log 2>&1` (Tcl script)", [("mux_async_sta.tcl", "mux_async_sta.rpt")], None),
    ("mux_sync_timed", "mux_sync_bus", "mux_sync_bus",
     "same mux_sync_bus RTL as mux_sync_async",
     "run 2 of 2: same clocks from mux_timed.sdc (read_sdc) but no clock groups / false paths, so the crossings are timed; report_worst_slack",
     "mux2_synth.log", "`yosys -q -l mux2_synth.log -p \"...\"`", [("mux_timed_sta.tcl", "mux_timed_sta.rpt")], None),
    ("pingpong_buf", "pingpong_buf", "pingpong_buf",
     "ping-pong line buffer: two 8 x 8-bit banks in one inferred 16 x 8 memory, bank swap when writer full and reader empty, swap counter",
     "`memory -nomap` + `memory_map` before synth; 6 ns; `set_clock_uncertainty -hold 1.2`, input min delay 0 (hold violations); min endpoint table; `report_check_types -all_violators`",
     "build.log", "`yosys -s pp.ys > build.log 2>&1`", [("pp_sta.tcl", "pp_timing.txt")], None),
    ("xor_mul_gf8", "xor_mul_gf8", "xor_mul_gf8",
     "combinational GF(2^8) multiplier (AES polynomial 0x11b) with optional xor of a round constant and a zero flag",
     "no clock: set_max_delay 2.4 / set_min_delay 0.3 inputs -> outputs, set_load 0.02; `abc -D 2500`; `tee -o gf_stat.txt stat`; `select -count`; `-through mix`; `-to p_zero`; endpoint table; no dfflibmap",
     "gf_stat.txt", "`yosys -q -s gf.ys` (no log file; stat and select -count written by `tee -o` / `tee -a` to gf_stat.txt)", [("gf_sta.tcl", "gf_sta.rpt")], None),
    ("prescaler_chain", "prescaler_chain", "prescaler_chain",
     "three stage_div prescalers in series (N=4, N=10, N=10) giving tick_a/b/c, div_clk square wave from stage 0, 10-bit slow_evt_cnt on div_clk",
     "hierarchy kept (per-module stat; stage_div elaborated twice under hashed $paramod names); clk 4 ns; generated clock div_clk (`-divide_by 4` on u_s0/_12_/Q); report_clock_properties; `-from clk -to div_clk`; `-unconstrained -to div_clk`",
     "presc.log", "`yosys -l presc.log -s presc.ys`", [("presc_sta.tcl", "presc_sta.rpt")], None),
    ("turnstile_ctrl", "turnstile_ctrl", "turnstile_ctrl",
     "coin turnstile controller: 5 states (LOCKED, CREDIT, ROTATE, ALARM, MAINT), 6-bit rotate timer, 12-bit pass counter, coin return",
     "`fsm -encoding binary` before synth, then synth's own FSM pass; ltp -noff; select -count; stat -liberty; `check -assert` on the mapped netlist fails; only log + exit status kept (RTL copy deleted, no netlist)",
     "turnstile.log", "`yosys -p \"...\" 2>&1 | tee turnstile.log`", [], "turnstile_exit.txt"),
    ("servo_relaxed", "servo_pulse_gen", "servo_pulse_gen",
     "two-channel RC-servo pulse generator: 15-bit frame counter (20000 clocks), width = 1000 + 4 x pos, positions latched at frame wrap",
     "run 1 of 2 of servo_pulse_gen: clk 20 ns from servo_20ns.sdc (read_sdc); min_max `-format full_clock`; report_wns / report_tns / report_worst_slack",
     "servo_r.log", "`yosys -s servo.ys -l servo_r.log`", [("servo_r_sta.tcl", "servo_r_sta.rpt")], None),
    ("servo_tight", "servo_pulse_gen", "servo_pulse_gen",
     "same servo_pulse_gen RTL as servo_relaxed",
     "run 2 of 2: clk 2.5 ns inline, input/output delay 0.5; setup violations; endpoint table (`-group_count 6 -endpoint_count 1 -format end`); report_worst_slack / report_tns",
     "servo_t_yosys.txt", "`yosys -p \"...\" > servo_t_yosys.txt 2>&1`", [("servo_t_sta.tcl", "servo_t_sta.rpt")], None),
    ("yuv_luma_abc", "yuv_to_luma", "yuv_to_luma",
     "RGB888 -> luma: Y = (77 R + 150 G + 29 B + 128) >> 8, input registers loaded on in_vld (at most every other clock), y registered two clocks after the capture (ph1 -> ph2)",
     "run 1 of 2 of yuv_to_luma: synth -flatten; `stat -width` before mapping; `abc -D 3000`; pix_clk 5 ns single-cycle; min_max; report_power",
     "luma_abc.log", "`yosys -s luma_abc.ys 2>&1 | tee luma_abc.log`", [("luma_abc_sta.tcl", "luma_abc_sta.rpt")], None),
    ("yuv_luma_mcp", "yuv_to_luma", "yuv_to_luma",
     "same yuv_to_luma RTL as yuv_luma_abc",
     "run 2 of 2: plain abc; pix_clk 4 ns; report before and after `set_multicycle_path 2 -setup` / `1 -hold` on all pix_clk -> pix_clk paths",
     "luma_mcp_synth.log", "`yosys -l luma_mcp_synth.log -p \"...\"`", [("luma_mcp_sta.tcl", "luma_mcp_sta.rpt")], None),
    ("otp_fuse_rd", "otp_fuse_rd", "otp_fuse_rd",
     "OTP fuse-bank read sequencer: walks 16 rows, sense strobe per row, shifts bits into a 16-bit shadow register",
     "syntax error (missing semicolon after `t <= 3'd0`), no netlist; exit code kept",
     "otp_build.log", "`yosys otp_fuse_rd.v -p \"...\" > otp_build.log 2>&1`", [], "exit_code.txt"),
    ("rom_patch_unit", "rom_patch_unit", "rom_patch_unit",
     "ROM patch unit: four patch entries (10-bit address + 16-bit word), patch_match comparator picks the replacement instruction",
     "elaboration error: u_match connects `.hit_idx`, but patch_match's port is `idx`; no netlist; exit status kept",
     "rom_patch.log", "`yosys -l rom_patch.log -s rom_patch.ys`", [], "status.txt"),
    ("vcore_mon", "vcore_mon", "vcore_mon",
     "core-supply monitor: 10-bit code vs under/over-voltage limits, 3-sample persistence counters, sticky flags, irq",
     "`check -assert` after proc fails: ov_flag driven by a clocked block and a combinational block, uv_mask never driven; no netlist; exit status kept",
     "vcore_synth.log", "`yosys -s vcore.ys > vcore_synth.log 2>&1`", [], "vcore_exit.txt"),
    ("pad_ring_cfg", "pad_ring_cfg", "pad_ring_cfg",
     "pad-ring configuration: four pad_drv_ctl instances (6-bit drive settings), lock register, readback mux, tri-statable test bus",
     "several warning kinds (tri-state, implicit net wk3, port resizing 8 -> 6 bits, undriven weak_pads[3]); latch on `view`; hierarchy kept; `check`; `hilomap` (TIEHI/TIELO, not in the library); not timed",
     "pad_yosys.txt", "`yosys -l pad_yosys.txt -c pad_synth.tcl` (Tcl script)", [], None),
    ("run_length_enc", "run_length_enc", "run_length_enc",
     "byte run-length encoder emitting (symbol, count) pairs, max run 15, flush input",
     "Icarus self-checking simulation (rle_sim.log); generic synth (no liberty, no area), `stat -width` on the coarse cells, `opt -full`; no netlist written; not timed",
     "rle_yosys.log", "`yosys -l rle_yosys.log -p \"...\"`", [], None),
]


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
        p["slack"], p["status"] = (s.group(1), s.group(2)) if s else ("-", "unconstrained")
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        edges = re.findall(r"^\s+(?:-?\d+\.\d+\s+)*?(-?\d+\.\d+)\s+clock (\S+) \((?:rise|fall) edge\)$", blk, re.M)
        p["edges"] = [(c, t) for t, c in edges]
        p["ngates"] = len(re.findall(r"[v^] \S+/Y \(", blk.split("data arrival time")[0]))
        paths.append(p)
    g = lambda pat: (re.findall(pat, rpt, re.M) or [None])
    ends = re.findall(r"^(\S+) \((\S+)\)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(-?\d+\.\d+) \((MET|VIOLATED)\)$", rpt, re.M)
    pw = re.search(r"^Total\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+100\.0%$", rpt, re.M)
    pwr = {}
    for grp in ("Sequential", "Combinational"):
        mm = re.search(r"^" + grp + r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+%)$", rpt, re.M)
        if mm:
            pwr[grp] = mm.groups()
    ct = re.findall(r"^(\S+)\s+(-?\d+\.\d+)$", rpt, re.M)
    return {"clocks": clocks, "props": props, "paths": paths, "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"),
            "worst": g(r"^worst slack (\S+)"), "errors": re.findall(r"^(Error: .*)$", rpt, re.M),
            "warnings": re.findall(r"^(Warning: .*)$", rpt, re.M), "ends": ends,
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M)),
            "power": pw.groups() if pw else None, "pgroups": pwr, "checktypes": ct}


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
    for (run, top, dfold, what, covers, log, cap, stas, exitf) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap}
        if run == "xor_mul_gf8":
            r["ok"] = os.path.exists(os.path.join(RUNS, run, "xor_mul_gf8_net.v"))
        else:
            r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1).strip() if err else None
        r["stat"] = final_stat(lg)
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["warnings"] = re.findall(r"^((?:\S+:\d+: )?Warning: .*)$", lg, re.M)
        r["latches"] = re.findall(r"^Latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["fsm"] = re.findall(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.findall(r"Number of state bits:\s+(\d+)", lg)
        r["fsm_found"] = re.findall(r"Found FSM state register (\S+)\.", lg)
        r["fsm_not"] = re.search(r"Not marking (\S+) as FSM state register:\n((?:    .*\n)+)", lg)
        r["mem"] = re.search(r"Mapping memory (\S+) in module \S+:\n\s+(created .*)", lg)
        r["exit"] = read(run, exitf).strip() if exitf else None
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
    A("# runs_blind16 -- synthesis/timing run folders for evaluation (scope `proj:blind16`)")
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
    A(f"- Icarus Verilog: `{iv}` (self-checking RTL simulation in run_length_enc only)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- No other tool was run: no Verilator lint, no place and route, no gate-level simulation, no SDF, no SPEF, no formal/equivalence check, no CDC tool.")
    A("")
    A("## Designs and runs")
    A("")
    A("| Run folder | Top module | Design folder | What it is | What it covers | Yosys log (how captured) | Key results (as printed) |")
    A("|---|---|---|---|---|---|---|")
    for r in data:
        key = []
        if r["error"]:
            key.append(f"FAILED: `{r['error']}`")
        if r["exit"]:
            key.append(f"exit status file: `{r['exit']}`")
        if r["stat"]:
            tb = top_block(r)
            key.append(f"cells {tb['cells']}")
            key.append(f"area {tb['area']}" if tb["area"] else "no area (no liberty)")
        if r["latches"]:
            key.append("latches: " + ", ".join(r["latches"]))
        if r["fsm_found"]:
            key.append(f"FSM {r['fsm_found'][0]}: encodings chosen " + " then ".join(f"`{e}`" for e in r["fsm"])
                       + f"; state bits " + " then ".join(r["fsm_bits"]))
        if r["fsm_not"]:
            key.append(f"FSM not extracted: `Not marking {r['fsm_not'].group(1)} as FSM state register`")
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
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (mux_sync_bus is used by mux_sync_async and mux_sync_timed; "
      "servo_pulse_gen by servo_relaxed and servo_tight; yuv_to_luma by yuv_luma_abc and yuv_luma_mcp).")
    A(f"- Yosys finished (End of script, or netlist written for xor_mul_gf8, which has no log file): {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    A("- Exit-status files: " + "; ".join(f"{r['run']} `{r['exit']}`" for r in data if r["exit"]) + ".")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ". Failed runs were not timed either.")
    viol = [(r["run"], rpt, p) for r in timed for _, rpt, s in r["sta"] for p in s["paths"] if p["status"] == "VIOLATED"]
    A(f"- Reported paths with VIOLATED slack: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, group {p['group']}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=order.index)
    hviol = sorted(set(v[0] for v in viol if v[2]["type"] == "min"), key=order.index)
    vruns = sorted(set(v[0] for v in viol), key=order.index)
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a reported setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a reported hold (min) violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    A("- yuv_luma_mcp's violation is in the report printed before the multicycle constraint; after it, every path there is MET.")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se)
      + f". OpenSTA `Warning:` lines: {len(sw)}. Every other STA script ran without an error line.")
    for r in data:
        if r["latches"] and r["stat"]:
            tb = top_block(r)
            lt = {t: n for t, n in tb["types"].items() if "LATCH" in t}
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + f" ({len(r['latches'])} `Latch inferred for signal` line); "
              "latch cells left after mapping: " + ", ".join(f"`{t}` x {n}" for t, n in lt.items()) + ".")
        elif r["latches"]:
            A(f"- Inferred latches: {r['run']}: " + ", ".join(r["latches"]) + " (`Latch inferred for signal` line before the run failed; no mapping).")
    A("- No other run infers a latch.")
    seq = {}
    for r in data:
        if not r["stat"]:
            continue
        for t, n in top_block(r)["types"].items():
            if t in ("DFFPOSX1", "DFFNEGX1", "DFFSR", "LATCH") or "DLATCH" in t or t.startswith("$_DFF") or t.startswith("$_SDFF"):
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} run(s): "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + ". The failed runs stop before Yosys prints that summary; `ABC: Warning:` lines are ABC's own and not counted.")
    wl = [(r["run"], len(r["warnings"])) for r in data if r["warnings"]]
    A("- Runs whose Yosys log holds `Warning:` lines (count of lines): " + ", ".join(f"{a} {b}" for a, b in wl)
      + f"; total {sum(b for _, b in wl)}.")
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: `Found FSM state register {r['fsm_found'][0]}` ({len(r['fsm_found'])} times), auto encoding mapped to "
        + " then ".join(f"`{e}`" for e in r["fsm"]) + ", state bits " + " then ".join(r["fsm_bits"])
        for r in data if r["fsm_found"]) + "; "
      + "; ".join(f"{r['run']}: `Not marking {r['fsm_not'].group(1)} as FSM state register:` "
                  + " ".join(x.strip() for x in r["fsm_not"].group(2).splitlines()).rstrip(".") for r in data if r["fsm_not"])
      + ". No other run has an FSM pass result.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {r['mem'].group(1)}` -> `{r['mem'].group(2)}`"
                                                    for r in data if r["mem"]) + ". No other run has a memory that reached memory_map.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
    cp = [r["run"] for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + ", ".join(cp) + ".")
    sim = read("run_length_enc", "rle_sim.log").strip().splitlines()
    A(f"- Simulation: only run_length_enc (`rle_sim.log`, {len(sim)} lines): " + "; ".join(f"`{x}`" for x in sim) + ".")
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
    for r in bad:
        A(f"- {r['run']}: `{r['error']}`" + (f"; `{r['exit']}`" if r["exit"] else "") + ".")
    A("")

    A("## Derived figures")
    A("")
    A("Area = `Chip area` of the last `stat` (the top module, or `Chip area for top module` for a kept hierarchy);")
    A("cells = `Number of cells` of the same block; flops = DFF* cells. Cells without a liberty area (latches, TIEHI) add nothing.")
    A("turnstile_ctrl failed at its final `check -assert`, but its `stat` ran before that and is included. Derived values are rounded to two decimals.")
    A("")
    A("### Area, cells, flops (runs with a liberty area)")
    A("")
    A("| Rank by area | Run | Area | Cells | Flops | Area per cell | Cells per flop |")
    A("|---|---|---|---|---|---|---|")
    rows = []
    for r in data:
        if not r["stat"]:
            continue
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
    g = byrun["run_length_enc"]["stat"]["run_length_enc"]
    A(f"- run_length_enc has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}.")
    for a_, b_ in (("mux_sync_async", "mux_sync_timed"), ("servo_relaxed", "servo_tight"), ("yuv_luma_abc", "yuv_luma_mcp")):
        ea, en = top_block(byrun[a_]), top_block(byrun[b_])
        A(f"- {a_} vs {b_} netlists: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, flops {flops(ea)} / {flops(en)}.")
    A("")
    A("### Kept hierarchy (per-module stat)")
    A("")
    for run in ("prescaler_chain", "pad_ring_cfg"):
        st = byrun[run]["stat"]
        A(f"- {run}: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                   for m, d in st.items()) + ".")
    A("")

    A("### Timing (every reported path)")
    A("")
    A("Min period = period - setup slack, given only for max paths launched and captured one period apart by the same clock;")
    A("fmax = 1000 / min period (MHz). Edges = launch -> capture clock edge times as printed.")
    A("")
    A("| Run | Report | Type | Group | Period | Slack | Min period | fmax MHz | Start -> End | Edges | Arrival | Gates |")
    A("|---|---|---|---|---|---|---|---|---|---|---|---|")
    trows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            per = {c: p for c, p in s["clocks"]}
            for c, p0, _a, _b, t in s["props"]:
                per.setdefault(c, p0)
            seen = set()
            for p in s["paths"]:
                k = (p["start"], p["end"], p["type"], p["slack"], p["arrival"])
                if k in seen:
                    continue
                seen.add(k)
                ed = " -> ".join(f"{c} {t}" for c, t in p["edges"]) or "-"
                single = len(p["edges"]) == 2 and p["edges"][0][0] == p["edges"][1][0] == p["group"] and p["group"] in per \
                    and abs(float(p["edges"][1][1]) - float(p["edges"][0][1]) - float(per[p["group"]])) < 1e-9
                if p["type"] == "max" and single:
                    pr = float(per[p["group"]])
                    mp = pr - float(p["slack"])
                    trows.append((r["run"], rpt, p["group"], per[p["group"]], p["slack"], mp))
                    A(f"| {r['run']} | {rpt} | max | {p['group']} | {per[p['group']]} | {p['slack']} | {f2(mp, 3)} | {f2(1000 / mp, 1)} | "
                      f"{short(p['start'])} -> {short(p['end'])} | {ed} | {p['arrival']} | {p['ngates']} |")
                else:
                    A(f"| {r['run']} | {rpt} | {p['type']} | {p['group']} | - | {p['slack']} | - | - | "
                      f"{short(p['start'])} -> {short(p['end'])} | {ed} | {p['arrival']} | {p['ngates']} |")
    A("")
    srt = sorted(trows, key=lambda x: float(x[4]))
    A("- Setup slack ranking, worst first (single-cycle same-clock max paths): "
      + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    best = {}
    for x in trows:
        if x[0] not in best or x[5] > best[x[0]][5]:
            best[x[0]] = x
    mps = sorted(best.values(), key=lambda x: -x[5])
    A("- Minimum period per timed run (from its worst single-cycle same-clock max path), largest first: "
      + ", ".join(f"{x[0]} [{x[2]}] {f2(x[5], 3)} ns" for x in mps) + ".")
    hs = []
    for r in timed:
        if any(p["type"] == "min" for _, _, s in r["sta"] for p in s["paths"]):
            hs.append(r["run"])
    A(f"- Timed runs with at least one hold (min) path reported: {len(hs)}: " + ", ".join(hs)
      + "; timed runs with no hold path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hs) + ".")
    for k, lab in (("worst", "worst slack"), ("wns", "wns"), ("tns", "tns")):
        lst = [(r["run"], " / ".join(s[k])) for r in timed for _, _, s in r["sta"] if s[k][0] is not None]
        A(f"- `{lab}` line printed in: " + ", ".join(f"{a} ({b})" for a, b in lst) + ".")
    notns = [r["run"] for r in timed if all(s["tns"][0] is None for _, _, s in r["sta"])]
    A("- Timed runs whose report has no `tns` line: " + ", ".join(notns) + ".")
    tnsl = [(r["run"], float(s["tns"][0])) for r in timed for _, _, s in r["sta"] if s["tns"][0] is not None and float(s["tns"][0]) < 0]
    A("- Negative first `tns` lines: " + ", ".join(f"{a} ({b:.2f})" for a, b in tnsl) + f"; sum {f2(sum(b for _, b in tnsl))}.")
    A("")

    A("### Differences and ratios")
    A("")
    ar = {x[0]: x[1] for x in rows}
    ce = {x[0]: x[3] for x in rows}
    A(f"- Area pingpong_buf / pad_ring_cfg: {f2(ar['pingpong_buf'] / ar['pad_ring_cfg'])}; yuv_luma_abc / servo_relaxed: {f2(ar['yuv_luma_abc'] / ar['servo_relaxed'])}; "
      f"sent_nibble_tx - turnstile_ctrl: {f2(ar['sent_nibble_tx'] - ar['turnstile_ctrl'])}; peak_hold_det - wrr_sched3: {f2(ar['peak_hold_det'] - ar['wrr_sched3'])}.")
    A(f"- Cells pingpong_buf / xor_mul_gf8: {f2(ce['pingpong_buf'] / ce['xor_mul_gf8'])}; cells yuv_luma_abc - peak_hold_det: {ce['yuv_luma_abc'] - ce['peak_hold_det']}.")
    sr = [p for p in byrun["servo_relaxed"]["sta"][0][2]["paths"] if p["type"] == "max"][0]
    st_ = [p for p in byrun["servo_tight"]["sta"][0][2]["paths"] if p["type"] == "max"][0]
    A(f"- servo_relaxed vs servo_tight worst setup slack: {sr['slack']} vs {st_['slack']}, difference {f2(float(sr['slack']) - float(st_['slack']), 3)} ns "
      f"(periods 20 vs 2.5 ns; worst paths {short(sr['start'])} -> {short(sr['end'])} and {short(st_['start'])} -> {short(st_['end'])}).")
    w1, w2 = byrun["mux_sync_async"]["sta"][0][2], byrun["mux_sync_timed"]["sta"][0][2]
    A(f"- mux_sync_async vs mux_sync_timed: wns {w1['wns'][0]} vs {w2['wns'][0]}, tns {w1['tns'][0]} vs {w2['tns'][0]}; worst max slack "
      f"{min(float(p['slack']) for p in w1['paths'] if p['type'] == 'max'):.3f} vs {min(float(p['slack']) for p in w2['paths'] if p['type'] == 'max'):.3f}.")
    pa, pb = byrun["peak_hold_det"]["sta"][0][2]["power"], byrun["yuv_luma_abc"]["sta"][0][2]["power"]
    A(f"- report_power Total yuv_luma_abc / peak_hold_det: {pb[3]} / {pa[3]} = {f2(float(pb[3]) / float(pa[3]))}.")
    A("")
    A("### Per-run notes")
    A("")
    for run in ("wrr_sched3", "servo_tight", "pingpong_buf", "xor_mul_gf8"):
        s = byrun[run]["sta"][0][2]
        A(f"- {run} endpoint table rows: " + ", ".join(f"{e[0]} {e[4]} ({e[5]})" for e in s["ends"]) + ".")
    s = byrun["pingpong_buf"]["sta"][0][2]
    av = [float(v) for g_, v in s["checktypes"] if g_ == "clk"]
    A(f"- pingpong_buf `report_check_types -all_violators` prints {len(av)} `clk` rows; worst {min(av):.2f}, "
      f"{sum(1 for v in av if v <= -1.0)} rows at -1.00 or below; `wns` / `tns` print {s['wns'][0]} / {s['tns'][0]} (setup only).")
    s = byrun["sent_nibble_tx"]["sta"][0][2]
    A("- sent_nibble_tx `report_check_types -max_delay -min_delay -max_transition` prints: "
      + ", ".join(f"{a} {b}" for a, b in s["checktypes"]) + "; the `-unconstrained -to sent_out` path is `(Path is unconstrained)` (no output delay on sent_out).")
    for run in ("mux_sync_async", "prescaler_chain"):
        c = byrun[run]["sta"][0][2]
        A(f"- {run} `report_clock_properties`: " + "; ".join(
            f"{a} period {p} waveform {b} {d}{(' ' + t.strip()) if t.strip() else ''}" for a, p, b, d, t in c["props"]) + ".")
    x1, x2 = byrun["mux_sync_async"]["sta"][0][2], byrun["mux_sync_timed"]["sta"][0][2]
    A(f"- mux_sync_async: the `-from clk_src -to clk_dst` report prints `No paths found.` ({x1['nopaths']} time). "
      "mux_sync_timed crossing paths: " + "; ".join(
        f"{p['type']} {short(p['start'])} -> {short(p['end'])} edges " + " -> ".join(f"{c} {t}" for c, t in p["edges"]) + f" slack {p['slack']}"
        for p in x2["paths"] if len(set(c for c, _ in p["edges"])) == 2) + ".")
    y1 = byrun["yuv_luma_abc"]["sta"][0][2]
    y2 = byrun["yuv_luma_mcp"]["sta"][0][2]
    ym = [p for p in y2["paths"] if p["type"] == "max" and p["group"] == "pix_clk"]
    A(f"- yuv_luma_mcp worst register path {short(ym[0]['start'])} -> {short(ym[0]['end'])}: arrival {ym[0]['arrival']}, slack {ym[0]['slack']} "
      f"before the multicycle (capture {ym[0]['edges'][-1][1]}), {ym[-1]['slack']} after (capture {ym[-1]['edges'][-1][1]}); wns {y2['wns'][0]} -> {y2['wns'][1]}, "
      f"tns {y2['tns'][0]} -> {y2['tns'][1]}.")
    ya = [p for p in y1["paths"] if p["type"] == "max" and p["group"] == "pix_clk"][0]
    A(f"- yuv_luma_abc (abc -D 3000) vs yuv_luma_mcp (plain abc): same cells ({top_block(byrun['yuv_luma_abc'])['cells']} / "
      f"{top_block(byrun['yuv_luma_mcp'])['cells']}), same area, same worst arrival ({ya['arrival']} / {ym[0]['arrival']}).")
    pk = byrun["peak_hold_det"]["sta"][0][2]
    A(f"- peak_hold_det report_power: Sequential {pk['pgroups']['Sequential'][3]} ({pk['pgroups']['Sequential'][4]}), Combinational "
      f"{pk['pgroups']['Combinational'][3]} ({pk['pgroups']['Combinational'][4]}); yuv_luma_abc: Sequential {y1['pgroups']['Sequential'][3]} "
      f"({y1['pgroups']['Sequential'][4]}), Combinational {y1['pgroups']['Combinational'][3]} ({y1['pgroups']['Combinational'][4]}).")
    tl = read("turnstile_ctrl", "turnstile.log")
    ltp = re.search(r"Longest topological path in (\S+) \(length=(\d+)\)", tl)
    cnt = re.search(r"^(\d+) objects\.$", tl, re.M)
    A(f"- turnstile_ctrl: `ltp -noff` prints length={ltp.group(2)}; `select -count t:DFFSR` prints `{cnt.group(0)}`; "
      f"check -assert: `{byrun['turnstile_ctrl']['error']}` (all {len(byrun['turnstile_ctrl']['warnings'])} warnings are `is used but has no driver`).")
    gs = read("xor_mul_gf8", "gf_stat.txt")
    gobj = re.search(r"^\d+ objects\.$", gs, re.M).group(0)
    A(f"- xor_mul_gf8 `select -count t:XOR2X1 t:XNOR2X1` (appended to gf_stat.txt): `{gobj}`.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind16`), written by hand in `make_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, every `must_contain` string of a
  non-absent question against the run folder / README, the split files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(SEED)` (seed in `FROZEN`) into `dev.jsonl` / `heldout.jsonl`;
  `FROZEN` holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 make_questions.py`, `python3 check.py`, `python3 split.py`, `python3 make_dev_synonyms.py`, `python3 check.py`.
"""


if __name__ == "__main__":
    main()
