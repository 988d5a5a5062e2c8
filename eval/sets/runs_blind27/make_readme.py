#!/usr/bin/env python3
"""Scan runs/*/ and write README.md: one table row per run, a summary and a column legend.

Everything in the table is read back from the files the tools wrote; nothing is typed by hand.
"""
import os
import re

ROOT = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(ROOT, "runs")

FLOP_RE = re.compile(r"^(\$_(S?DFFS?R?E?|ALDFFE?|DFFE)_\w*|\$dff\w*|\$adff\w*|\$sdff\w*|DFF\w*)$")
LATCH_RE = re.compile(r"^(\$_DLATCH\w*|\$dlatch\w*|LATCH)$")


def read(p):
    with open(p, errors="replace") as f:
        return f.read()


def files(run):
    out = []
    for dp, dn, fn in os.walk(os.path.join(RUNS, run)):
        dn.sort()
        for f in sorted(fn):
            out.append(os.path.relpath(os.path.join(dp, f), os.path.join(RUNS, run)))
    return out


def is_output(rel):
    """Files the run produced (not the RTL copy, not the run scripts / constraints written by hand)."""
    base = os.path.basename(rel)
    if base in ("run.sh", "Makefile") or base.endswith((".sdc", ".sdc.in", ".tcl", ".ys")):
        return False
    if rel.endswith(".v") and rel.split("/")[0] in ("rtl", "src", "hdl", "tb", "design"):
        return rel.endswith(("_mapped.v",))
    return True


def yosys_log(run, texts):
    for rel, t in texts.items():
        if "Executing Verilog-2005 frontend" in t or t.lstrip().startswith("Warning: Wire") and rel.endswith("console.txt"):
            return rel
    for rel, t in texts.items():
        if rel.endswith("console.txt"):
            return rel
    return None


def last_stat_block(texts):
    """Return (rel, block text) of the last 'Printing statistics' output (log or tee -o report)."""
    best = None
    for rel, t in texts.items():
        idx = t.rfind("Printing statistics.")
        if idx < 0:
            continue
        blk = t[idx:]
        end = re.search(r"\n\d+(\.\d+)*\. Executing ", blk)
        if end:
            blk = blk[:end.start()]
        # prefer the block that carries a liberty area, then the longest-running (last) log
        score = (("Chip area" in blk), "Chip area" in blk and "top module" in blk, len(t))
        if best is None or score > best[0]:
            best = (score, rel, blk)
    return (best[1], best[2]) if best else (None, None)


def parse_stat(blk):
    """cells, flops, latches, area from one stat output; hierarchy total wins, else sum of modules."""
    parts = re.split(r"^=== (.+?) ===$", blk, flags=re.M)
    mods = []
    for i in range(1, len(parts), 2):
        mods.append((parts[i], parts[i + 1]))
    if not mods:
        return None
    hier = [m for m in mods if m[0] == "design hierarchy"]
    use = hier if hier else mods
    cells = flops = latches = 0
    area = None
    for name, body in use:
        m = re.search(r"Number of cells:\s+(\d+)", body)
        if m:
            cells += int(m.group(1))
        for ct, n in re.findall(r"^\s{5}(\S+)\s+(\d+)\s*$", body, re.M):
            if FLOP_RE.match(ct):
                flops += int(n)
            elif LATCH_RE.match(ct):
                latches += int(n)
    for name, body in mods:
        m = re.search(r"Chip area for (?:top )?module '[^']*': ([\d.]+)", body)
        if m:
            area = m.group(1)
    return cells, flops, latches, area


def sta_report(texts):
    for rel, t in texts.items():
        if re.search(r"^(Startpoint:|wns |tns |OpenSTA> )", t, re.M) or "no network has been linked" in t:
            return rel
    return None


def clocks(run, texts_all):
    found = []
    for rel, t in texts_all.items():
        if not rel.endswith((".sdc", ".tcl")):
            continue
        for m in re.finditer(r"create_clock\s+-name\s+(\S+)\s+-period\s+(\S+)", t):
            found.append(f"{m.group(1)}:{m.group(2)}")
        for m in re.finditer(r"create_generated_clock\s+-name\s+(\S+).*?-divide_by\s+(\d+)", t):
            found.append(f"{m.group(1)}:/{m.group(2)}")
    sweep = []
    for t in texts_all.values():
        sweep += re.findall(r"^##### period (\S+) ns", t, re.M)
    if sweep:
        found = [f"clk:{'/'.join(sweep)}"]
    return " ".join(dict.fromkeys(found)) or "-"


def first_error(run, texts):
    pat = re.compile(r"^(ERROR:|Error:)|: ERROR:|: error:")
    for rel, t in texts.items():
        for i, line in enumerate(t.splitlines(), 1):
            if pat.search(line):
                return f"{rel}:{i}", line.strip()
    return None, None


def count(pat, texts):
    return sum(len(re.findall(pat, t, re.M)) for t in texts.values())


