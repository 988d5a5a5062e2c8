#!/usr/bin/env python3
"""Build README.md for runs_blind18 from the tool outputs in runs/*/.
Every number in the table is pulled from a log or report; nothing typed."""
import os, re, glob, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")

DESC = {  # what the design is (prose, not results)
    "match_timer3": "16-bit timer, prescaler + 3 compare channels (16/12/8 bit)",
    "msg_queue8": "8x8 synchronous message FIFO with flags",
    "noise_gate_ctl": "audio noise gate FSM with clock-gated gain register",
    "odometer_bcd": "5-digit BCD odometer, digit scan, 7-seg decoder",
    "parking_meter": "coin parking meter FSM with minute/second countdown",
    "pid_int_sat": "PI controller, clamped integrator, saturating output",
    "present_round": "iterative PRESENT-80 cipher core, 1 round/clock",
    "qspi_rd_seq": "quad SPI flash read sequencer, divided serial clock",
    "rgb565_pack": "RGB888->RGB565 dither and pack pipeline",
    "tagmem_2p": "16x12 cache tag memory, 1W1R, valid bits",
    "vlan_tag_strip": "802.1Q tag stripper on a byte stream, skid buffer",
    "word_handoff": "2-clock toggle-handshake word transfer",
    "xbar_arb4": "4x2 crossbar with round robin arbiters",
    "xorshift32_rng": "xorshift32 PRNG with valid/ack handshake",
    "zigzag_scan8": "combinational JPEG zig-zag index mapper",
}

def read(p):
    with open(p, errors="replace") as f:
        return f.read()

def run_info(rd):
    name = os.path.basename(rd)
    files = sorted(f for f in os.listdir(rd) if os.path.isfile(os.path.join(rd, f)))
    runsh = read(os.path.join(rd, "run.sh"))
    m = re.search(r"designs/([A-Za-z0-9_]+)/", runsh)
    design = m.group(1) if m else "?"
    info = {"run": name, "design": design, "files": files}
    texts = {f: read(os.path.join(rd, f)) for f in files
             if not f.endswith((".v", ".sh", ".ys", ".tcl"))}
    # yosys log: the file with the Yosys banner or statistics
    ylog = None
    for f, t in texts.items():
        if "Executing" in t or "Yosys 0." in t or "Printing statistics" in t or "Chip area" in t:
            if ylog is None or len(t) > len(texts[ylog]):
                ylog = f
    info["ylog"] = ylog
    info["flow"] = " ".join(l.lstrip("# ").strip() for l in runsh.splitlines()[1:] if l.startswith("#"))
    yerr = []
    for f, t in texts.items():
        for line in t.splitlines():
            if line.startswith("ERROR:") or re.match(r".*\.v:\d+: ERROR:", line):
                yerr.append(line.strip())
    info["yerr"] = yerr
    cells = areas = None
    for f in files:
        t = texts.get(f, "")
        c = re.findall(r"Number of cells:\s+(\d+)", t)
        a = re.findall(r"Chip area for (?:top )?module '([^']+)': ([0-9.]+)", t)
        if c and (cells is None):
            cells = c[-1]
        if a and (areas is None):
            areas = a[-1][1]
    info["cells"] = cells
    # flip-flop cells in the last statistics block of the yosys output
    flops = None
    for f in files:
        t = texts.get(f, "")
        if "Number of cells" not in t:
            continue
        block = t[t.rfind("Number of cells"):]
        block = block.split("Chip area")[0] if "Chip area" in block else block[:3000]
        n = [(c, int(v)) for c, v in re.findall(r"^\s+(\S*DFF\S*)\s+(\d+)\s*$", block, re.M)]
        if n:
            flops = ", ".join(f"{c} {v}" for c, v in n)
        break
    info["flops"] = flops
    info["area"] = areas
    # STA report: a file containing 'slack' or 'no network' or 'Startpoint'
    sta = None
    for f, t in texts.items():
        if "Startpoint" in t or "no network has been linked" in t or re.search(r"^wns ", t, re.M):
            sta = f
    info["sta"] = sta
    if sta:
        t = texts[sta]
        wns = re.findall(r"^wns (\S+)", t, re.M)
        tns = re.findall(r"^tns (\S+)", t, re.M)
        sl = re.findall(r"^\s*(-?[0-9.]+)\s+slack \((MET|VIOLATED)\)", t, re.M)
        info["wns"] = wns[-1] if wns else None
        info["tns"] = tns[-1] if tns else None
        info["first_slack"] = " ".join(sl[0]) if sl else None
        info["viol"] = sum(1 for s in sl if s[1] == "VIOLATED")
        info["staerr"] = [l.strip() for l in t.splitlines() if l.startswith("Error:")]
        clk = re.findall(r"create_clock\s+-name\s+(\S+)\s+-period\s+(\S+)",
                         read(os.path.join(rd, [x for x in files if x.endswith(".tcl")][0]))
                         if any(x.endswith(".tcl") for x in files) else "")
        info["clocks"] = ", ".join(f"{a} {b} ns" for a, b in clk) or "none"
    return info

