#!/usr/bin/env python3
"""Build README.md for this run set by reading every run's tool outputs (nothing is typed in by hand)."""
import os, re

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")


def read(p):
    with open(p, errors="replace") as f:
        return f.read()


def files(run):
    out = []
    for dp, dn, fn in os.walk(os.path.join(RUNS, run)):
        for f in fn:
            out.append(os.path.join(dp, f))
    return sorted(out)


def rel(p):
    return os.path.relpath(p, ROOT)


def design_of(script):
    m = re.search(r"\.\./\.\./designs/(\w+)/", script)
    return m.group(1) if m else ""


def describe(design):
    p = os.path.join(ROOT, "designs", design, design + ".v")
    if not os.path.isfile(p):
        return "-"
    first = read(p).splitlines()[0]
    return first.lstrip("/ ").strip().replace("|", "/")


def flow_of(script):
    parts = []
    if "yosys" in script:
        if "-liberty" in script:
            parts.append("yosys+osu035")
        else:
            parts.append("yosys-generic")
        if "-flatten" in script:
            parts.append("flat")
        elif "synth" in script and "-liberty" in script:
            parts.append("hier")
        if "chparam" in script:
            m = re.search(r"chparam -set (\w+) (\d+)", script)
            parts.append(f"chparam {m.group(1)}={m.group(2)}" if m else "chparam")
        if re.search(r"; check;", script):
            parts.append("check")
    if re.search(r"^\s*sta ", script, re.M):
        parts.append("opensta")
    if "iverilog" in script:
        parts.append("icarus-sim")
    return " ".join(parts)


def yosys_log(run):
    for p in files(run):
        if p.endswith((".v", ".sh", ".tcl", ".sdc")):
            continue
        t = read(p)
        if "Yosys 0." in t and "-- Running command" in t:
            return p
    return None


def last_stat_block(text):
    idx = text.rfind("Number of cells:")
    if idx < 0:
        return None, ""
    block = text[idx:]
    m = re.match(r"Number of cells:\s+(\d+)", block)
    body = []
    for line in block.splitlines()[1:]:
        if not line.strip():
            break
        body.append(line)
    return int(m.group(1)), "\n".join(body)


def sta_report(run):
    for p in files(run):
        if p.endswith((".v", ".sh", ".tcl", ".sdc")):
            continue
        t = read(p)
        if re.search(r"^(wns|tns) ", t, re.M) or "slack (" in t or "no network has been linked" in t:
            return p
    return None


def clocks(run):
    out = []
    for p in files(run):
        if not p.endswith((".sdc", ".tcl")):
            continue
        for line in read(p).splitlines():
            m = re.search(r"create_clock -name (\w+) -period ([\d.]+)", line)
            if m:
                out.append(f"{m.group(1)}@{m.group(2)}ns")
            m = re.search(r"create_generated_clock -name (\w+) .*-divide_by (\d+)", line)
            if m:
                out.append(f"{m.group(1)}(gen /{m.group(2)})")
    return ", ".join(out)


def sim_result(run):
    res = ""
    for p in files(run):
        if p.endswith((".v", ".sh")):
            continue
        for line in read(p).splitlines():
            if "TEST PASSED" in line or "TEST FAILED" in line:
                res = line.strip()
    return res


def error_count(run):
    n = 0
    for p in files(run):
        if p.endswith((".v", ".sh", ".tcl", ".sdc")):
            continue
        for line in read(p).splitlines():
            if re.search(r"(^|\s|:)ERROR:|^Error:", line):
                n += 1
    return n


rows = []
for run in sorted(d for d in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, d))):
    script = read(os.path.join(RUNS, run, "run.sh"))
    design = design_of(script)
    m = re.search(r"-top (\w+)|link_design (\w+)|-s (\w+)", script)
    top = next(g for g in m.groups() if g) if m else design
    ylog = yosys_log(run)
    cells = flops = latches = area = "-"
    ywarn = "-"
    if ylog:
        t = read(ylog)
        n, body = last_stat_block(t)
        if n is not None:
            cells = str(n)
            flops = str(sum(int(c) for name, c in re.findall(r"^\s+(\S+)\s+(\d+)$", body, re.M) if "DFF" in name.upper()))
            latches = str(sum(int(c) for name, c in re.findall(r"^\s+(\S+)\s+(\d+)$", body, re.M)
                              if "LATCH" in name.upper()))
        am = re.findall(r"Chip area for (?:top )?module '\\?\w+': ([\d.]+)", t)
        if am:
            area = am[-1]
        ywarn = str(len(re.findall(r"^Warning:", t, re.M)))
    srpt = sta_report(run)
    first_slack = wns = tns = "-"
    if srpt:
        t = read(srpt)
        sm = re.search(r"^\s*(-?[\d.]+)\s+slack \((MET|VIOLATED)\)", t, re.M)
        if sm:
            first_slack = f"{sm.group(1)} ({sm.group(2)})"
        wm = re.search(r"^wns (\S+)", t, re.M)
        tm = re.search(r"^tns (\S+)", t, re.M)
        wns = wm.group(1) if wm else "-"
        tns = tm.group(1) if tm else "-"
    rows.append({
        "run": run, "top": top, "design": describe(design), "flow": flow_of(script),
        "yosys_log": rel(ylog) if ylog else "-", "cells": cells, "flops": flops, "latches": latches,
        "area": area, "sta_report": rel(srpt) if srpt else "-", "clocks": clocks(run) or "-",
        "first_slack": first_slack, "wns": wns, "tns": tns, "errors": str(error_count(run)),
        "yosys_warnings": ywarn, "sim": sim_result(run) or "-",
    })