def analyse(run):
    rd = os.path.join(RUNS, run)
    allrel = files(run)
    texts_all = {r: read(os.path.join(rd, r)) for r in allrel if os.path.getsize(os.path.join(rd, r)) < 2_000_000}
    outs = {r: t for r, t in texts_all.items() if is_output(r) and not r.endswith(".json")}
    sh = texts_all.get("run.sh", "") + texts_all.get("Makefile", "")
    row = {"run": run}
    m = re.search(r"\.\./\.\./designs/(\w+)/", sh)
    row["design"] = m.group(1) if m else "-"
    m = re.search(r"-top\s+(\w+)", sh) or re.search(r"link_design\s+(\w+)", sh) or re.search(r"TOP\s*:=\s*(\w+)", sh) \
        or re.search(r"-s\s+(\w+)", sh)
    row["top"] = m.group(1) if m else "(auto)"
    if not m and re.search(r"^\s*vvp\b", sh, re.M):
        for rel, t in texts_all.items():
            mt = re.search(r"^module\s+(\w+_tb)\b", t, re.M)
            if mt:
                row["top"] = mt.group(1) + " (tb, no -s)"
    flow = []
    if "yosys" in sh:
        flow.append("mapped" if "-liberty" in sh else "generic")
    if re.search(r"^\s*sta\b|\bsta -no_splash", sh, re.M):
        flow.append("sta")
    if re.search(r"^\s*vvp\b", sh, re.M):
        flow.append("sim")
    elif "iverilog" in sh:
        flow.append("lint")
    if "Makefile" in texts_all:
        flow.append("make")
    row["flow"] = "+".join(flow)
    row["log"] = yosys_log(run, outs) or "-"
    srel, blk = last_stat_block(outs)
    st = parse_stat(blk) if blk else None
    if st:
        row["cells"], row["flops"], row["latches"] = str(st[0]), str(st[1]), str(st[2])
        row["area"] = st[3] if st[3] is not None else "-"
    else:
        row["cells"] = row["flops"] = row["latches"] = row["area"] = "-"
    srep = sta_report(outs)
    row["sta_report"] = srep or "-"
    row["clocks"] = clocks(run, texts_all) if srep else "-"
    if srep:
        t = outs[srep]
        m = re.search(r"^\s*(-?[\d.]+)\s+slack \((MET|VIOLATED)\)", t, re.M)
        row["first_slack"] = m.group(1) if m else "-"
        w = re.findall(r"^wns (-?[\d.]+)", t, re.M)
        n = re.findall(r"^tns (-?[\d.]+)", t, re.M)
        row["wns"] = min(w, key=float) if w else "-"
        row["tns"] = min(n, key=float) if n else "-"
        row["violated_paths"] = str(len(re.findall(r"\(VIOLATED\)", t)))
    else:
        row["first_slack"] = row["wns"] = row["tns"] = row["violated_paths"] = "-"
    erel, etxt = first_error(run, outs)
    row["errors"] = str(count(r"^(ERROR:|Error:)|: ERROR:|: error:", outs))
    row["first_error"] = (f"{erel} `" + etxt[:70].replace("`", "'").replace("|", "/") + "`") if erel else "-"
    row["warnings"] = str(count(r"^Warning:|: warning:", outs))
    sim = "-"
    for t in outs.values():
        if re.search(r"^(TEST PASSED|PASS:)", t, re.M):
            sim = "PASS"
        if re.search(r"^(TEST FAILED|FAIL:)", t, re.M):
            sim = "FAIL"
    row["sim"] = sim
    if etxt:
        if "syntax error" in etxt and "TOK_" in etxt:
            res = "parse error"
        elif "not part of the design" in etxt or "Unknown module" in etxt:
            res = "elaboration error"
        elif "check -assert" in etxt:
            res = "check failed"
        else:
            res = "tool error"
    elif sim == "FAIL":
        res = "sim fail"
    elif row["violated_paths"] not in ("-", "0"):
        res = "timing violated"
    else:
        res = "ok"
    row["result"] = res
    return row


COLS = ["run", "design", "top", "flow", "result", "log", "cells", "flops", "latches", "area", "sta_report",
        "clocks", "first_slack", "wns", "tns", "violated_paths", "errors", "first_error", "warnings", "sim"]

