#!/usr/bin/env python3
"""Scan runs/*/ and write README.md: one table row per run, a summary and a column legend.

Everything in the table is read from the files each run.sh produced; nothing is typed by hand.
"""
import os
import re

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")

FLOP_RE = re.compile(r"^(DFF|\$_S?DFF|\$_ALDFF|\$_DFFSR|\$_SDFFE|\$_SDFFCE|\$_DFFE)")
LATCH_RE = re.compile(r"^(LATCH$|\$_DLATCH)")
LIB_CELLS = {"AND2X1", "AND2X2", "AOI21X1", "AOI22X1", "BUFX2", "BUFX4", "CLKBUF1", "CLKBUF2",
             "CLKBUF3", "DFFNEGX1", "DFFPOSX1", "DFFSR", "FAX1", "HAX1", "INVX1", "INVX2", "INVX4",
             "INVX8", "LATCH", "MUX2X1", "NAND2X1", "NAND3X1", "NOR2X1", "NOR3X1", "OAI21X1",
             "OAI22X1", "OR2X1", "OR2X2", "TBUFX1", "TBUFX2", "XNOR2X1", "XOR2X1"}


def read(p):
    with open(p, errors="replace") as f:
        return f.read()


def files(run_dir):
    out = []
    for dp, dn, fn in os.walk(run_dir):
        dn.sort()
        for f in sorted(fn):
            out.append(os.path.join(dp, f))
    return out


def rel(p, run_dir):
    return os.path.relpath(p, run_dir)


def is_yosys_log(text):
    return "Yosys 0." in text and ("Executing" in text or "ERROR" in text)


def last_stat_block(text):
    """Return (cells, {celltype: count}, area) of the final statistics in a yosys log or tee report."""
    chunks = re.split(r"\n\d+(?:\.\d+)*\. Printing statistics\.\n", "\n" + text)
    if len(chunks) < 2:
        if "Number of cells:" not in text:
            return None
        body = text
    else:
        body = chunks[-1]
        body = re.split(r"\n\d+(?:\.\d+)*\. Executing ", body)[0]
    # hierarchical designs: the totals follow '=== design hierarchy ==='
    if "=== design hierarchy ===" in body:
        body = body.split("=== design hierarchy ===", 1)[1]
    m = re.search(r"Number of cells:\s+(\d+)\n((?:\s{5}\S+\s+\d+\n)*)", body)
    if not m:
        return None
    types = {}
    for line in m.group(2).splitlines():
        parts = line.split()
        if len(parts) == 2:
            types[parts[0]] = int(parts[1])
    area = None
    am = re.search(r"Chip area for top module '\\?(\S+)': ([\d.]+)", body) or \
        re.search(r"Chip area for module '\\?(\S+)': ([\d.]+)", body)
    if am:
        area = am.group(2)
    return int(m.group(1)), types, area


def netlist_cells(text):
    types = {}
    for m in re.finditer(r"^\s+([A-Z][A-Z0-9]+)\s+\S+\s*\(", text, re.M):
        if m.group(1) in LIB_CELLS:
            types[m.group(1)] = types.get(m.group(1), 0) + 1
    return types


def fmt_num(s):
    if s is None:
        return "-"
    try:
        v = float(s)
        return str(int(v)) if v == int(v) else s
    except ValueError:
        return s


