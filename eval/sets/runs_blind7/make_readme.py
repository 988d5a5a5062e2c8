#!/usr/bin/env python3
"""Build README.md for runs_blind7 from the tool outputs in runs/ (standard library only).

Every number in the README is read from a Yosys log / OpenSTA report or computed from
such numbers here. Nothing is typed in by hand except the design descriptions.
"""
import os
import re
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

# run folder, top, design folder, what it is, what it covers, yosys log, capture,
# list of (sta script, sta report)
RUN_INFO = [
    ("gray_cnt8", "gray_cnt8", "gray_cnt8", "8-bit Gray-code counter with enable and sync clear",
     "meets timing; setup+hold report; report_wns/report_tns", "synth.log", "`yosys -l synth.log -s synth.ys`",
     [("sta.tcl", "sta.rpt")]),
    ("uart_tx_fsm", "uart_tx8n1", "uart_tx_fsm", "8N1 UART transmitter, 5-state FSM",
     "FSM extracted and re-encoded (one-hot); top module named differently from folder; report_worst_slack",
     "yosys_synth.log", "`yosys -q -l yosys_synth.log -s uart_synth.ys`", [("uart_sta.tcl", "uart_sta.rpt")]),
    ("alu16_hier", "alu16_top", "alu16", "16-bit registered ALU (add16, logic16, shift16 sub-units)",
     "hierarchy kept, per-module area; first of two runs of the same RTL", "synth_hier.log",
     "`yosys synth_hier.ys > synth_hier.log 2>&1`", [("sta_hier.tcl", "sta_hier.rpt")]),
    ("alu16_flat", "alu16_top", "alu16", "same 16-bit ALU RTL as alu16_hier",
     "synth -flatten; second run of the same RTL", "yosys_flat.log", "`yosys -s synth_flat.ys | tee yosys_flat.log`",
     [("sta_flat.tcl", "sta_flat.rpt")]),
    ("mac_pipe8", "mac_pipe8", "mac_pipe8", "8x8 multiply-accumulate into a 20-bit accumulator",
     "setup violation at 5 ns; yosys -c Tcl mode; report_wns/report_tns/report_worst_slack", "mac_yosys.log",
     "`yosys -c mac_synth.tcl > mac_yosys.log 2>&1`", [("mac_sta.tcl", "mac_timing.rpt")]),
    ("dly_line16", "dly_line16", "dly_line16", "16-stage 4-bit register delay line",
     "hold violation (1.0 ns hold uncertainty); report_check_types -all_violators", "dly_line16_yosys.log",
     "`yosys -q -s dly.ys -l dly_line16_yosys.log`", [("dly_hold.tcl", "dly_hold.rpt")]),
    ("irq_latch_mux", "irq_latch_mux", "irq_latch_mux", "interrupt vector selector (combinational)",
     "inferred latches, techmapped to LATCH; not timed", "irq_synth.log",
     "`yosys -s irq_synth.ys 2>&1 | tee irq_synth.log`", []),
    ("cdc_gray_sync", "cdc_gray_sync", "cdc_gray_sync", "gray pointer crossing wclk -> rclk with 2-flop sync",
     "two clocks, set_clock_groups -asynchronous; recovery check", "cdc_synth.log",
     "`yosys -l cdc_synth.log cdc_synth.ys`", [("cdc_sta.tcl", "cdc_sta.rpt")]),
    ("spi_slave_v2", "spi_slave_v2", "spi_slave_v2", "SPI slave, mode 0, 8-bit frames",
     "parse (syntax) error; no netlist", "spi_synth.log", "`yosys -q -l spi_synth.log -s spi_synth.ys`", []),
    ("dma_top_elab", "dma_top", "dma_top_elab", "DMA top with one channel and a request FIFO",
     "elaboration error: missing module fifo_ctrl", "dma_yosys.log", "`yosys -s dma_synth.ys > dma_yosys.log 2>&1`", []),
    ("pkt_len_calc", "pkt_len_calc", "pkt_len_calc", "packet length calculator with a len_adder sub-module",
     "width mismatch: port resizing and literal truncation warnings; flattened; splitnets for OpenSTA",
     "pkt_synth.log", "`yosys -l pkt_synth.log -s pkt_synth.ys`", [("pkt_sta.tcl", "pkt_sta.rpt")]),
    ("bus_arb_md", "bus_arb", "bus_arb_md", "two-master bus arbiter with debug override",
     "multiple conflicting drivers (check); -p one-liner; not timed", "bus_arb_yosys.log",
     "`yosys -p \"...\" > bus_arb_yosys.log 2>&1` (command in yosys_cmd.txt)", []),
    ("ring_osc_loop", "ring_osc_loop", "ring_osc_loop", "gated ring of cross-coupled logic",
     "combinational logic loop reported by check; not timed", "loop_synth.log",
     "`yosys -q -l loop_synth.log loop_synth.ys`", []),
    ("sensor_if_undrv", "sensor_if", "sensor_if_undrv", "temperature sensor interface",
     "undriven wire cal_offset, unused input test_mode; setup+hold report", "sensor_yosys.log",
     "`yosys -s sensor_synth.ys -l sensor_yosys.log`", [("sensor_sta.tcl", "sensor_sta.rpt")]),
    ("prio_enc16", "prio_enc16", "prio_enc16", "16-input priority encoder (purely combinational)",
     "virtual clock vclk, input-to-output timing; report_worst_slack", "prio_synth.log",
     "`yosys -q -l prio_synth.log -s prio_synth.ys`", [("prio_io.tcl", "prio_io.rpt")]),
    ("popcnt32_generic", "popcnt32", "popcnt32_generic", "32-bit population count (combinational)",
     "generic synth without liberty (no area); -p one-liner; not timed", "popcnt32_yosys.log",
     "`yosys -p \"read_verilog ...; synth ...; stat; write_verilog ...\" > popcnt32_yosys.log 2>&1`", []),
    ("pwm_gen", "pwm_gen", "pwm_gen", "10-bit PWM generator",
     "one netlist timed at two clock periods (10 ns and 2.2 ns)", "pwm_synth.log",
     "`yosys -s pwm_synth.ys | tee pwm_synth.log`", [("sta_10ns.tcl", "sta_10ns.rpt"), ("sta_2.2ns.tcl", "sta_2.2ns.rpt")]),
    ("lfsr16_lint", "lfsr16", "lfsr16_lint", "16-bit Fibonacci LFSR with step counter",
     "verilator --lint-only -Wall output next to the Yosys log; report_worst_slack", "lfsr_yosys.log",
     "`yosys -l lfsr_yosys.log -s lfsr_synth.ys`; `verilator --lint-only -Wall lfsr16.v > verilator_lint.txt 2>&1`",
     [("lfsr_sta.tcl", "lfsr_sta.rpt")]),
    ("updn_cnt_w8", "updn_cnt", "updn_cnt", "parameterized up/down counter, WIDTH=8 (default)",
     "first of two runs of the same RTL (parameter default)", "synth_w8.log",
     "`yosys -l synth_w8.log -s synth_w8.ys`", [("sta_w8.tcl", "sta_w8.rpt")]),
    ("updn_cnt_w12", "updn_cnt", "updn_cnt", "same up/down counter RTL, WIDTH=12 via chparam",
     "second run of the same RTL: chparam -set WIDTH 12", "synth_w12.log",
     "`yosys -l synth_w12.log -s synth_w12.ys`", [("sta_w12.tcl", "sta_w12.rpt")]),
]