LEGEND = {
    "run": "run folder name under runs/",
    "design": "design folder under designs/ whose RTL the run.sh copies",
    "top": "top module given to the tools (-top, link_design, TOP in a Makefile, or -s for a testbench); "
           "(auto) = no top was named and yosys kept every module; a testbench compiled without -s is marked (tb, no -s)",
    "flow": "generic = yosys synth without a liberty; mapped = dfflibmap/abc to OSU035; sta = OpenSTA was run; "
            "sim = Icarus compile + vvp; lint = iverilog used only as a checker; make = driven by a Makefile",
    "result": "parse error / elaboration error / check failed / tool error (first error line decides), else sim fail, "
              "else timing violated (any VIOLATED path in the STA report), else ok",
    "log": "the synthesis log (yosys -l file, or the captured console of a -q run); - when the run kept none",
    "cells": "Number of cells of the last yosys stat output in the run (design hierarchy total when present, "
             "otherwise the sum over the modules printed); - when no stat output was kept",
    "flops": "flip-flop cells in that same stat output ($_DFF*/$_SDFF*/$_DFFE* generic types, DFF* liberty cells)",
    "latches": "latch cells in that same stat output ($_DLATCH*, liberty LATCH)",
    "area": "Chip area printed by stat -liberty (top module or the single module), in liberty area units; "
            "- when no liberty stat was kept",
    "sta_report": "the OpenSTA output file of the run",
    "clocks": "clocks from the run's SDC/TCL as name:period in ns (generated clocks as name:/divisor); "
              "a period sweep is shown as clk:p1/p2/...",
    "first_slack": "slack of the first path printed in the STA report, as printed",
    "wns": "most negative 'wns' line of the STA report (a sweep prints several), as printed",
    "tns": "most negative 'tns' line of the STA report, as printed",
    "violated_paths": "number of '(VIOLATED)' path or endpoint lines in the STA report",
    "errors": "lines in the run's outputs that are tool errors (ERROR:, Error:, ': error:')",
    "first_error": "file:line and text of the first such error line",
    "warnings": "lines starting with 'Warning:' or containing ': warning:' in the run's outputs "
                "(a yosys warning repeated by later check passes counts every time)",
    "sim": "verdict printed by a self-checking testbench (PASS / FAIL); - for runs without simulation",
}


def main():
    runs = sorted(d for d in os.listdir(RUNS) if os.path.isdir(os.path.join(RUNS, d)))
    rows = [analyse(r) for r in runs]
    out = ["# runs_blind27: run outputs", "",
           "Generated by `make_readme.py` from the files under `runs/` (rerun `./run_all.sh` to rebuild everything).",
           "", "| " + " | ".join(COLS) + " |", "|" + "|".join("---" for _ in COLS) + "|"]
    for r in rows:
        out.append("| " + " | ".join(r[c] for c in COLS) + " |")
    out += ["", "## Summary", ""]
    mapped = [r for r in rows if "mapped" in r["flow"]]
    with_area = [r for r in rows if r["area"] != "-"]
    with_cells = [r for r in rows if r["cells"] != "-"]
    with_sta = [r for r in rows if r["sta_report"] != "-"]
    wns_rows = [r for r in with_sta if r["wns"] != "-"]
    err_rows = [r for r in rows if r["errors"] != "0"]
    sims = [r for r in rows if r["sim"] != "-"]
    tot_area = sum(float(r["area"]) for r in with_area)
    out.append(f"- runs: {len(rows)}; designs used: {len(set(r['design'] for r in rows))}")
    out.append(f"- mapped runs (OSU035): {len(mapped)} ({', '.join(r['run'] for r in mapped)})")
    out.append(f"- generic-only synthesis runs: {', '.join(r['run'] for r in rows if r['flow'].startswith('generic'))}")
    out.append(f"- runs with an STA report: {len(with_sta)}; mapped runs without one: "
               f"{', '.join(r['run'] for r in mapped if r['sta_report'] == '-') or 'none'}")
    if with_area:
        big = max(with_area, key=lambda r: float(r["area"]))
        small = min(with_area, key=lambda r: float(r["area"]))
        out.append(f"- runs with a liberty area: {len(with_area)}; total area {tot_area:.0f}; "
                   f"largest {big['run']} ({big['area']}); smallest {small['run']} ({small['area']})")
        out.append("- area per cell: " + "; ".join(
            f"{r['run']} {float(r['area']) / int(r['cells']):.1f}" for r in with_area))
    if with_cells:
        mc = max(with_cells, key=lambda r: int(r["cells"]))
        out.append(f"- total cells over runs with a stat output: {sum(int(r['cells']) for r in with_cells)}; "
                   f"most cells {mc['run']} ({mc['cells']})")
        out.append(f"- total flops: {sum(int(r['flops']) for r in with_cells)}; total latches: "
                   f"{sum(int(r['latches']) for r in with_cells)} "
                   f"(in {', '.join(r['run'] for r in with_cells if r['latches'] != '0')})")
    if wns_rows:
        worst = min(wns_rows, key=lambda r: float(r["wns"]))
        out.append(f"- worst wns: {worst['run']} ({worst['wns']}); runs with negative wns: "
                   f"{', '.join(r['run'] for r in wns_rows if float(r['wns']) < 0)}")
    out.append(f"- runs with tool errors: {len(err_rows)} ({', '.join(r['run'] for r in err_rows)})")
    out.append(f"- runs with no tool error: {', '.join(r['run'] for r in rows if r['errors'] == '0')}")
    out.append(f"- simulations: {len(sims)}; passed: {', '.join(r['run'] for r in sims if r['sim'] == 'PASS') or 'none'}; "
               f"failed: {', '.join(r['run'] for r in sims if r['sim'] == 'FAIL') or 'none'}")
    out.append(f"- total warnings: {sum(int(r['warnings']) for r in rows)}; most warnings: "
               f"{max(rows, key=lambda r: int(r['warnings']))['run']}")
    out += ["", "## Column legend", ""]
    for c in COLS:
        out.append(f"- `{c}`: {LEGEND[c]}")
    out.append("")
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