def analyse(run):
    d = os.path.join(RUNS, run)
    sh = read(os.path.join(d, "run.sh"))
    mk = read(os.path.join(d, "Makefile")) if os.path.isfile(os.path.join(d, "Makefile")) else ""
    # hand-written yosys scripts kept next to run.sh (e.g. scripts/syn.ys) are part of the flow too
    ys = "\n".join(read(p) for p in files(d) if p.endswith(".ys"))
    script = sh + "\n" + mk + "\n" + ys
    info = {"run": run}
    m = re.search(r"\.\./\.\./designs/(\w+)/", sh)
    info["design"] = m.group(1) if m else "-"
    all_files = files(d)
    texts = {p: read(p) for p in all_files}

    yosys_logs = [p for p in all_files if is_yosys_log(texts[p])]
    sim_logs = [p for p in all_files if p.endswith((".log", ".txt", ".out")) and re.search(r"(TEST (PASSED|FAILED)|RESULT: (PASS|FAIL))", texts[p])]
    sta_reps = [p for p in all_files if re.search(r"slack \((MET|VIOLATED)\)|^wns ", texts[p], re.M)]
    # setup (max) reports first, then the rest in path order
    sta_reps.sort(key=lambda p: (0 if "Path Type: max" in texts[p] else 1, p))
    empty_logs = [p for p in all_files if p.endswith((".log", ".out")) and not texts[p].strip()]

    if "iverilog" in script and "vvp " in script:
        flow = "sim (iverilog)"
        if "yosys" in script:
            flow += " + generic synth"
    elif "iverilog" in script and "yosys" in script and not re.search(r"\bsynth\b", script):
        # iverilog + yosys without a synth command = lint; a Makefile with lint + synth targets is a synthesis flow
        flow = "lint (iverilog + yosys read)"
    elif "-liberty" in script and "OSU035_LIB" in script:
        flow = "mapped OSU035"
    else:
        flow = "generic"
    if "-flatten" in script:
        flow += ", flat"
    elif any("=== design hierarchy ===" in texts[p] for p in all_files):
        flow += ", hier"
    if re.search(r"abc -D", script):
        flow += ", abc -D"
    if "Makefile" in sh or mk:
        flow += ", make"
    if re.search(r"yosys -q", script):
        flow += ", -q"
    if "write_json" in script:
        flow += ", json"
    info["flow"] = flow

    logs = [rel(p, d) for p in yosys_logs] + [rel(p, d) for p in sim_logs if p not in yosys_logs]
    logs += [rel(p, d) + " (empty)" for p in empty_logs]
    info["log"] = ", ".join(logs) if logs else "-"

    # cell statistics: final stat of the last yosys log, else a tee -o report, else the netlist
    stat = None
    for p in yosys_logs[::-1] + [p for p in all_files if "stat" in os.path.basename(p) and p not in yosys_logs]:
        stat = last_stat_block(texts[p])
        if stat:
            break
    src = "stat"
    if not stat:
        nets = [p for p in all_files if p.endswith(".v") and netlist_cells(texts[p])]
        if nets:
            t = netlist_cells(texts[nets[0]])
            stat = (sum(t.values()), t, None)
            src = "netlist"
    if stat:
        cells, types, area = stat
        info["cells"] = str(cells) + (" (netlist)" if src == "netlist" else "")
        info["flops"] = str(sum(v for k, v in types.items() if FLOP_RE.match(k)))
        info["latches"] = str(sum(v for k, v in types.items() if LATCH_RE.match(k)))
        info["area"] = fmt_num(area)
    else:
        info["cells"] = info["flops"] = info["latches"] = info["area"] = "-"

    # netlists written by the run (any format)
    nl = []
    for p in all_files:
        r = rel(p, d)
        if "_TECHMAP_" in texts[p]:      # techmap rule files (e.g. a latch map) are inputs, not netlists
            continue
        if r.endswith((".json", ".blif", ".edf", ".edif", ".vg")) or (r.endswith(".v") and netlist_cells(texts[p])) \
                or (r.endswith(".v") and "Generated by Yosys" in texts[p]):
            nl.append(r)
    info["netlists"] = ", ".join(nl) if nl else "-"

    # STA
    info["sta"] = ", ".join(rel(p, d) for p in sta_reps) if sta_reps else "-"
    clocks = []
    clock_srcs = [p for p in all_files if p.endswith((".sdc", ".tcl"))]
    if not any("create_clock" in texts[p] for p in clock_srcs):
        clock_srcs = [os.path.join(d, "run.sh")]
    for p in clock_srcs:
        t = texts.get(p) or read(p)
        for cm in re.finditer(r"create_(generated_)?clock\s+-name\s+(\w+)([^\n]*)", t):
            name, rest = cm.group(2), cm.group(3)
            if cm.group(1):
                dm = re.search(r"-divide_by\s+(\d+)", rest)
                clocks.append(f"{name} (gen /{dm.group(1) if dm else '?'})")
            else:
                pm = re.search(r"-period\s+([\d.]+)", rest)
                clocks.append(f"{name} {pm.group(1)}" if pm else name)
    per_m = re.search(r"PERIODS\s*:=\s*(.+)", mk)
    if per_m:
        clocks = [f"clk {'/'.join(per_m.group(1).split())}"]
    info["clocks"] = "; ".join(dict.fromkeys(clocks)) if clocks else "-"
    setup_slack = hold_slack = wns = tns = power = None
    for p in sta_reps:
        t = texts[p]
        # every reported path: its Path Type (max = setup/recovery, min = hold/removal) and its slack
        for blk in re.split(r"\n(?=Startpoint: )", t):
            pt = re.search(r"^Path Type: (max|min)", blk, re.M)
            sm = re.search(r"^\s*(-?[\d.]+)\s+slack \((MET|VIOLATED)\)", blk, re.M)
            if not (pt and sm):
                continue
            if pt.group(1) == "max" and (setup_slack is None or float(sm.group(1)) < float(setup_slack)):
                setup_slack = sm.group(1)
            if pt.group(1) == "min" and (hold_slack is None or float(sm.group(1)) < float(hold_slack)):
                hold_slack = sm.group(1)
        w = re.findall(r"^wns (\S+)", t, re.M)
        if w:
            wns = "/".join(([wns] if wns else []) + w)
        tt = re.findall(r"^tns (\S+)", t, re.M)
        if tt:
            tns = "/".join(([tns] if tns else []) + tt)
    # report_power output may sit in its own file (power.rpt) without any slack line
    for p in sta_reps + [p for p in all_files if p not in sta_reps]:
        pm = re.search(r"^Total\s+\S+\s+\S+\s+\S+\s+(\S+)\s+100\.0%", texts[p], re.M)
        if pm and power is None:
            power = pm.group(1)
    info["slack"] = setup_slack or "-"
    info["hold"] = hold_slack or "-"
    info["wns"] = wns or "-"
    info["tns"] = tns or "-"
    info["power"] = power or "-"

    # errors and warnings over every log-like file
    err_lines, warn = [], 0
    for p in all_files:
        if p.endswith((".v", ".vg", ".sh", ".tcl", ".sdc", ".ys", ".f", ".json", ".blif", ".edf", ".edif", ".vcd", ".vvp")) or os.path.basename(p) == "Makefile":
            continue
        for line in texts[p].splitlines():
            s = line.strip()
            if re.search(r"(^|: )(ERROR|Error)\b", s) or re.match(r"\S+:\d+: syntax error$", s):
                err_lines.append(s)
            elif re.search(r"(^|: )[Ww]arning\b", s):
                warn += 1
    info["errors"] = str(len(err_lines))
    info["first_error"] = err_lines[0].replace("|", "\\|") if err_lines else "-"
    info["warnings"] = str(warn)

    sim = "-"
    for p in sim_logs:
        sm = re.search(r"(TEST PASSED.*|TEST FAILED.*|RESULT: PASS.*|RESULT: FAIL.*)", texts[p])
        if sm:
            sim = sm.group(1).strip()
    info["sim"] = sim.replace("|", "\\|")
    failed = bool(err_lines) or "FAIL" in sim
    info["status"] = "FAIL" if failed else "ok"
    return info


