#!/usr/bin/env python3
"""Build README.md: one row per run folder, every figure read from the files the run produced."""
import os
import re
import glob

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")
DESIGNS = os.path.join(ROOT, "designs")

YOSYS_MARK = re.compile(r"yosys -- Yosys Open SYnthesis Suite")
STA_MARK = re.compile(r"^(Startpoint: |wns |tns |worst slack |Clock\s+Period\s+Waveform)", re.M)
FLOP_RE = re.compile(r"DFF", re.I)


def read(path):
    with open(path, errors="replace") as f:
        return f.read()


def files_of(run_dir):
    out = []
    for dp, _, fns in os.walk(run_dir):
        for fn in sorted(fns):
            out.append(os.path.join(dp, fn))
    return sorted(out)


def rel(path, run_dir):
    return os.path.relpath(path, run_dir)


def design_names():
    return sorted(d for d in os.listdir(DESIGNS) if os.path.isdir(os.path.join(DESIGNS, d)))


def find_top(run_dir, ylog_text):
    if ylog_text:
        m = re.search(r"^Top module:\s+\\(\S+)", ylog_text, re.M)
        if m:
            return m.group(1)
        m = re.search(r"-top (\w+)", ylog_text)
        if m:
            return m.group(1)
    names = design_names()
    for f in files_of(run_dir):
        b = os.path.basename(f)
        if b.endswith(".v") and b[:-2] in names:
            return b[:-2]
    return "-"


def description(top):
    p = os.path.join(DESIGNS, top, top + ".v")
    if not os.path.exists(p):
        return "-"
    first = read(p).splitlines()[0]
    return first.lstrip("/ ").strip()


def last_stat(text):
    """Cells / flops / area from the last 'Printing statistics' block of a yosys log."""
    idx = [m.start() for m in re.finditer(r"Printing statistics\.", text)]
    if not idx:
        return None
    block = text[idx[-1]:]
    end = re.search(r"^\d+\. Executing ", block, re.M)
    if end:
        block = block[:end.start()]
    if "=== design hierarchy ===" in block:
        block = block[block.index("=== design hierarchy ==="):]
    cells = re.findall(r"Number of cells:\s+(\d+)", block)
    cells = cells[-1] if cells else "-"
    # cell type lines of the last listing
    last_list = block[block.rfind("Number of cells:"):]
    flops = 0
    for m in re.finditer(r"^\s{5}(\S+)\s+(\d+)\s*$", last_list, re.M):
        if FLOP_RE.search(m.group(1)):
            flops += int(m.group(2))
    area = re.findall(r"Chip area for (?:top )?module '[^']*': ([0-9.]+)", block)
    area = area[-1] if area else "-"
    return cells, str(flops), area


def clocks_from_sdc(run_dir):
    clocks = []
    for f in files_of(run_dir):
        if not f.endswith(".sdc"):
            continue
        text = read(f).replace("\\\n", " ")
        for line in text.splitlines():
            line = line.strip()
            if line.startswith("create_clock"):
                n = re.search(r"-name (\S+)", line)
                p = re.search(r"-period (\S+)", line)
                clocks.append("%s %sns" % (n.group(1) if n else "?", p.group(1) if p else "?"))
            elif line.startswith("create_generated_clock"):
                n = re.search(r"-name (\S+)", line)
                d = re.search(r"-divide_by (\d+)", line)
                clocks.append("%s (generated, /%s)" % (n.group(1) if n else "?", d.group(1) if d else "?"))
    return ", ".join(clocks) if clocks else "-"


def sim_summary(run_dir):
    passes = fails = 0
    found = False
    for f in files_of(run_dir):
        if f.endswith((".log", ".txt")):
            for line in read(f).splitlines():
                if line.startswith("PASS "):
                    passes += 1
                    found = True
                elif line.startswith("FAIL "):
                    fails += 1
                    found = True
    return (passes, fails) if found else None


def errors_of(run_dir):
    errs = []
    for f in files_of(run_dir):
        if f.endswith((".v", ".sh", ".ys", ".tcl", ".sdc", ".vvp")):
            continue
        for line in read(f).splitlines():
            if re.search(r"\bERROR\b", line) or line.startswith("Error:"):
                errs.append(line.strip())
    # yosys prints its fatal error twice (log + exit message)
    uniq = []
    for e in errs:
        if e not in uniq:
            uniq.append(e)
    return uniq