def read(run, f):
    with open(os.path.join(RUNS, run, f)) as fh:
        return fh.read()


def final_stat(log):
    """Parse the last 'Printing statistics.' section: {module: {cells, area, types}}."""
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
        a = re.search(r"Chip area for (top )?module '\\(\S+)': (\S+)", body)
        d["area"] = a.group(3) if a else None
        mods[name] = d
    return mods


def sta_info(rpt, tcl):
    period = re.findall(r"create_clock -name (\S+) -period (\S+)", tcl)
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
        arr = re.findall(r"(-?\d+\.\d+)\s+data arrival time", blk)
        req = re.findall(r"(-?\d+\.\d+)\s+data required time", blk)
        p["arrival"] = arr[0] if arr else None
        p["required"] = req[0] if req else None
        paths.append(p)
    wns = re.search(r"^wns (\S+)", rpt, re.M)
    tns = re.search(r"^tns (\S+)", rpt, re.M)
    ws = re.search(r"^worst slack (\S+)", rpt, re.M)
    viol_rows = re.findall(r"^(\S+)\s{10,}(-?\d+\.\d+)$", rpt, re.M)
    return {"clocks": period, "paths": paths, "wns": wns.group(1) if wns else None,
            "tns": tns.group(1) if tns else None, "worst": ws.group(1) if ws else None,
            "viol_rows": viol_rows}


