#!/usr/bin/env python3
"""Build README.md: one row per run, every figure read from the files the run produced."""
import os, re, glob

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")
DESIGNS = os.path.join(ROOT, "designs")

FLOP_RE = re.compile(r"^(DFF\w*|\$_(S)?DFF\w*|\$_ALDFF\w*|\$_DFFSR\w*)$")


def read(p):
    try:
        with open(p, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def run_files(run_dir):
    out = []
    for dp, dn, fn in os.walk(run_dir):
        for f in sorted(fn):
            out.append(os.path.join(dp, f))
    return sorted(out)


def rel(run_dir, p):
    return os.path.relpath(p, run_dir)


def design_of(run_sh):
    m = re.findall(r"\.\./\.\./designs/(\w+)/", run_sh)
    if m:
        return m[0]
    m = re.search(r"^(?:DESIGN|TOP)=(\w+)", run_sh, re.M)
    return m.group(1) if m else "-"


def description(design):
    p = os.path.join(DESIGNS, design, design + ".v")
    first = read(p).splitlines()[:1]
    return first[0].lstrip("/ ").strip() if first else "-"


def find_yosys_log(run_dir, files):
    for p in files:
        if p.endswith((".v", ".ys", ".sh", ".tcl", ".sdc", ".out")) and not p.endswith("yosys.out"):
            continue
        t = read(p)
        if "Executing Verilog-2005 frontend" in t or "Executing script file" in t:
            return p
    return None


def last_stat_block(text):
    """Return the text of the last 'Printing statistics' section (up to the next numbered pass)."""
    idx = [m.start() for m in re.finditer(r"^\d+(\.\d+)*\. Printing statistics\.", text, re.M)]
    if not idx:
        return None
    block = text[idx[-1]:]
    m = re.search(r"^\d+(\.\d+)*\. Executing", block[30:], re.M)
    if m:
        block = block[: 30 + m.start()]
    return block


def stats_from_block(block, top):
    if block is None:
        return "-", "-", "-"
    if "=== design hierarchy ===" in block:
        section = block.split("=== design hierarchy ===", 1)[1]
    else:
        parts = re.split(r"^=== (.+?) ===$", block, flags=re.M)
        section = None
        for i in range(1, len(parts), 2):
            if parts[i].lstrip("\\") == top:
                section = parts[i + 1]
        if section is None:
            section = parts[-1]
    cells = re.search(r"Number of cells:\s+(\d+)", section)
    cells = cells.group(1) if cells else "-"
    flops = 0
    seen = False
    after = section.split("Number of cells:", 1)[1] if "Number of cells:" in section else ""
    for line in after.splitlines()[1:]:
        m = re.match(r"^\s{5}(\S+)\s+(\d+)\s*$", line)
        if not m:
            if line.strip() == "":
                if seen:
                    break
                continue
            continue
        seen = True
        if FLOP_RE.match(m.group(1)):
            flops += int(m.group(2))
    area = re.search(r"Chip area for (?:top )?module '\\?[^']*': ([\d.]+)", section)
    area = area.group(1) if area else "-"
    return cells, (str(flops) if cells != "-" else "-"), area


def find_sta_report(files):
    for p in files:
        if p.endswith((".tcl", ".sdc", ".sh", ".v", ".ys")):
            continue
        t = read(p)
        if "Startpoint:" in t or re.search(r"^(wns|worst slack) ", t, re.M):
            return p
    return None


def clocks_of(files):
    out = []
    for p in files:
        if not p.endswith((".sdc", ".tcl")):
            continue
        for line in read(p).splitlines():
            m = re.search(r"create_clock\s+-name\s+(\S+)\s+-period\s+([\d.]+)", line)
            if m:
                out.append(f"{m.group(1)} {m.group(2)} ns")
            m = re.search(r"create_generated_clock\s+-name\s+(\S+)\s+-source\s+\[get_ports (\w+)\]\s+-divide_by\s+(\d+)", line)
            if m:
                out.append(f"{m.group(1)} = {m.group(2)}/{m.group(3)}")
    out.sort(key=lambda c: "=" in c)
    return ", ".join(out) if out else "-"


def first_num(text, pattern):
    m = re.search(pattern, text, re.M)
    return m.group(1) if m else "-"


def errors_of(files, run_dir):
    errs = []
    for p in files:
        if p.endswith((".v", ".sh", ".ys", ".tcl", ".sdc")):
            continue
        for line in read(p).splitlines():
            if re.search(r"\bERROR\b|^Error:", line):
                errs.append(f"{rel(run_dir, p)}: {line.strip()}")
    if not errs:
        return "none"
    uniq = []
    for e in errs:
        if e.split(": ", 1)[1] not in [u.split(": ", 1)[1] for u in uniq]:
            uniq.append(e)
    errs = uniq
    return "; ".join(errs[:2]).replace("|", "\\|").replace("`", "'")


def warnings_of(ylog):
    if not ylog:
        return "-"
    m = re.search(r"^Warnings: (\d+) unique messages, (\d+) total", read(ylog), re.M)
    if m:
        return m.group(2)
    return "0"


def sim_of(files, run_dir):
    for p in files:
        if p.endswith((".v", ".sh", ".out", ".vvp")):
            continue
        t = read(p)
        lines = [l for l in t.splitlines() if re.match(r"^(PASS|FAIL|RESULT)", l)]
        if lines:
            return f"{lines[-1].strip()} ({rel(run_dir, p)})"
    return "-"


def flow_of(run_sh):
    run_sh = "\n".join(l for l in run_sh.splitlines() if not l.lstrip().startswith("#"))
    steps = []
    if re.search(r"^\s*iverilog\b", run_sh, re.M):
        steps.append("iverilog sim")
    if re.search(r"^\s*yosys\b", run_sh, re.M):
        kind = "yosys mapped osu035" if "dfflibmap" in run_sh else "yosys generic"
        if "-flatten" in run_sh:
            kind += " (flatten)"
        m = re.search(r"chparam -set (\w+) (\d+)", run_sh)
        if m:
            kind += f" [{m.group(1)}={m.group(2)}]"
        steps.append(kind)
    if re.search(r"^\s*sta\b", run_sh, re.M):
        steps.append("sta")
    return " + ".join(steps) if steps else "-"


def main():
    rows = []
    for run_dir in sorted(glob.glob(os.path.join(RUNS, "*/"))):
        run_dir = run_dir.rstrip("/")
        name = os.path.basename(run_dir)
        files = run_files(run_dir)
        run_sh = read(os.path.join(run_dir, "run.sh"))
        design = design_of(run_sh)
        ylog = find_yosys_log(run_dir, files)
        ytext = read(ylog) if ylog else ""
        block = last_stat_block(ytext)
        if block is None:
            for p in files:
                if p.endswith((".rpt", ".txt")) and "Printing statistics" in read(p):
                    block = last_stat_block(read(p))
                    break
        cells, flops, area = stats_from_block(block, design)
        sta = find_sta_report(files)
        stext = read(sta) if sta else ""
        first_slack = first_num(stext, r"^\s*(-?[\d.]+)\s+slack \(")
        wns = first_num(stext, r"^wns (-?[\d.]+)")
        tns = first_num(stext, r"^tns (-?[\d.]+)")
        rows.append([
            name, design, description(design), flow_of(run_sh),
            rel(run_dir, ylog) if ylog else "-", cells, flops, area,
            rel(run_dir, sta) if sta else "-", clocks_of(files) if sta else "-",
            first_slack, wns, tns, errors_of(files, run_dir), warnings_of(ylog), sim_of(files, run_dir),
        ])

    hdr = ["run", "top", "design", "flow", "yosys log", "cells", "flops", "area", "STA report",
           "clocks", "first slack", "wns", "tns", "errors", "yosys warnings", "sim result"]
    out = ["# Synthesis / STA / simulation runs", "",
           "Generated by `make_readme.py` from the files under `runs/` (rerun everything with `./run_all.sh`).",
           f"{len(rows)} runs over {len(set(r[1] for r in rows))} designs. Tools: Yosys 0.23, OpenSTA 2.0.17, Icarus Verilog 11.0; "
           "mapped runs use the OSU035 standard-cell liberty via `$OSU035_LIB`.", "",
           "| " + " | ".join(hdr) + " |",
           "|" + "|".join("---" for _ in hdr) + "|"]
    for r in rows:
        out.append("| " + " | ".join(r) + " |")
    num = lambda v: float(v) if v not in ("-", "") else None
    failed = [r[0] for r in rows if r[13] != "none"]
    timed = [r[0] for r in rows if r[8] != "-"]
    simmed = [r[0] for r in rows if r[15] != "-"]
    cells = [int(r[5]) for r in rows if r[5] != "-"]
    flops = [int(r[6]) for r in rows if r[6] != "-"]
    areas = [num(r[7]) for r in rows if r[7] != "-"]
    out += ["", "## Summary", "",
            f"- runs with a tool error: {len(failed)} ({', '.join(failed) or 'none'})",
            f"- runs with an STA report: {len(timed)} ({', '.join(timed)})",
            f"- runs with a simulation: {len(simmed)} ({', '.join(simmed)})",
            f"- total cells over the {len(cells)} runs with a cell count: {sum(cells)}",
            f"- total flops over the {len(flops)} runs with a flop count: {sum(flops)}",
            f"- mean chip area over the {len(areas)} runs with an area: {sum(areas)/len(areas):.1f}" if areas else "- mean chip area: -"]
    out += ["", "## Column legend", "",
            "- **run**: folder under `runs/`; `run.sh` inside it reproduces the outputs.",
            "- **top**: top module (same as the design folder under `designs/`).",
            "- **design**: first comment line of the design's RTL.",
            "- **flow**: tools the run script invokes (sim = iverilog/vvp, yosys generic = internal gates only, yosys mapped osu035 = dfflibmap + abc to the OSU035 liberty, sta = OpenSTA); parameters set with chparam in brackets.",
            "- **yosys log**: file holding the Yosys log, relative to the run folder.",
            "- **cells**: `Number of cells` of the last Yosys `stat` (whole hierarchy when the design is not flattened).",
            "- **flops**: flip-flop cells in that `stat` (DFFPOSX1/DFFNEGX1/DFFSR or Yosys `$_DFF*`/`$_SDFF*`); latches are not counted.",
            "- **area**: `Chip area` from `stat -liberty` in square microns of the OSU035 library (top module incl. hierarchy); `-` for generic runs.",
            "- **STA report**: OpenSTA output file; **clocks**: clocks created in the run's SDC/Tcl (period in ns, generated clocks as source/divisor).",
            "- **first slack**: slack of the first path printed in the STA report (may be an async recovery path).",
            "- **wns / tns**: values printed by `report_wns` / `report_tns` (setup only; `-` when the command was not run).",
            "- **errors**: ERROR / Error: lines from the run's logs (`none` if the tools ran clean).",
            "- **yosys warnings**: total from Yosys's closing `Warnings:` line (0 when no such line).",
            "- **sim result**: last PASS/FAIL/RESULT line printed by the testbench, with its log.",
            "- `-`: the figure does not exist for that run (step not run, failed, or not reported).", ""]
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write("\n".join(out))
    print(f"README.md written ({len(rows)} runs)")


if __name__ == "__main__":
    main()
