#!/usr/bin/env python3
"""Build README.md: one table row per run, every value parsed from the files the tools wrote."""
import os, re, statistics

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")
FLOP_RE = re.compile(r"^(DFF\w*|\$_S?DFFE?_\w+|\$_DFFSRE?_\w+|\$_ALDFFE?_\w+)$")
LATCH_RE = re.compile(r"^(LATCH|\$_DLATCH\w*)$")


def read(p):
    with open(p, errors="replace") as f:
        return f.read()


def files(run):
    out = []
    for dp, dn, fn in os.walk(os.path.join(RUNS, run)):
        for f in fn:
            out.append(os.path.relpath(os.path.join(dp, f), ROOT))
    return sorted(out)


def design_of(run):
    m = re.search(r"\.\./\.\./designs/(\w+)/", read(os.path.join(RUNS, run, "run.sh")))
    return m.group(1) if m else "?"


def description(design):
    first = read(os.path.join(ROOT, "designs", design, design + ".v")).splitlines()[0]
    return first.lstrip("/ ").strip().replace("|", "/")


def yosys_log(run):
    """The log named by `yosys -l <file>` in run.sh, if the run kept one."""
    m = re.search(r"yosys -l (\S+)", read(os.path.join(RUNS, run, "run.sh")))
    if not m:
        return None, ""
    p = os.path.join(RUNS, run, m.group(1))
    if not os.path.isfile(p):
        return None, ""
    return os.path.relpath(p, ROOT), read(p)


def last_stat(log):
    """Return (cells, cell-type dict, area) of the final stat block (top-level / hierarchy summary)."""
    blocks = re.split(r"\n\d+(?:\.\d+)*\. Printing statistics\.\n", log)
    if len(blocks) < 2:
        return None, {}, None
    blk = blocks[-1]
    blk = re.split(r"\n\d+(?:\.\d+)*\. Executing ", blk)[0]
    if "=== design hierarchy ===" in blk:
        blk = blk.split("=== design hierarchy ===", 1)[1]
    else:
        parts = blk.split("=== ")
        blk = parts[-1] if len(parts) > 1 else blk
    cm = re.search(r"Number of cells:\s+(\d+)", blk)
    types = {}
    if cm:
        for m in re.finditer(r"^\s{5}(\S+)\s+(\d+)\s*$", blk[cm.end():], re.M):
            types[m.group(1)] = int(m.group(2))
    am = re.search(r"Chip area for (?:top )?module '[^']+':\s+([\d.]+)", blk)
    return (int(cm.group(1)) if cm else None), types, (am.group(1) if am else None)


def yosys_warnings(log):
    m = re.search(r"Warnings: \d+ unique messages, (\d+) total", log)
    if m:
        return int(m.group(1))
    return len(re.findall(r"^Warning:", log, re.M))


def sta_report(run):
    for f in files(run):
        if f.endswith((".v", ".vg", ".sh", ".tcl", ".sdc")):
            continue
        t = read(os.path.join(ROOT, f))
        if t.startswith("OpenSTA "):
            return f, t
    return None, ""


def errors_of(run):
    errs = []
    for f in files(run):
        if f.endswith((".v", ".sh", ".tcl", ".sdc", ".vvp")):
            continue
        for line in read(os.path.join(ROOT, f)).splitlines():
            if re.match(r"^(ERROR|Error:|.*: ERROR:)", line) and line.strip() not in errs:
                errs.append(line.strip())
    return errs


def sim_result(run):
    for f in files(run):
        if f.endswith((".v", ".sh", ".vvp")):
            continue
        for line in read(os.path.join(ROOT, f)).splitlines():
            if line.startswith(("TEST PASSED", "TEST FAILED")):
                return line.strip()
    return ""


def flow_of(run):
    sh = read(os.path.join(RUNS, run, "run.sh"))
    steps = []
    if "iverilog" in sh:
        steps.append("icarus sim")
    if "yosys" in sh:
        if "chparam" in sh:
            steps.append("chparam " + " ".join(re.findall(r"chparam -set (\w+ \S+)", sh)))
        mapped = "-liberty" in sh
        flat = "-flatten" in sh
        kind = "yosys " + ("osu035 map" if mapped else "generic synth" if "synth " in sh else "elab")
        if "synth " in sh:
            kind += " flat" if flat else " no-flatten"
        if re.search(r"^check$", sh, re.M):
            kind += " + check"
        if "yosys -q" in sh:
            kind += " (quiet, no log)"
        steps.append(kind)
    if re.search(r"^sta ", sh, re.M):
        steps.append("opensta" + (" + power" if "report_power" in sh else ""))
    return " -> ".join(steps)


def clocks_of(run, sta_text):
    names = []
    for f in files(run):
        if f.endswith(".sdc"):
            for m in re.finditer(r"create_(?:generated_)?clock -name (\w+)(?: -period ([\d.]+))?(?:.*-divide_by (\d+))?", read(os.path.join(ROOT, f))):
                if m.group(2):
                    names.append(f"{m.group(1)}@{m.group(2)}ns")
                else:
                    names.append(f"{m.group(1)}(/{m.group(3)})")
    return " ".join(names)