COLS = [
    ("run", "run folder name under runs/"),
    ("design", "design folder under designs/ whose RTL run.sh copies"),
    ("flow", "generic (yosys internal gates), mapped OSU035 (dfflibmap + abc with the OSU 0.35 um liberty), sim (iverilog + vvp; '+ generic synth' when the same run also synthesises with yosys) or lint (iverilog compile to /dev/null plus a yosys read, no simulation); "
             "flat = synthesised with -flatten, hier = several modules kept (stat shows a design hierarchy), abc -D = ABC run with a delay target, make = driven by a Makefile, -q = yosys run quietly, json = netlist written as JSON"),
    ("log", "tool logs found in the run folder (yosys logs, simulation transcripts); '(empty)' marks a log file with no content"),
    ("cells", "total cell count from the last yosys `stat` (design hierarchy totals for hierarchical runs); '(netlist)' = counted from the mapped netlist because no stat was kept"),
    ("flops", "flip-flop cells in that stat (DFFPOSX1, DFFNEGX1, DFFSR or yosys $_DFF*/$_SDFF* types)"),
    ("latches", "latch cells in that stat (LATCH or $_DLATCH*)"),
    ("area", "`Chip area` printed by `stat -liberty` (top module for hierarchical runs), in liberty area units; '-' when not mapped or no stat"),
    ("netlists", "netlist files the run wrote (Verilog, JSON, BLIF, EDIF), paths relative to the run folder"),
    ("sta", "OpenSTA report file(s) containing slack or wns lines (setup reports first, then path order)"),
    ("clocks", "clocks created in the SDC/TCL (name and period in ns; gen /N = generated clock divided by N; a/b/c = period sweep)"),
    ("slack", "worst (smallest) slack over all `Path Type: max` paths printed in the run's STA reports (setup and recovery checks; for a period sweep, the tightest period)"),
    ("hold", "worst (smallest) slack over all `Path Type: min` paths printed (hold and removal checks); '-' when no min-path report was made"),
    ("wns", "report_wns values of every STA report, in the order of the sta column (separated by /)"),
    ("tns", "report_tns values of every STA report, in the order of the sta column (separated by /)"),
    ("power", "total power (W) from report_power, if run"),
    ("errors", "number of error lines in logs and reports: ERROR / Error: from yosys or OpenSTA, `file:line: syntax error` from iverilog, and lines a testbench prints starting with ERROR"),
    ("first_error", "the first such error line"),
    ("warnings", "number of warning lines (Warning / warning) in logs and reports"),
    ("sim", "pass/fail line printed by a self-checking testbench"),
    ("status", "FAIL if any error line or a failing testbench, else ok"),
]


