#!/usr/bin/env python3
"""Build README.md for runs_blind14 from the tool outputs in runs/ (standard library only).

Every figure is read from a Yosys log / OpenSTA report / Icarus log / exit-status file, or
computed here from such figures. Only the design descriptions are typed in by hand.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# (run folder, top module, design folder, what it is, what it covers, yosys log, how captured, [(tcl, rpt)], status file)
RUN_INFO = [
    ("tdm_slot_mux", "tdm_slot_mux", "tdm_slot_mux",
     "4-channel byte TDM multiplexer: 2-bit slot counter, per-slot enable with idle byte, PRBS-7 test pattern, 10-bit frame checksum",
     "own `proc; opt -full; share -aggressive` before synth; async active-low reset (DFFSR); 8 ns; `-fields {fanout cap slew input_pins}`; checks before and after `set_case_analysis 0` on test_mode; report_power",
     "tdm_yosys.txt", "`yosys -s tdm.ys | tee tdm_yosys.txt` (stdout only)", [("tdm_sta.tcl", "tdm_sta.rpt")], None),
    ("wb_slave_regs", "wb_slave_regs", "wb_slave_regs",
     "Wishbone classic slave: ctrl / scratch / threshold registers with byte selects, read-only ID, free-running level counter, irq compare",
     "`splitnets -ports` and `insbuf -buf BUFX2 A Y` after mapping, then `check`; 5 ns; set_driving_cell INVX1 / set_load 0.08; `-through [get_ports stb_echo]`; report_net / report_instance; report_check_types; report_worst_slack (`-min` flag rejected)",
     "wb_yosys_out.txt", "`yosys -p \"...\" > wb_yosys_out.txt 2>&1` (command in yosys_cmd.txt)", [("wb_sta.tcl", "wb_sta.rpt")], None),
    ("radix4_booth_seq", "radix4_booth_seq", "radix4_booth_seq",
     "sequential 8x8 signed radix-4 Booth multiplier, one Booth digit per clock (4 iterations), busy / done handshake",
     "Icarus exhaustive self-check (booth_sim.log); Yosys Tcl script; 4 ns clock mclk: setup violations; endpoint table `-group_count 6 -endpoint_count 1 -format end`; report_wns / report_tns / report_worst_slack",
     "build.log", "`yosys -c booth_flow.tcl | tee build.log` (Tcl script)", [("booth_sta.tcl", "booth_sta.rpt")], None),
    ("stack_lifo8x8", "stack_lifo8x8", "stack_lifo8x8",
     "8-entry x 8-bit hardware stack (LIFO), registered top of stack, push+pop replaces the top, saturating 4-bit error counter",
     "inferred memory `mem` mapped to flip-flops by memory_map; final stat also written with `tee -o lifo_area.txt`; 6 ns; `set_clock_uncertainty -hold 0.6` + input min delay 0: hold and removal violations; check_setup -verbose; min endpoint table",
     "lifo.log", "`yosys -s lifo.ys -l lifo.log`", [("lifo_sta.tcl", "lifo_sta.rpt")], None),
    ("xclk_grouped", "xclk_event_cnt", "xclk_event_cnt",
     "event counter in clk_src, 6-bit Gray code through a two-flop synchronizer into clk_dst, back to binary, increment since last sample",
     "run 1 of 2 of xclk_event_cnt: clk_src 6 ns, clk_dst 6.5 ns, `set_clock_groups -asynchronous` (xclk_async.sdc, read_sdc); report_clock_properties; min_max `-group_count 2`; `-from clk_src -to clk_dst`",
     "synth_a.log", "`yosys -l synth_a.log -p \"...\"` (command in yosys_cmd.txt)", [("xclk_a_sta.tcl", "xclk_a_sta.rpt")], None),
    ("xclk_ungrouped", "xclk_event_cnt", "xclk_event_cnt",
     "same xclk_event_cnt RTL as xclk_grouped",
     "run 2 of 2: same clocks and I/O delays inline, no clock groups, so the Gray-code crossing into sync1 is timed: setup violations; crossing endpoint table",
     "yosys_b.txt", "`yosys -s xclk.ys > yosys_b.txt 2>&1`", [("xclk_b_sta.tcl", "xclk_b_sta.rpt")], None),
    ("rail_crossing_fsm", "rail_crossing_fsm", "rail_crossing_fsm",
     "level-crossing gate controller FSM: 6 states (idle, warn, lower, closed, raise, fault), 7-bit phase timer, Moore outputs",
     "own `proc; opt -nodffe -nosdff; fsm -encoding binary` before synth (synth's own fsm pass runs again); `ltp -noff` on the generic netlist; `select -count t:DFFPOSX1`; no netlist written; not timed",
     "rail_fsm.log", "`yosys rail.ys 2>&1 | tee rail_fsm.log` (script as a plain argument)", [], None),
    ("nonrest_div12", "nonrest_div12", "nonrest_div12",
     "unsigned 12 / 6 combinational non-restoring array divider between input and result registers; result captured two cycles after the load",
     "`abc -D 15000` with the liberty; 15 ns; checks before and after `set_multicycle_path 2 -setup` / `1 -hold` into the result register (pins in result_pins.txt); endpoint table",
     "div_synth.log", "`yosys -s div.ys 2>&1 | tee div_synth.log`", [("div_sta.tcl", "div_sta.rpt")], None),
    ("mant_align16", "mant_align16", "mant_align16",
     "combinational floating-point operand alignment: 5-bit exponents, 11-bit mantissas, swap, right shift with guard / round / sticky, bypass mode",
     "no clock: `set_max_delay 5.5` all inputs -> all outputs; driving cell BUFX2 / load 0.05; checks before and after `set_case_analysis 0` on bypass; `-through [get_ports swapped]`; endpoint table `-group_count 30`; `-unconstrained -from bypass`; no dfflibmap",
     "mant.log", "`yosys -l mant.log -p \"...\"`", [("mant_sta.tcl", "mant_sta.rpt")], None),
    ("onewire_master", "onewire_master", "onewire_master",
     "1-Wire bus master: reset / presence, write-bit and read-bit slots timed by a 1 us prescaler (CLK_PER_US = 20), open-drain dq_oe",
     "generic flow only (no liberty): coarse `stat -width` after proc/opt, then synth and plain `stat`; only the Yosys log kept (RTL copy deleted, no netlist); not timed",
     "onewire_generic.log", "`yosys -p \"...\" > onewire_generic.log 2>&1`", [], None),
    ("nrzi_stuff_tx", "nrzi_stuff_tx", "nrzi_stuff_tx",
     "USB-style serializer: bit clock = clk / 4 from a register output, bit stuffing after six 1s, NRZI line coding, clk-domain byte holding register",
     "generated clock bclk (`-divide_by 4` on the Q pin of the div[1] flop, instance in divider_flop.txt); report_clock_properties; min_max; `-from clk -to bclk` and back; report_power; 5 ns",
     "nrzi_run.log", "`yosys -s nrzi.ys > nrzi_run.log` (stdout only)", [("nrzi_sta.tcl", "nrzi_sta.rpt")], None),
    ("sum_tree_hier", "sum_tree_top", "sum_tree_top",
     "pipelined sum of eight 6-bit samples: tree_add_node x 4 (W=6), x 2 (W=7), x 1 (W=8), then sat_clip (IN=9, OUT=8)",
     "run 1 of 2 of sum_tree_top: hierarchy kept (per-module stat, also `tee -o hier_stat.txt`); `splitnets; opt_clean -purge` before writing; hierarchical netlist timed at 4 ns; `-through [get_pins u_root/*]`",
     "hier.log", "`yosys -l hier.log -s hier.ys`", [("hier_sta.tcl", "hier_sta.rpt")], None),
    ("sum_tree_flat", "sum_tree_top", "sum_tree_top",
     "same sum_tree_top RTL as sum_tree_hier",
     "run 2 of 2: `synth -flatten`, no splitnets; same 4 ns constraints; OpenSTA prints netlist syntax errors on concatenated `assign` lines; endpoint table; report_check_types; report_worst_slack",
     "flat.log", "`yosys -q -l flat.log -p \"...\"` (command in yosys_cmd.txt)", [("flat_sta.tcl", "flat_sta.rpt")], None),
    ("motor_deadband", "motor_deadband", "motor_deadband",
     "complementary half-bridge PWM with programmable dead band",
     "syntax error (missing semicolon before `else`), no netlist; exit status kept",
     "motor_synth.log", "`yosys -s motor.ys > motor_synth.log 2>&1`", [], "exit_status.txt"),
    ("ticker_scroll", "ticker_scroll", "ticker_scroll",
     "scrolling LED ticker: prescaler, column ROM address, window_cols window (8 columns), row scanner",
     "elaboration error: instance u_cols connects port `load_en`, but window_cols declares `ld_en`; no netlist; return code kept",
     "ticker.log", "`yosys -l ticker.log -p \"...\"`", [], "ticker_rc.txt"),
    ("zone_heater_ctrl", "zone_heater_ctrl", "zone_heater_ctrl",
     "two-zone heater controller with hysteresis and a latching over-temperature alarm (buggy revision)",
     "`check -assert` after proc fails: two drivers on heat_req (merged into dbg_req), undriven zone_mask, combinational loop through alarm; no netlist; exit status kept",
     "zone_check.log", "`yosys -s zone.ys -l zone_check.log`", [], "status.txt"),
    ("relay_seq_ctl", "relay_seq_ctl", "relay_seq_ctl",
     "three-relay power sequencer (precharge, main, bypass) with relay_drv coil drivers (BOOST 12 / 20), tri-state status bus, revision code",
     "completes with warnings of several kinds (literal widths, tri-state, implicit net, out-of-range select, port resizing); `synth -flatten`; `hilomap` to TIEHI / TIELO (cells not in the liberty); `check` after mapping; not timed",
     "relay_build.log", "`yosys -l relay_build.log -s relay.ys`", [], None),
    ("serial_rx_ovs16", "serial_rx_ovs16", "serial_rx_ovs16",
     "8N1 asynchronous receiver, 16x oversampling (DIV=27), two-flop input sync, 3-sample majority vote, framing error",
     "`select -count t:DFFSR`; 6 ns clock rxclk; driving cell INVX1 / load 0.1; no output delay on frame_err / rx_active: check_setup -verbose and `-unconstrained`; report_check_types; RTL copy deleted after the run",
     "rx_synth.log", "`yosys -q -s rx.ys -l rx_synth.log`", [("rx_sta.tcl", "rx_sta.rpt")], None),
]
SEQ_PREFIX = ("DFF", "$_DFF", "$_SDFF", "$_DLATCH", "LATCH")


def read(run, f):
    with open(os.path.join(RUNS, run, f)) as fh:
        return fh.read()


def parse_stat_section(sec):
    mods = {}
    for m in re.finditer(r"=== (.+?) ===\n(.*?)(?=\n=== |\Z)", sec, re.S):
        name, body = m.group(1), m.group(2)
        d = {"types": {}, "unknown": re.findall(r"Area for cell type (\S+) is unknown!", body)}
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


def final_stat(log):
    idx = log.rfind("Printing statistics.")
    if idx < 0:
        return None
    sec = log[idx:]
    end = re.search(r"\n\d+(?:\.\d+)*\. Executing", sec)
    if end:
        sec = sec[:end.start()]
    return parse_stat_section(sec)


def sta_info(rpt, tcl):
    clocks = re.findall(r"create_clock -name (\S+) -period (\S+)", tcl)
    gclocks = re.findall(r"create_generated_clock -name (\S+)", tcl)
    props = re.findall(r"^(\S+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)( \(generated\))?$", rpt, re.M)
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
        if s:
            p["slack"], p["status"] = s.group(1), s.group(2)
        else:
            p["slack"], p["status"] = None, "unconstrained"
        arr = re.search(r"(-?\d+\.\d+)\s+data arrival time", blk)
        p["arrival"] = arr.group(1) if arr else None
        body = blk.split("data arrival time")[0]
        stages = re.findall(r"^\s+(?:\S+\s+)*?(-?\d+\.\d+)\s+(-?\d+\.\d+) [v^] (\S+/Y) \((\S+)\)$", body, re.M)
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
    return {"clocks": clocks, "gclocks": gclocks, "props": props, "paths": paths,
            "wns": g(r"^wns (\S+)"), "tns": g(r"^tns (\S+)"), "worst": g(r"^worst slack (\S+)"),
            "errors": errs, "warnings": warns, "ends": ends,
            "nopaths": len(re.findall(r"^No paths found\.", rpt, re.M)),
            "power": pw.groups() if pw else None, "pgroups": pwr}


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
    for (run, top, dfold, what, covers, log, cap, stas, stfile) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap}
        r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1).strip() if err else None
        r["status"] = read(run, stfile).strip() if stfile else None
        r["stat"] = final_stat(lg) if r["ok"] else None
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["warnings"] = re.findall(r"^((?:\S+:\d+: )?Warning: .*)$", lg, re.M)
        r["fsm_recodes"] = re.findall(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["fsm_bits"] = re.findall(r"Number of state bits:\s+(\d+)", lg)
        r["fsm_found"] = re.findall(r"Found FSM state register (\S+)\.", lg)
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
    A("# runs_blind14 -- synthesis/timing run folders for evaluation (scope `proj:blind14`)")
    A("")
    A(f"{len(data)} run folders under `runs/`, made from {len(set(r['design'] for r in data))} small Verilog-2005 designs under `designs/`.")
    A("Each `runs/<name>/run.sh` rebuilds its folder: it copies the RTL, writes the Yosys script, runs Yosys and,")
    A("for timed runs, OpenSTA on the written netlist. Library: `${OSU035_LIB:-.../osu035_stdcells.lib}` (OSU 0.35 um")
    A("standard cells from qflow-tech-osu035; GPL, not committed). Tool output is never edited. `run_all.sh`")
    A("empties and reruns every folder and then runs `make_readme.py`, which writes this file from the tool outputs.")
    A("")
    A("## Tools")
    A("")
    yv = subprocess.run(["yosys", "-V"], capture_output=True, text=True).stdout.strip()
    sv = subprocess.run(["sta", "-version"], capture_output=True, text=True).stdout.strip()
    iv = subprocess.run(["iverilog", "-V"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    A(f"- Yosys: `{yv}`")
    A(f"- OpenSTA: `sta -version` prints `{sv}`; run as `sta -no_splash -exit script.tcl > report 2>&1`")
    A(f"- Icarus Verilog: `{iv}` (exhaustive self-checking simulation in radix4_booth_seq only)")
    A("- Cell library: OSU035 `osu035_stdcells.lib`; areas are in the library's units as `stat -liberty` prints them")
    A("- No other tool was run: no Verilator lint, no place and route, no gate-level simulation, no SDF, no SPEF, no formal/equivalence check, no parasitics.")
    A("")
    A("## Designs and runs")
    A("")
    A("| Run folder | Top module | Design folder | What it is | What it covers | Yosys log (how captured) | Key results (as printed) |")
    A("|---|---|---|---|---|---|---|")
    for r in data:
        key = []
        if not r["ok"]:
            key.append(f"FAILED: `{r['error']}`")
            key.append(f"`{r['status']}`")
        else:
            tb = top_block(r)
            key.append(f"cells {tb['cells']}")
            key.append(f"area {tb['area']}" if tb["area"] else "no area (no liberty)")
            key.append(f"flops {flops(tb)}")
        for fnd, enc, bits in zip(r["fsm_found"], r["fsm_recodes"], r["fsm_bits"]):
            key.append(f"FSM {fnd} encoding {enc}, {bits} state bits")
        if r["mem"]:
            key.append(f"memory {r['mem'].group(1)}: `{r['mem'].group(2)}`")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"]) or "no clock"
            gen = [(c, p0) for c, p0, _a, _b, t in s["props"] if t]
            if gen:
                clks += ", generated " + ", ".join(f"{c} {p0} ns" for c, p0 in gen)
            sl = "; ".join(f"{p['type']} [{p['group']}] slack {p['slack']} ({p['status']})" for p in s["paths"] if p["slack"])
            extra = ""
            for k, lab in (("wns", "wns"), ("tns", "tns"), ("worst", "worst slack")):
                if s[k][0] is not None:
                    extra += f"; {lab} " + " / ".join(s[k])
            key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
            if s["power"]:
                key.append(f"`{rpt}` report_power Total {s['power'][3]} (internal {s['power'][0]}, switching {s['power'][1]}, leakage {s['power'][2]})")
            errs = []
            for e in s["errors"] + s["warnings"]:
                if e not in errs:
                    errs.append(e)
            for e in errs:
                n = (s["errors"] + s["warnings"]).count(e)
                key.append(f"`{rpt}`: `{e}`" + (f" (x {n})" if n > 1 else ""))
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
    A(f"- Run folders: {len(data)}; design folders: {len(set(r['design'] for r in data))} (xclk_event_cnt is used by xclk_grouped and xclk_ungrouped; "
      "sum_tree_top by sum_tree_hier and sum_tree_flat).")
    A(f"- Yosys reached `End of script.`: {len(ok)} runs; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error']}`" for r in bad) + ").")
    for r in bad:
        A(f"- {r['run']} status file: `{r['status']}`.")
    A(f"- Timed with OpenSTA: {len(timed)} runs: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but never timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol, vseen = [], set()
    for r in timed:
        for _, rpt, s in r["sta"]:
            for p in s["paths"]:
                k = (r["run"], p["start"], p["end"], p["type"], p["slack"])
                if p["status"] == "VIOLATED" and k not in vseen:
                    vseen.add(k)
                    viol.append((r["run"], rpt, p))
    A(f"- Distinct reported paths with VIOLATED slack (a path printed twice by two report_checks commands counted once): {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup/max' if p['type'] == 'max' else 'hold/min'}, group {p['group']}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    sviol = sorted(set(v[0] for v in viol if v[2]["type"] == "max"), key=order.index)
    hviol = sorted(set(v[0] for v in viol if v[2]["type"] == "min"), key=order.index)
    vruns = sorted(set(v[0] for v in viol), key=order.index)
    met_runs = [r["run"] for r in timed if r["run"] not in vruns]
    A(f"- Timed runs with a reported setup (max) violation: {len(sviol)} (" + ", ".join(sviol) + "); "
      f"with a reported hold / removal (min) violation: {len(hviol)} (" + ", ".join(hviol) + "); "
      f"timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    se = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["errors"]]
    sw = [(r["run"], rpt, e) for r in timed for _, rpt, s in r["sta"] for e in s["warnings"]]
    A(f"- OpenSTA `Error:` lines: {len(se)}: " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in se)
      + f". OpenSTA `Warning:` lines: {len(sw)}" + (": " + "; ".join(f"{a} `{b}`: `{c}`" for a, b, c in sw) if sw else "")
      + ". Every other STA script ran without an error or warning line.")
    seq = {}
    for r in ok:
        for t, n in top_block(r)["types"].items():
            if t.startswith(SEQ_PREFIX):
                seq.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq):
        A(f"- Sequential cell {t}: {sum(n for _, n in seq[t])} in total over {len(seq[t])} runs ("
          + ", ".join(f"{run} {n}" for run, n in seq[t]) + ").")
    A("- No run infers a latch (no `Latch inferred` line in any log).")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} runs: "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + f"; sum of totals {sum(t for _, t, _ in wt)}. No other run prints such a line (`ABC: Warning:` lines are ABC's own and not counted; "
      "zone_heater_ctrl stops at its ERROR before the summary line).")
    A("- FSM extraction: " + "; ".join(
        f"{r['run']}: " + "; ".join(f"`Found FSM state register {a}`, re-encoded `{b}` with {c} state bits" for a, b, c in zip(r["fsm_found"], r["fsm_recodes"], r["fsm_bits"]))
        for r in data if r["fsm_found"]) + ". No other run has an extracted FSM.")
    A("- Memories mapped by memory_map: " + "; ".join(f"{r['run']}: `Mapping memory {r['mem'].group(1)}` -> `{r['mem'].group(2)}`"
                                                    for r in data if r["mem"]) + ". No other run has a memory.")
    pw = [(r["run"], s["power"]) for r in timed for _, _, s in r["sta"] if s["power"]]
    A("- report_power was run only in: " + ", ".join(f"{a} (Total {b[3]})" for a, b in pw) + "; no other run has a power figure.")
    cp = [r["run"] for r in timed for _, _, s in r["sta"] if s["props"]]
    A("- report_clock_properties was run in: " + ", ".join(cp) + ".")
    sim = read("radix4_booth_seq", "booth_sim.log").strip().splitlines()
    A("- Simulation: only radix4_booth_seq (`booth_sim.log`): " + "; ".join(f"`{x}`" for x in sim) + ".")
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
    for r in data:
        lg = read(r["run"], r["log"])
        probs = re.findall(r"^(\d+(?:\.\d+)*)\. Executing CHECK pass.*?^Found and reported (\d+) problems\.$", lg, re.M | re.S)
        nz = [(a, b) for a, b in probs if b != "0"]
        if nz:
            A(f"- {r['run']} CHECK passes with problems: " + ", ".join(f"step {a}: {b}" for a, b in nz)
              + f" (of {len(probs)} CHECK passes in the log).")
    for r in bad:
        A(f"- {r['run']}: `{r['error']}`; `{r['status']}`.")
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
      + (", ".join(x[0] for x in rows if x[4] == 0) or "none") + ".")
    bpa = sorted(rows, key=lambda x: -(x[1] / x[3]))
    A(f"- Highest area per cell: {bpa[0][0]} ({f2(bpa[0][1] / bpa[0][3])}); lowest: {bpa[-1][0]} ({f2(bpa[-1][1] / bpa[-1][3])}).")
    g = byrun["onewire_master"]["stat"]["onewire_master"]
    A(f"- onewire_master has no area (generic gates, no liberty): {g['cells']} cells ("
      + ", ".join(f"{t} {n}" for t, n in g["types"].items()) + f"); generic flip-flop cells {flops(g)}.")
    ow = read("onewire_master", "onewire_generic.log")
    cs = parse_stat_section(ow[ow.find("Printing statistics."):ow.find("Executing SYNTH pass.")])["onewire_master"]
    A(f"- onewire_master coarse `stat -width` (before synth): {cs['cells']} cells; " + ", ".join(f"{t} {n}" for t, n in cs["types"].items()) + ".")
    rl = byrun["relay_seq_ctl"]["stat"]["relay_seq_ctl"]
    A(f"- relay_seq_ctl: {rl['cells']} cells incl. TIEHI {rl['types'].get('TIEHI', 0)} and TIELO {rl['types'].get('TIELO', 0)} from hilomap; "
      + " ".join(f"`Area for cell type {u} is unknown!`" for u in rl["unknown"]) + f" -- its area {rl['area']} leaves those cells out.")
    timed_area = [(r["run"], float(top_block(r)["area"])) for r in timed]
    A(f"- Total area of the {len(timed_area)} timed runs: {f2(sum(a for _, a in timed_area))}; total flops of the timed runs: "
      f"{sum(flops(top_block(r)) for r in timed)}.")
    unt = [(r["run"], float(top_block(r)["area"])) for r in ok if not r["sta"] and top_block(r)["area"]]
    A("- Untimed runs with an area: " + ", ".join(f"{a} ({b:.0f})" for a, b in unt) + f"; together {f2(sum(b for _, b in unt))}.")
    ea, en = top_block(byrun["xclk_grouped"]), top_block(byrun["xclk_ungrouped"])
    A(f"- xclk_grouped vs xclk_ungrouped netlists: cells {ea['cells']} / {en['cells']}, area {ea['area']} / {en['area']}, "
      f"flops {flops(ea)} / {flops(en)} (same RTL and synthesis steps; only the capture method and the STA constraints differ).")
    ha, fa = top_block(byrun["sum_tree_hier"]), top_block(byrun["sum_tree_flat"])
    A(f"- sum_tree_hier vs sum_tree_flat: cells {ha['cells']} / {fa['cells']}, area {ha['area']} / {fa['area']} "
      f"(difference {f2(float(fa['area']) - float(ha['area']))}), flops {flops(ha)} / {flops(fa)}.")
    A("")

    A("### Kept hierarchy (per-module stat)")
    A("")
    st = byrun["sum_tree_hier"]["stat"]
    A("- sum_tree_hier: " + "; ".join(f"`{m}` cells {d['cells']}, area {d['area'] if d['area'] else 'n/a'}, flops {flops(d)}"
                                     for m, d in st.items()) + ".")
    inst = {m: n for m, n in st["sum_tree_top"]["types"].items()}
    tot = sum(float(st[m]["area"]) * n for m, n in inst.items())
    A("- sum_tree_hier instance counts in `sum_tree_top`: " + ", ".join(f"`{m}` x {n}" for m, n in inst.items())
      + f"; sum of module area x instances = {f2(tot)}.")
    A("")

    A("### Timing (per reported path)")
    A("")
    A("Min period = period - setup slack, given only for max paths launched and captured one period apart by the same clock")
    A("(not for cross-clock, multicycle or unclocked paths); fmax = 1000 / min period (MHz). Edges = launch -> capture clock edge times as printed.")
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
                if p["slack"] is None:
                    continue
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
    A("- Setup slack ranking, worst first (single-cycle same-clock max paths, one row per distinct reported path): "
      + ", ".join(f"{x[0]} [{x[2]}] {x[4]}" for x in srt) + ".")
    best = {}
    for x in trows:
        if x[0] not in best or x[5] > best[x[0]][5]:
            best[x[0]] = x
    mps = sorted(best.values(), key=lambda x: -x[5])
    A("- Minimum period per timed run (from its worst single-cycle same-clock max path), largest first: "
      + ", ".join(f"{x[0]} [{x[2]}] {f2(x[5], 3)} ns" for x in mps) + ".")
    A(f"- Largest minimum period: {mps[0][0]} ({f2(mps[0][5], 3)} ns); smallest: {mps[-1][0]} ({f2(mps[-1][5], 3)} ns). "
      "mant_align16 (no clock) has none.")
    hruns = []
    for r in timed:
        if any(p["type"] == "min" for _, _, s in r["sta"] for p in s["paths"]):
            hruns.append(r["run"])
    A(f"- Runs with at least one hold / removal (min) path reported: {len(hruns)}: " + ", ".join(hruns)
      + "; timed runs with no min path reported: " + ", ".join(r["run"] for r in timed if r["run"] not in hruns) + ".")
    for k, lab in (("worst", "worst slack"), ("wns", "wns"), ("tns", "tns")):
        lst = [(r["run"], " / ".join(s[k])) for r in timed for _, _, s in r["sta"] if s[k][0] is not None]
        A(f"- `{lab}` line printed in: " + ", ".join(f"{a} ({b})" for a, b in lst) + ".")
    notns = [r["run"] for r in timed if all(s["tns"][0] is None for _, _, s in r["sta"])]
    A("- Timed runs whose report has no `tns` line: " + ", ".join(notns) + ".")
    A("")

    A("### Differences and ratios")
    A("")
    xa = [p for p in byrun["xclk_grouped"]["sta"][0][2]["paths"] if p["type"] == "max"]
    xb = [p for p in byrun["xclk_ungrouped"]["sta"][0][2]["paths"] if p["type"] == "max"]
    wa = min(xa, key=lambda p: float(p["slack"]))
    wb = min(xb, key=lambda p: float(p["slack"]))
    A(f"- xclk_grouped worst max slack {wa['slack']} ({short(wa['start'])} -> {short(wa['end'])}, inside clk_dst) vs xclk_ungrouped worst max slack "
      f"{wb['slack']} ({short(wb['start'])} -> {short(wb['end'])}, clk_src -> clk_dst crossing): difference {f2(float(wa['slack']) - float(wb['slack']), 3)} ns.")
    dv = byrun["nonrest_div12"]["sta"][0][2]
    d0 = [p for p in dv["paths"] if p["type"] == "max"]
    A(f"- nonrest_div12 worst result-register path slack before / after the multicycle: {d0[0]['slack']} / {d0[1]['slack']}, "
      f"difference {f2(float(d0[1]['slack']) - float(d0[0]['slack']), 3)} ns (one 15 ns period); arrival {d0[0]['arrival']} in both; "
      f"wns {dv['wns'][0]} -> {dv['wns'][1]}, tns {dv['tns'][0]} -> {dv['tns'][1]}.")
    hs = [p for p in byrun["sum_tree_hier"]["sta"][0][2]["paths"] if p["type"] == "max"]
    fs = [p for p in byrun["sum_tree_flat"]["sta"][0][2]["paths"] if p["type"] == "max"]
    A(f"- sum_tree_hier vs sum_tree_flat worst setup slack: {hs[0]['slack']} ({short(hs[0]['start'])} -> {short(hs[0]['end'])}) vs "
      f"{fs[0]['slack']} ({short(fs[0]['start'])} -> {short(fs[0]['end'])}); difference {f2(float(hs[0]['slack']) - float(fs[0]['slack']), 3)} ns.")
    ar = {x[0]: x[1] for x in rows}
    A(f"- Area nonrest_div12 / radix4_booth_seq: {f2(ar['nonrest_div12'] / ar['radix4_booth_seq'])}; wb_slave_regs - tdm_slot_mux: "
      f"{f2(ar['wb_slave_regs'] - ar['tdm_slot_mux'])}; largest / smallest area ratio: {f2(rows[0][1] / rows[-1][1])}.")
    wbt = top_block(byrun["wb_slave_regs"])
    A(f"- wb_slave_regs: BUFX2 {wbt['types'].get('BUFX2', 0)} of {wbt['cells']} cells "
      f"({f2(100 * wbt['types'].get('BUFX2', 0) / int(wbt['cells']))}%) after `insbuf -buf BUFX2 A Y`; "
      f"`{read('wb_slave_regs', 'echo_buf.txt').strip()}`.")
    lt = top_block(byrun["stack_lifo8x8"])
    A(f"- stack_lifo8x8: memory flops 64 of {flops(lt)} flops ({f2(100 * 64 / flops(lt))}%); DFFPOSX1 {lt['types'].get('DFFPOSX1', 0)} "
      f"(mem 8 x 8 = 64 + tos 8), DFFSR {lt['types'].get('DFFSR', 0)} (sp 4 + err_cnt 4).")
    A("")

    A("### Per-run notes")
    A("")
    for run in ("radix4_booth_seq", "stack_lifo8x8", "xclk_ungrouped", "nonrest_div12", "mant_align16", "sum_tree_flat"):
        s = byrun[run]["sta"][0][2]
        nv = sum(1 for e in s["ends"] if e[5] == "VIOLATED")
        A(f"- {run} endpoint table rows ({len(s['ends'])}, {nv} VIOLATED): " + ", ".join(f"{e[0]} {e[4]} ({e[5]})" for e in s["ends"]) + ".")
    rl = read("rail_crossing_fsm", "rail_fsm.log")
    ltp = re.search(r"^Longest topological path in (\S+) \(length=(\d+)\):", rl, re.M)
    cnt = re.search(r"^(\d+) objects\.$", rl, re.M)
    codes = re.findall(r"^\s+found state code: (\S+)$", rl, re.M)
    rr = byrun["rail_crossing_fsm"]
    A(f"- rail_crossing_fsm: FSM passes: " + "; ".join(f"{a} -> `{b}` ({c} state bits)" for a, b, c in zip(rr['fsm_found'], rr['fsm_recodes'], rr['fsm_bits']))
      + f"; `found state code` lines {len(codes)}; `ltp -noff`: length {ltp.group(2)}; `select -count t:DFFPOSX1`: `{cnt.group(0)}` "
      f"(one-hot state 6 + tmr 7).")
    sr = read("serial_rx_ovs16", "rx_synth.log")
    sc = re.search(r"^(\d+) objects\.$", sr, re.M).group(0)
    A(f"- serial_rx_ovs16: `select -count t:DFFSR` prints `{sc}`; "
      f"DFFSR {top_block(byrun['serial_rx_ovs16'])['types'].get('DFFSR', 0)}.")
    nz = byrun["nrzi_stuff_tx"]["sta"][0][2]
    A("- nrzi_stuff_tx `report_clock_properties`: " + "; ".join(
        f"{a} period {p} waveform {b} {d}{t}" for a, p, b, d, t in nz["props"])
      + f"; `{read('nrzi_stuff_tx', 'divider_flop.txt').strip()}`; report_power Sequential {nz['pgroups']['Sequential'][3]} ({nz['pgroups']['Sequential'][4]}), "
      f"Combinational {nz['pgroups']['Combinational'][3]} ({nz['pgroups']['Combinational'][4]}).")
    td = byrun["tdm_slot_mux"]["sta"][0][2]
    A(f"- tdm_slot_mux: worst setup before / after `set_case_analysis 0 test_mode`: {td['paths'][1]['slack']} / {td['paths'][3]['slack']} "
      f"({short(td['paths'][1]['start'])} -> {short(td['paths'][1]['end'])} both times); report_power Sequential {td['pgroups']['Sequential'][3]} "
      f"({td['pgroups']['Sequential'][4]}), Combinational {td['pgroups']['Combinational'][3]} ({td['pgroups']['Combinational'][4]}).")
    mt = byrun["mant_align16"]["sta"][0][2]
    A(f"- mant_align16: worst max-delay slack before / after `set_case_analysis 0 bypass`: {mt['paths'][0]['slack']} / {mt['paths'][1]['slack']}; "
      f"`-unconstrained -from bypass` after the case analysis: `No paths found.` x {mt['nopaths']}.")
    xa_ = byrun["xclk_grouped"]["sta"][0][2]
    A(f"- xclk_grouped: the `-from clk_src -to clk_dst` report prints `No paths found.` ({xa_['nopaths']} time); "
      "report_clock_properties: " + "; ".join(f"{a} period {p} waveform {b} {d}" for a, p, b, d, t in xa_["props"]) + ".")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n" + QFILES)


QFILES = """## Question files

- `questions.jsonl`: evaluation questions (scope `proj:blind14`), written by hand in `build_questions.py`, which
  finds each evidence line by a text snippet; categories factual, statistical, reasoning, absent;
  `evidence` is `path:line` relative to this folder.
- `check.py`: validates keys, categories, ids, scope, evidence lines, every `must_contain` string of a
  non-absent question against the run folder / README, the split files and `dev_synonyms.jsonl`.
- `split.py`: per-category shuffle with `random.Random(SEED)` (seed in `FROZEN`) into `dev.jsonl` / `heldout.jsonl`;
  `FROZEN` holds the seed, the counts and sha256 sums.
- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (every dev question reworded once; same id,
  must_contain, evidence, notes).
- Order: `./run_all.sh` (tools + README), `python3 build_questions.py`, `python3 check.py`, `python3 split.py`,
  `python3 make_dev_synonyms.py`, `python3 check.py`.
"""


if __name__ == "__main__":
    main()