def row(run_name):
    run_dir = os.path.join(RUNS, run_name)
    files = files_of(run_dir)
    ylog = None
    sta = None
    for f in files:
        if f.endswith((".v", ".sh", ".ys", ".tcl", ".sdc")):
            continue
        t = read(f)
        if ylog is None and YOSYS_MARK.search(t):
            ylog = f
        if sta is None and STA_MARK.search(t):
            sta = f
    ytext = read(ylog) if ylog else ""
    top = find_top(run_dir, ytext)
    st = last_stat(ytext) if ytext else None
    cells, flops, area = st if st else ("-", "-", "-")

    flow = []
    sim = sim_summary(run_dir)
    if sim:
        flow.append("iverilog sim (%d PASS, %d FAIL)" % sim)
    if ylog:
        mapped = "Executing DFFLIBMAP" in ytext or "Executing ABC pass" in ytext and "-liberty" in ytext
        if re.search(r"\bERROR\b", ytext):
            flow.append("yosys (stopped on ERROR)")
        else:
            flow.append("yosys OSU035-mapped" if mapped else "yosys generic")
    if sta:
        flow.append("OpenSTA")
    errs = errors_of(run_dir)

    first_slack = wns = tns = "-"
    clocks = "-"
    if sta:
        st_text = read(sta)
        m = re.search(r"^\s*(-?[0-9.]+)\s+slack \((MET|VIOLATED)\)", st_text, re.M)
        if m:
            first_slack = "%s (%s)" % (m.group(1), m.group(2))
        m = re.search(r"^wns (-?[0-9.]+)", st_text, re.M)
        if m:
            wns = m.group(1)
        m = re.search(r"^tns (-?[0-9.]+)", st_text, re.M)
        if m:
            tns = m.group(1)
        clocks = clocks_from_sdc(run_dir)

    return [run_name, top, description(top), " + ".join(flow) if flow else "-",
            rel(ylog, run_dir) if ylog else "-", cells, flops, area,
            rel(sta, run_dir) if sta else "-", clocks, first_slack, wns, tns,
            ("%d: %s" % (len(errs), errs[0].replace("|", "\\|"))) if errs else "-"]


def main():
    runs = sorted(d for d in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, d)))
    head = ["run", "top", "design", "flow", "yosys log", "cells", "flops", "area",
            "STA report", "clocks", "first slack", "wns", "tns", "errors"]
    lines = ["# Synthesis / timing / simulation runs", "",
             "Generated by `make_readme.py` from the files inside `runs/` (rerun everything with `./run_all.sh`).",
             "Designs live in `designs/<name>/<name>.v`; each run copies its RTL from there.", "",
             "| " + " | ".join(head) + " |",
             "|" + "|".join("---" for _ in head) + "|"]
    for r in runs:
        lines.append("| " + " | ".join(row(r)) + " |")
    lines += ["", "## Column legend", "",
              "- **run**: folder under `runs/`.",
              "- **top**: top module (from the yosys log, else the copied RTL file name).",
              "- **design**: first comment line of `designs/<top>/<top>.v`.",
              "- **flow**: tools whose output is present: iverilog/vvp simulation (PASS/FAIL lines counted), yosys generic or OSU035-mapped synthesis, OpenSTA.",
              "- **yosys log**: path of the yosys log inside the run folder.",
              "- **cells**: total `Number of cells` in the last yosys `stat` (whole hierarchy when a design hierarchy total is printed).",
              "- **flops**: sum of the cell types containing `DFF` in that same stat listing (latches are not counted).",
              "- **area**: `Chip area` from `stat -liberty`, in the liberty's area units; `-` for generic runs.",
              "- **STA report**: OpenSTA output file.",
              "- **clocks**: `create_clock` / `create_generated_clock` entries of the run's SDC.",
              "- **first slack**: the first `slack (...)` line of the STA report (whatever path group comes first).",
              "- **wns / tns**: values printed by `report_wns` / `report_tns` (`-` when the command was not run).",
              "- **errors**: number of distinct ERROR / Error: lines in the run's logs, then the first one.",
              "- `-` means the figure does not exist for that run.", ""]
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