def main():
    ver_y = subprocess.run(["yosys", "-V"], capture_output=True, text=True).stdout.strip()
    rows = [run_info(d) for d in sorted(glob.glob(os.path.join(RUNS, "*"))) if os.path.isdir(d)]
    out = []
    out.append("# runs_blind18 -- synthesis/timing runs for blind evaluation (scope proj:blind18)\n")
    out.append("Tools: " + ver_y + "; OpenSTA 2.0.17 (`sta -no_splash -exit`); Icarus Verilog (`iverilog`/`vvp`).")
    out.append("Library: OSU 0.35 um `osu035_stdcells.lib`, referenced by path through "
               "`${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}` (not copied here).\n")
    out.append("Layout: `designs/<design>/*.v` hand-written RTL; `runs/<run>/run.sh` copies the RTL in, "
               "writes or uses the Yosys script, runs Yosys and (for timed runs) OpenSTA. `run_all.sh` reruns all. "
               "This file is generated by `make_readme.py` from the tool outputs.\n")
    out.append(f"{len(rows)} runs, {len(set(r['design'] for r in rows))} designs.\n")
    out.append("| run | top/design | what the design is | flow | yosys log | cells | flops | area | STA report | clocks | first slack | wns | tns | errors |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        errs = r["yerr"] + r.get("staerr", [])
        err = "; ".join(e.replace("|", "/") for e in errs[:2]) + (f" (+{len(errs)-2} more)" if len(errs) > 2 else "")
        out.append("| {run} | {design} | {desc} | {flow} | {ylog} | {cells} | {flops} | {area} | {sta} | {clk} | {fs} | {wns} | {tns} | {err} |".format(
            run=r["run"], design=r["design"], desc=DESC.get(r["design"], ""), flow=r["flow"].replace("|", "/"),
            ylog=r["ylog"] or "-", cells=r["cells"] or "-", flops=r["flops"] or "-", area=r["area"] or "-",
            sta=r["sta"] or "not timed", clk=r.get("clocks", "-"), fs=r.get("first_slack") or "-",
            wns=r.get("wns") or "-", tns=r.get("tns") or "-", err=err or "-"))
    out.append("\nNumbers are copied as printed: cells = last `Number of cells` in the Yosys output, "
               "flops = flip-flop cell lines of that same statistics block, area = last `Chip area` line, first slack = first `slack (...)` line of the STA report, "
               "wns/tns = `report_wns`/`report_tns` lines where the script asks for them.\n")
    out.append("Question files: `questions.jsonl` (all), `dev.jsonl`/`heldout.jsonl` (split by `split.py`), "
               "`FROZEN`, `dev_synonyms.jsonl` (reworded dev questions), `check.py` (validation).")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