def main():
    runs = sorted(r for r in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, r)))
    infos = [analyse(r) for r in runs]
    out = ["# runs_blind65: synthesis / timing / simulation runs", "",
           "Generated by `make_readme.py` from the files in `runs/`. Rerun everything with `./run_all.sh`.", "",
           "| " + " | ".join(c for c, _ in COLS) + " |",
           "|" + "|".join("---" for _ in COLS) + "|"]
    for i in infos:
        out.append("| " + " | ".join(i[c] for c, _ in COLS) + " |")
    out += ["", "## Summary", ""]
    n = len(infos)
    failed = [i["run"] for i in infos if i["status"] == "FAIL"]
    mapped = [i for i in infos if i["flow"].startswith("mapped")]
    generic = [i for i in infos if i["flow"].startswith("generic")]
    sims = [i for i in infos if i["flow"].startswith("sim")]
    with_sta = [i for i in infos if i["sta"] != "-"]
    viol = [i["run"] for i in infos if i["wns"] != "-" and any(float(x) < 0 for x in i["wns"].split("/"))]
    gen_clk = [i["run"] for i in infos if "(gen" in i["clocks"]]
    fmts = {}
    for i in infos:
        for nf in i["netlists"].split(", "):
            if nf != "-":
                ext = nf.rsplit(".", 1)[-1]
                fmts[ext] = fmts.get(ext, 0) + 1
    areas = [(float(i["area"]), i["run"]) for i in infos if i["area"] != "-"]
    cells = [(int(i["cells"].split()[0]), i["run"]) for i in infos if i["cells"] != "-"]
    latch_runs = [i["run"] for i in infos if i["latches"] not in ("-", "0")]
    out.append(f"- runs: {n}; designs used: {len(set(i['design'] for i in infos))}")
    lints = [i for i in infos if i["flow"].startswith("lint")]
    out.append(f"- flows: {len(mapped)} mapped OSU035, {len(generic)} generic, {len(sims)} simulation, {len(lints)} lint")
    out.append(f"- failed runs ({len(failed)}): {', '.join(failed)}")
    out.append(f"- runs with an STA report ({len(with_sta)}): {', '.join(i['run'] for i in with_sta)}")
    out.append(f"- runs with negative wns ({len(viol)}): {', '.join(viol)}")
    if areas:
        big, small = max(areas), min(areas)
        out.append(f"- largest area: {fmt_num(str(big[0]))} ({big[1]}); smallest area: {fmt_num(str(small[0]))} ({small[1]})")
        out.append(f"- total area over {len(areas)} mapped runs with stat: {fmt_num(str(sum(a for a, _ in areas)))}")
    if cells:
        out.append(f"- most cells: {max(cells)[0]} ({max(cells)[1]}); fewest cells: {min(cells)[0]} ({min(cells)[1]}); "
                   f"total cells over {len(cells)} runs: {sum(c for c, _ in cells)}")
    out.append(f"- runs with a generated clock ({len(gen_clk)}): {', '.join(gen_clk)}")
    out.append("- netlist files by extension: " + ", ".join(f"{k} {v}" for k, v in sorted(fmts.items())))
    out.append(f"- runs with latches ({len(latch_runs)}): {', '.join(latch_runs)}")
    out.append(f"- total warnings: {sum(int(i['warnings']) for i in infos)}; total error lines: {sum(int(i['errors']) for i in infos)}")
    out.append(f"- simulations: {len(sims)} ({', '.join(i['run'] + ' ' + ('NOT RUN' if i['sim'] == '-' else 'FAIL' if 'FAIL' in i['sim'] else 'PASS') for i in sims)})")
    out += ["", "## Column legend", ""]
    for c, desc in COLS:
        out.append(f"- **{c}**: {desc}")
    out.append("")
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