rows = []
for run in sorted(d for d in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, d))):
    design = design_of(run)
    ylog, ytext = yosys_log(run)
    cells, types, area = last_stat(ytext) if ytext else (None, {}, None)
    flops = sum(n for t, n in types.items() if FLOP_RE.match(t)) if types else None
    latches = sum(n for t, n in types.items() if LATCH_RE.match(t)) if types else None
    srep, stext = sta_report(run)
    sl = re.search(r"^\s*(-?[\d.]+)\s+slack \((MET|VIOLATED)\)", stext, re.M)
    wns = re.search(r"^wns (\S+)", stext, re.M)
    tns = re.search(r"^tns (\S+)", stext, re.M)
    errs = errors_of(run)
    rows.append({
        "run": run, "top": design, "design": description(design), "flow": flow_of(run),
        "yosys_log": ylog or "-", "cells": cells, "flops": flops, "latches": latches, "area": area,
        "sta_report": srep or "-", "clocks": clocks_of(run, stext) or "-",
        "first_slack": f"{sl.group(1)} ({sl.group(2)})" if sl else "-",
        "wns": wns.group(1) if wns else "-", "tns": tns.group(1) if tns else "-",
        "errors": len(errs), "first_error": errs[0][:90].replace("|", "/") if errs else "-",
        "yosys_warnings": yosys_warnings(ytext) if ytext else "-",
        "sim": sim_result(run) or "-",
    })

cols = ["run", "top", "design", "flow", "yosys_log", "cells", "flops", "latches", "area", "sta_report",
        "clocks", "first_slack", "wns", "tns", "errors", "first_error", "yosys_warnings", "sim"]


def fmt(v):
    return "-" if v is None else str(v)


out = ["# runs_blind26: EDA run outputs", "",
       "Generated by `make_readme.py` from the files under `runs/` (rerun everything with `./run_all.sh`).", "",
       "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
for r in rows:
    out.append("| " + " | ".join(fmt(r[c]) for c in cols) + " |")

areas = [(float(r["area"]), r["run"]) for r in rows if r["area"]]
viol = [r["run"] for r in rows if "VIOLATED" in r["first_slack"] or (r["wns"] not in ("-",) and r["wns"].startswith("-"))]
sta_runs = [r["run"] for r in rows if r["sta_report"] != "-"]
err_runs = [r["run"] for r in rows if r["errors"]]
sims = [r for r in rows if r["sim"] != "-"]
total_flops = sum(r["flops"] for r in rows if r["flops"])
out += ["", "## Summary", "",
        f"- runs: {len(rows)}; designs used: {len(set(r['top'] for r in rows))}",
        f"- runs with a Yosys log: {sum(1 for r in rows if r['yosys_log'] != '-')}; runs with an OpenSTA report: {len(sta_runs)}",
        f"- runs with a mapped OSU035 area: {len(areas)}; total area {sum(a for a, _ in areas):.6f}; "
        f"mean area {statistics.mean(a for a, _ in areas):.6f}" if areas else "- no mapped areas",
        f"- largest area: {max(areas)[1]} ({max(areas)[0]:.6f}); smallest area: {min(areas)[1]} ({min(areas)[0]:.6f})" if areas else "",
        f"- total flip-flops over all runs with a stat report: {total_flops}",
        f"- runs with a timing violation: {', '.join(viol) if viol else 'none'}",
        f"- runs whose tools reported errors: {', '.join(err_runs) if err_runs else 'none'}",
        f"- simulations: {', '.join(r['run'] + ' = ' + r['sim'].split(':')[0] for r in sims)}",
        f"- total yosys warnings (sum of column): {sum(r['yosys_warnings'] for r in rows if isinstance(r['yosys_warnings'], int))}",
        "", "## Column legend", "",
        "- **run**: folder name under `runs/` (each has a `run.sh` that regenerates it).",
        "- **top**: design folder / top RTL file name under `designs/` that the run copies.",
        "- **design**: first comment line of the design's RTL file.",
        "- **flow**: tool steps found in `run.sh` (chparam overrides, generic vs OSU035-mapped synthesis, flat vs hierarchical, check pass, OpenSTA, Icarus).",
        "- **yosys_log**: path of the Yosys log file (`-` if the run kept none).",
        "- **cells**: `Number of cells` of the last Yosys `stat` (the design-hierarchy total for hierarchical runs).",
        "- **flops**: sum of flip-flop cells (DFF*, $_DFF_*, $_SDFF_*...) in that stat block.",
        "- **latches**: sum of latch cells (LATCH, $_DLATCH_*) in that stat block.",
        "- **area**: `Chip area` printed by `stat -liberty` (OSU035 area units, as printed); `-` for generic synthesis.",
        "- **sta_report**: path of the OpenSTA output file.",
        "- **clocks**: clocks declared in the run's SDC file: name@period for primary clocks, name(/N) for generated ones.",
        "- **first_slack**: slack of the first path printed by `report_checks` (worst max-delay path of the first path group reported), with MET/VIOLATED.",
        "- **wns** / **tns**: values printed by `report_wns` / `report_tns` (ns; 0.00 means no setup violation).",
        "- **errors**: number of distinct tool error lines (`ERROR`, `Error:`) in the run's output files; **first_error** shows the first one.",
        "- **yosys_warnings**: total from Yosys's closing `Warnings: N unique messages, M total` line (or count of `Warning:` lines).",
        "- **sim**: the PASS/FAIL summary line printed by the self-checking testbench.",
        ]
with open(os.path.join(ROOT, "README.md"), "w") as f:
    f.write("\n".join(out) + "\n")
print("README.md written with", len(rows), "rows")