cols = ["run", "top", "design", "flow", "yosys_log", "cells", "flops", "latches", "area", "sta_report",
        "clocks", "first_slack", "wns", "tns", "errors", "yosys_warnings", "sim"]
out = ["# EDA run set (blind25)", "",
       "Generated by `make_readme.py` from the files under `runs/`. Rerun everything with `./run_all.sh`.", "",
       "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
for r in rows:
    out.append("| " + " | ".join(r[c] for c in cols) + " |")

areas = [(float(r["area"]), r["run"]) for r in rows if r["area"] != "-"]
sta_runs = [r for r in rows if r["wns"] != "-"]
viol = [r["run"] for r in sta_runs if r["wns"].startswith("-")]
sims = [r for r in rows if r["sim"] != "-"]
errs = [r["run"] for r in rows if r["errors"] != "0"]
out += ["", "## Summary", "",
        f"- Runs: {len(rows)}; designs used: {len(set(r['top'] for r in rows))}.",
        f"- Runs with a liberty area figure: {len(areas)}; largest area {max(areas)[0]:.6f} ({max(areas)[1]}), "
        f"smallest {min(areas)[0]:.6f} ({min(areas)[1]}), total {sum(a for a, _ in areas):.6f}.",
        f"- Runs with an OpenSTA wns line: {len(sta_runs)}; violating (negative wns): {', '.join(viol) or 'none'}.",
        f"- Simulation runs: {len(sims)}; passing: {', '.join(r['run'] for r in sims if 'PASSED' in r['sim']) or 'none'}; "
        f"failing: {', '.join(r['run'] for r in sims if 'FAILED' in r['sim']) or 'none'}.",
        f"- Runs whose outputs contain tool error lines: {', '.join(errs) or 'none'}.",
        f"- Total Yosys 'Warning:' lines over all runs: {sum(int(r['yosys_warnings']) for r in rows if r['yosys_warnings'] != '-')}.",
        "", "## Column legend", "",
        "- `run`: folder name under `runs/`.",
        "- `top`: top module named in the run script (`-top`, `link_design` or the simulation top `-s`).",
        "- `design`: first comment line of the design's RTL file in `designs/`.",
        "- `flow`: tools in the script: `yosys-generic` (no liberty), `yosys+osu035` (dfflibmap/abc to OSU035), "
        "`flat`/`hier` (flattened or hierarchy kept), `chparam P=V`, `check`, `opensta`, `icarus-sim`.",
        "- `yosys_log`: the file holding the Yosys transcript (`-` when the run kept none).",
        "- `cells`: the last `Number of cells:` figure in the Yosys log (top/whole-design total).",
        "- `flops`: sum of the cell types with DFF in the name in that last statistics block.",
        "- `latches`: sum of the cell types with LATCH in the name in that last statistics block.",
        "- `area`: last `Chip area` figure printed by `stat -liberty` (OSU035 area units); `-` for generic runs.",
        "- `sta_report`: the OpenSTA output file.",
        "- `clocks`: clocks created in the run's SDC/Tcl as name@period; generated clocks with their divide ratio.",
        "- `first_slack`: the slack of the first path printed in the STA report (setup check).",
        "- `wns`, `tns`: the values printed by `report_wns` / `report_tns`.",
        "- `errors`: number of error lines (`ERROR:` / `Error:`) in the run's tool outputs.",
        "- `yosys_warnings`: number of lines starting with `Warning:` in the Yosys log (ABC's own warnings excluded).",
        "- `sim`: the pass/fail line printed by the self-checking testbench.",
        ""]
with open(os.path.join(ROOT, "README.md"), "w") as f:
    f.write("\n".join(out))
print(f"README.md written with {len(rows)} rows")