def fmt(x, nd=2):
    s = f"{x:.{nd}f}"
    return s


def main():
    data = []
    for (run, top, dfold, what, covers, log, cap, stas) in RUN_INFO:
        lg = read(run, log)
        r = {"run": run, "top": top, "design": dfold, "what": what, "covers": covers, "log": log, "cap": cap}
        r["ok"] = "End of script." in lg
        err = re.search(r"^(.*ERROR: .*)$", lg, re.M)
        r["error"] = err.group(1) if err else None
        r["stat"] = final_stat(lg) if r["ok"] else None
        wl = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", lg, re.M)
        r["warn_unique"], r["warn_total"] = (wl.group(1), wl.group(2)) if wl else ("0", "0")
        r["latches"] = re.findall(r"^Latch inferred for signal `\\\S+\.\\(\S+)'", lg, re.M)
        r["fsm"] = re.search(r"mapping auto encoding to `(\S+)` for this FSM", lg)
        r["sta"] = []
        for tcl, rpt in stas:
            r["sta"].append((tcl, rpt, sta_info(read(run, rpt), read(run, tcl))))
        files = sorted(os.listdir(os.path.join(RUNS, run)))
        r["files"] = files
        data.append(r)

    L = []
    A = L.append
    A("# runs_blind7 -- synthesis/timing run folders for evaluation (scope `proj:blind7`)")
    A("")
    A("Twenty run folders under `runs/` made from eighteen small Verilog-2005 designs under `designs/`.")
    A("Each `runs/<name>/run.sh` regenerates its folder (copies the RTL, writes the scripts, runs Yosys, then")
    A("OpenSTA where the run is timed). The library is `${OSU035_LIB:-.../osu035_stdcells.lib}` (OSU 0.35 um,")
    A("qflow-tech-osu035; not committed). Tool output is never edited. `run_all.sh` reruns every folder and")
    A("`make_readme.py` rebuilds this file from the tool outputs.")
    A("")
    A("## Tools")
    A("")
    yv = subprocess.run(["yosys", "-V"], capture_output=True, text=True).stdout.strip()
    sv = subprocess.run(["sta", "-version"], capture_output=True, text=True).stdout.strip()
    vv = subprocess.run(["verilator", "--version"], capture_output=True, text=True).stdout.strip()
    A(f"- Yosys: `{yv}`")
    A(f"- OpenSTA: `sta -version` prints `{sv}` (run as `sta -no_splash -exit script.tcl > report 2>&1`)")
    A(f"- Verilator: `{vv}` (lint only, in lfsr16_lint)")
    A("- Cell library: OSU035 `osu035_stdcells.lib` (areas in the library's units, as Yosys `stat -liberty` prints them)")
    A("")
    A("## Designs and runs")
    A("")
    A("| Run folder | Top module | What it is | What it covers | Yosys log (capture) | Key results (as printed) |")
    A("|---|---|---|---|---|---|")
    for r in data:
        key = []
        if not r["ok"]:
            key.append(f"FAILED: `{r['error'].strip()}`")
        else:
            st = r["stat"]
            if "design hierarchy" in st:
                top = st["design hierarchy"]
            else:
                top = st[r["top"]]
            key.append(f"cells {top['cells']}")
            if top["area"]:
                key.append(f"area {top['area']}")
            else:
                key.append("no area (no liberty)")
        if r["latches"]:
            key.append("latches: " + ", ".join(r["latches"]))
        if r["fsm"]:
            key.append(f"FSM encoding {r['fsm'].group(1)}")
        for tcl, rpt, s in r["sta"]:
            clks = ", ".join(f"{c} {p} ns" for c, p in s["clocks"])
            sl = "; ".join(f"{p['type']} slack {p['slack']} ({p['status']})" for p in s["paths"])
            extra = ""
            if s["wns"] is not None:
                extra += f"; wns {s['wns']}"
            if s["tns"] is not None:
                extra += f"; tns {s['tns']}"
            if s["worst"] is not None:
                extra += f"; worst slack {s['worst']}"
            key.append(f"`{rpt}` [{clks}]: {sl}{extra}")
        if r["warn_total"] != "0":
            key.append(f"Yosys warnings {r['warn_total']} total ({r['warn_unique']} unique)")
        A(f"| {r['run']} | {r['top']} | {r['what']} | {r['covers']} | `{r['log']}` ({r['cap']}) | " + "<br>".join(key) + " |")
    A("")
    A("Run files per folder:")
    A("")
    for r in data:
        A(f"- `runs/{r['run']}/`: " + ", ".join(f"`{f}`" for f in r["files"]))
    A("")

    # ---------------- Summary ----------------
    ok = [r for r in data if r["ok"]]
    bad = [r for r in data if not r["ok"]]
    timed = [r for r in data if r["sta"]]
    nrep = sum(len(r["sta"]) for r in data)
    A("## Summary")
    A("")
    A(f"- Run folders: {len(data)}; distinct designs (folders under designs/): {len(set(r['design'] for r in data))}.")
    A(f"- Synthesized to the end of the script: {len(ok)}; failed: {len(bad)} ("
      + "; ".join(f"{r['run']}: `{r['error'].strip()}`" for r in bad) + ").")
    A(f"- Timed with OpenSTA: {len(timed)} runs, {nrep} reports: " + ", ".join(r["run"] for r in timed) + ".")
    nott = [r["run"] for r in ok if not r["sta"]]
    A(f"- Synthesized but not timed: {len(nott)}: " + ", ".join(nott) + ".")
    viol = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            for p in s["paths"]:
                if p["status"] == "VIOLATED":
                    viol.append((r["run"], rpt, p))
    A(f"- Reports with a VIOLATED path: {len(viol)}: " + "; ".join(
        f"{run} `{rpt}` ({'setup' if p['type'] == 'max' else 'hold'}, slack {p['slack']})" for run, rpt, p in viol) + ".")
    met_runs = [r["run"] for r in timed if all(p["status"] == "MET" for _, _, s in r["sta"] for p in s["paths"])]
    A(f"- Timed runs where every reported path is MET: {len(met_runs)}: " + ", ".join(met_runs) + ".")
    lat = [(r["run"], r["latches"]) for r in data if r["latches"]]
    A("- Inferred latches: " + "; ".join(f"{run}: {', '.join(ls)}" for run, ls in lat)
      + " (`Latch inferred for signal` lines).")
    # DFF types
    seq_types = {}
    for r in ok:
        st = r["stat"]
        top = st.get("design hierarchy") or st[r["top"]]
        for t, n in top["types"].items():
            if t.startswith("DFF") or t == "LATCH":
                seq_types.setdefault(t, []).append((r["run"], n))
    for t in sorted(seq_types):
        tot = sum(n for _, n in seq_types[t])
        A(f"- Sequential cell {t}: {tot} in total over {len(seq_types[t])} runs (" +
          ", ".join(f"{run} {n}" for run, n in seq_types[t]) + ").")
    A("- DFFNEGX1 is used by no run.")
    wt = [(r["run"], int(r["warn_total"]), r["warn_unique"]) for r in data if r["warn_total"] != "0"]
    A(f"- Yosys `Warnings: N unique messages, M total` lines: {len(wt)} runs, "
      + ", ".join(f"{run} {t} total ({u} unique)" for run, t, u in wt)
      + f"; sum of totals {sum(t for _, t, _ in wt)}. The other runs print no such line. `ABC: Warning:` lines are ABC's own and not counted.")
    A("- FSM: uart_tx_fsm's `state` is the only extracted FSM; "
      + ("`mapping auto encoding to `one-hot` for this FSM`." if any(r["fsm"] for r in data) else ""))
    A("")

    # ---------------- Derived figures ----------------
    A("## Derived figures")
    A("")
    A("Area = the `Chip area` line of the last `stat` (top module, or `Chip area for top module` for a kept")
    A("hierarchy); cells = `Number of cells` of that block; flops = DFFPOSX1 + DFFSR + DFFNEGX1 cells; latches = LATCH.")
    A("Derived values are rounded to two decimals.")
    A("")
    A("### Area, cells and flops (synthesized runs with a liberty)")
    A("")
    A("| Rank by area | Run | Area | Cells | Flops | Latches | Area per cell | Cells per flop |")
    A("|---|---|---|---|---|---|---|---|")
    rows = []
    for r in ok:
        st = r["stat"]
        top = st.get("design hierarchy") or st[r["top"]]
        if not top["area"]:
            continue
        fl = sum(n for t, n in top["types"].items() if t.startswith("DFF"))
        la = top["types"].get("LATCH", 0)
        rows.append((r["run"], float(top["area"]), top["area"], int(top["cells"]), fl, la))
    rows.sort(key=lambda x: -x[1])
    for i, (run, a, astr, c, fl, la) in enumerate(rows, 1):
        cpf = fmt(c / fl) if fl else "n/a (no flops)"
        A(f"| {i} | {run} | {astr} | {c} | {fl} | {la} | {fmt(a / c)} | {cpf} |")
    areas = [x[1] for x in rows]
    cells = [x[3] for x in rows]
    A("")
    A(f"- Runs with an area: {len(rows)}. Total area {fmt(sum(areas))}; mean area {fmt(statistics.mean(areas))}; "
      f"median area {fmt(statistics.median(areas))}.")
    A(f"- Largest area: {rows[0][0]} ({rows[0][2]}); smallest area: {rows[-1][0]} ({rows[-1][2]}).")
    A(f"- Total cells {sum(cells)}; mean cells {fmt(statistics.mean(cells))}; median cells {fmt(statistics.median(cells))}.")
    byc = sorted(rows, key=lambda x: -x[3])
    A(f"- Most cells: {byc[0][0]} ({byc[0][3]}); fewest cells: {byc[-1][0]} ({byc[-1][3]}).")
    byf = sorted(rows, key=lambda x: -x[4])
    A(f"- Most flops: {byf[0][0]} ({byf[0][4]}); total flops {sum(x[4] for x in rows)}; runs with no flops: "
      + ", ".join(x[0] for x in rows if x[4] == 0) + ".")
    gen = [r for r in ok if r["run"] == "popcnt32_generic"][0]
    A(f"- popcnt32_generic has no area (no liberty): {gen['stat']['popcnt32']['cells']} generic cells ("
      + ", ".join(f"{t} {n}" for t, n in gen['stat']['popcnt32']['types'].items()) + ").")
    A("")
    # hierarchy
    hier = [r for r in ok if r["run"] == "alu16_hier"][0]["stat"]
    flat = [r for r in ok if r["run"] == "alu16_flat"][0]["stat"]
    A("### alu16: hierarchical vs flattened (same RTL)")
    A("")
    A("| Module (alu16_hier) | Cells | Area |")
    A("|---|---|---|")
    for m in ("add16", "logic16", "shift16", "alu16_top"):
        A(f"| {m} | {hier[m]['cells']} | {hier[m]['area']} |")
    ha = float(hier["design hierarchy"]["area"])
    fa = float(flat["alu16_top"]["area"])
    hc = int(hier["design hierarchy"]["cells"])
    fc = int(flat["alu16_top"]["cells"])
    A("")
    ssum = sum(int(hier[m]["cells"]) for m in ("add16", "logic16", "shift16", "alu16_top"))
    A(f"- alu16_hier total (design hierarchy): area {hier['design hierarchy']['area']}, cells {hc}; the per-module cell counts sum to {ssum}, "
      f"i.e. the hierarchy total leaves out the {ssum - hc} sub-module instance cells counted in alu16_top.")
    A(f"- alu16_hier sub-modules without the top: area {fmt(sum(float(hier[m]['area']) for m in ('add16', 'logic16', 'shift16')))}; "
      f"alu16_top's own glue and flops: {hier['alu16_top']['area']}.")
    A(f"- alu16_flat: area {flat['alu16_top']['area']}, cells {fc}.")
    A(f"- Difference hier - flat: area {fmt(ha - fa)} ({fmt(100 * (ha - fa) / fa)} % of flat); cells {hc - fc}; flat/hier area ratio {fmt(fa / ha, 4)}.")
    sub = {m: float(hier[m]["area"]) for m in ("add16", "logic16", "shift16")}
    big = max(sub, key=sub.get)
    A(f"- Largest sub-module in alu16_hier: {big} ({hier[big]['area']}), {fmt(100 * sub[big] / ha)} % of the hierarchy area.")
    A("")
    w8 = [r for r in ok if r["run"] == "updn_cnt_w8"][0]
    w12 = [r for r in ok if r["run"] == "updn_cnt_w12"][0]
    a8, a12 = float(w8["stat"]["updn_cnt"]["area"]), float(w12["stat"]["updn_cnt"]["area"])
    c8, c12 = int(w8["stat"]["updn_cnt"]["cells"]), int(w12["stat"]["updn_cnt"]["cells"])
    A("### updn_cnt: WIDTH=8 vs WIDTH=12 (chparam)")
    A("")
    A(f"- Area {w8['stat']['updn_cnt']['area']} vs {w12['stat']['updn_cnt']['area']}: difference {fmt(a12 - a8)}, ratio w12/w8 {fmt(a12 / a8)}; "
      f"area per counter bit {fmt(a8 / 8)} (w8) vs {fmt(a12 / 12)} (w12).")
    A(f"- Cells {c8} vs {c12}: difference {c12 - c8}.")
    s8 = w8["sta"][0][2]["paths"][0]
    s12 = w12["sta"][0][2]["paths"][0]
    A(f"- Setup slack at 5 ns: {s8['slack']} (w8) vs {s12['slack']} (w12), difference {fmt(float(s8['slack']) - float(s12['slack']), 3)}.")
    A("")
    # timing
    A("### Timing: worst setup path per report, minimum period")
    A("")
    A("Minimum period = clock period - worst setup (max) slack of the reported path; for cdc_gray_sync per clock")
    A("group (the recovery path is listed separately). fmax = 1000 / minimum period (MHz).")
    A("")
    A("| Run | Report | Clock | Period (ns) | Setup slack | Min period (ns) | fmax (MHz) | Hold slack | Worst setup path (start -> end) |")
    A("|---|---|---|---|---|---|---|---|---|")
    tim_rows = []
    for r in timed:
        for tcl, rpt, s in r["sta"]:
            clk = dict(s["clocks"])
            hold = [p["slack"] for p in s["paths"] if p["type"] == "min"]
            for p in s["paths"]:
                if p["type"] != "max":
                    continue
                if p["group"] == "**async_default**":
                    continue
                cname = p["group"]
                per = float(clk[cname])
                mp = per - float(p["slack"])
                tim_rows.append((r["run"], rpt, cname, clk[cname], p["slack"], mp))
                A(f"| {r['run']} | {rpt} | {cname} | {clk[cname]} | {p['slack']} | {fmt(mp, 3)} | {fmt(1000 / mp, 1)} | {', '.join(hold) if hold else '-'} | {p['start'].split(' ')[0]} -> {p['end'].split(' ')[0]} |")
    A("")
    srt = sorted(tim_rows, key=lambda x: float(x[4]))
    A(f"- Worst setup slack overall: {srt[0][0]} `{srt[0][1]}` ({srt[0][4]}); best: {srt[-1][0]} `{srt[-1][1]}` ({srt[-1][4]}).")
    A("- Setup slack ranking (worst first): " + ", ".join(f"{x[0]} {x[4]}" + (f" [{x[1]}]" if x[0] in ('pwm_gen', 'cdc_gray_sync') else "") for x in srt) + ".")
    mps = sorted(tim_rows, key=lambda x: -x[5])
    A(f"- Largest minimum period: {mps[0][0]} ({fmt(mps[0][5], 3)} ns); smallest: {mps[-1][0]} ({fmt(mps[-1][5], 3)} ns).")
    pw = [r for r in timed if r["run"] == "pwm_gen"][0]
    p10 = pw["sta"][0][2]
    p22 = pw["sta"][1][2]
    A(f"- pwm_gen at 10 ns vs 2.2 ns: setup slack {p10['paths'][1]['slack']} vs {p22['paths'][1]['slack']} "
      f"(difference {fmt(float(p10['paths'][1]['slack']) - float(p22['paths'][1]['slack']), 3)} = 10 - 2.2); wns {p10['wns']} vs {p22['wns']}; tns {p10['tns']} vs {p22['tns']}; "
      f"recovery slack {p10['paths'][0]['slack']} vs {p22['paths'][0]['slack']}.")
    hs = [(r["run"], p["slack"]) for r in timed for _, _, s in r["sta"] for p in s["paths"] if p["type"] == "min"]
    A("- Hold (min) paths reported: " + ", ".join(f"{a} {b}" for a, b in hs) + ".")
    d = [r for r in timed if r["run"] == "dly_line16"][0]["sta"][0][2]
    vals = [v for g, v in d["viol_rows"]]
    cnt = {}
    for v in vals:
        cnt[v] = cnt.get(v, 0) + 1
    A(f"- dly_line16 `report_check_types -all_violators`: {len(vals)} violating rows (" +
      ", ".join(f"{n} at {v}" for v, n in sorted(cnt.items(), key=lambda x: float(x[0]))) + ").")
    drpt = read("dly_line16", "dly_hold.rpt")
    arr0 = re.search(r"(-?\d+\.\d+)\s+data arrival time", drpt).group(1)
    hold0 = re.search(r"(-?\d+\.\d+)\s+-?\d+\.\d+\s+library hold time", drpt).group(1)
    unc0 = re.search(r"(-?\d+\.\d+)\s+-?\d+\.\d+\s+clock uncertainty", drpt).group(1)
    A(f"- dly_line16 worst hold path: arrival {arr0}, library hold time {hold0}, clock uncertainty {unc0}; without the uncertainty "
      f"the slack would be {arr0} - {hold0.lstrip('-')} = {fmt(float(arr0) + float(hold0), 3)}.")
    mac = [r for r in timed if r["run"] == "mac_pipe8"][0]["sta"][0][2]
    A(f"- mac_pipe8: wns {mac['wns']}, tns {mac['tns']}, worst slack {mac['worst']}; tns/wns = {fmt(float(mac['tns']) / float(mac['wns']))}.")
    A("")
    A("## Question files")
    A("")
    A("- `questions.jsonl`: evaluation questions (scope `proj:blind7`), written by `gen_questions.py`, which looks")
    A("  up each evidence line by its text; categories factual, statistical, reasoning, absent.")
    A("- `check.py`: validates keys, categories, ids, scope, evidence `file:line`, numbers in `must_contain`, and")
    A("  `dev_synonyms.jsonl` (same id / must_contain / evidence as the dev question, reworded text).")
    A("- `split.py`: per-category shuffle with `random.Random(7139)` into `dev.jsonl` / `heldout.jsonl`; `FROZEN`")
    A("  holds the seed, counts and sha256 sums.")
    A("- `make_dev_synonyms.py`: writes `dev_synonyms.jsonl` (dev questions reworded with synonyms).")
    A("- Order: `./run_all.sh` (tools + README), `python3 gen_questions.py`, `python3 check.py`, `python3 split.py`,")
    A("  `python3 make_dev_synonyms.py`, `python3 check.py`.")
    A("")
    with open(os.path.join(HERE, "README.md"), "w") as fh:
        fh.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
