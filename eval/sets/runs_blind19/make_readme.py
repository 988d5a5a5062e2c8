#!/usr/bin/env python3
"""Build README.md from what the tools wrote in runs/*/ (numbers copied as printed)."""
import os, re, glob

RUNS = {
 # run: (top, what, flow, yosys log, sta report or None)
 "agc_loop_8ns": ("agc_loop", "digital AGC, gain x sample multiply", "ys script, flatten, liberty map, OpenSTA 8 ns", "synth.log", "timing_8ns.rpt"),
 "agc_loop_12ns": ("agc_loop", "digital AGC, gain x sample multiply", "ys script, flatten, abc -D 12000, liberty map, OpenSTA 12 ns", "yosys_agc.log", "timing_12ns.rpt"),
 "audio_clkgen_sta": ("audio_clkgen", "I2S-style MCLK/BCLK/LRCLK generator", "ys script, liberty map, OpenSTA generated clock + async groups", "synth_audio.log", "sta_multiclock.log"),
 "booth_mul_fsm": ("booth_mul", "sequential radix-2 Booth multiplier", "ys script with log/tee, liberty map, OpenSTA min_max + power", "yosys_run.log", "sta_booth.log"),
 "bresenham_tcl": ("bresenham_line", "Bresenham line stepper", "yosys -c Tcl, generic gates, select -count, ltp", "bresenham_yosys.log", None),
 "envelope_det_rev1": ("envelope_det", "audio envelope detector (rev1)", "yosys -p, liberty map", "envdet_synth.log", None),
 "envelope_det_rev2": ("envelope_det", "audio envelope detector (rev2)", "yosys -p, setundef, liberty map, OpenSTA 10 ns + power", "envdet_synth.log", "sta_envdet_100mhz.log"),
 "galois_mul_comb": ("galois_mul", "GF(2^8) multiply-xor, combinational", "yosys -p, ltp, liberty map, OpenSTA virtual clock", "yosys_gf.log", "sta_gf.log"),
 "hyst_cmp_generic": ("hyst_cmp", "hysteresis window comparator", "ys script, generic gates, check, select -count", "hyst_cmp.log", None),
 "interp_lin_w12": ("interp_lin", "linear interpolator, chparam W=12 F=5", "ys script, chparam, liberty map, OpenSTA multicycle", "interp_synth.log", "sta_interp.log"),
 "jitter_buf_elab": ("jitter_buf", "voice jitter buffer + jb_mem storage", "ys script, hierarchy -check", "jb_yosys.log", None),
 "kbd_scan_sim": ("kbd_scan", "4x4 key-matrix scanner FSM", "iverilog RTL sim, yosys -p generic with fsm -export", "kbd_scan_synth.log", None),
 "leaky_bucket_map": ("leaky_bucket", "leaky-bucket rate limiter", "ys script, check, liberty map, OpenSTA false paths", "lb_yosys.out", "sta_lb.log"),
 "lockstep_flat": ("lockstep_cmp", "dual-core lockstep compare", "ys script, flatten, splitnets, liberty map, OpenSTA", "yosys_flat.log", "timing_flat.rpt"),
 "lockstep_hier": ("lockstep_cmp", "dual-core lockstep compare", "ys script, hierarchy kept, stat -top, liberty map, OpenSTA", "yosys_hier.log", "timing.rpt"),
 "mailbox_check": ("mailbox_regs", "inter-processor mailbox registers", "ys script, check + check -assert, generic gates", "mailbox_yosys.log", None),
 "mbist_hold": ("mbist_ctrl", "March C- memory BIST controller", "ys script, insbuf, liberty map, OpenSTA hold uncertainty", "synth_mbist.log", "mbist_sta_hold.txt"),
 "median3_sta": ("median3", "3-tap median filter", "yosys -p, opt -full, liberty map, OpenSTA 5 ns", "median3_yosys.log", "sta_median3_5ns.log"),
}

def read(p):
    try:
        return open(p).read().splitlines()
    except OSError:
        return []

def last_stat(lines):
    """cells / flops / area from the last statistics block (top-module block for hierarchies)."""
    idx = [i for i, l in enumerate(lines) if "Number of cells:" in l]
    if not idx:
        return "-", "-", "-"
    i = idx[-1]
    cells = lines[i].split()[-1]
    flops = 0
    for l in lines[i + 1:]:
        m = re.match(r"\s+(\S+)\s+(\d+)$", l)
        if not m:
            break
        if "DFF" in m.group(1):
            flops += int(m.group(2))
    area = "-"
    for l in lines[i:]:
        m = re.search(r"Chip area for (?:top )?module '[^']+': (\S+)", l)
        if m:
            area = m.group(1)
            break
    return cells, str(flops), area

def first(lines, rx, grp=1):
    for l in lines:
        m = re.search(rx, l)
        if m:
            return m.group(grp)
    return "-"

def clocks(run):
    out = []
    for sdc in sorted(glob.glob(f"runs/{run}/*.sdc")):
        for l in read(sdc):
            m = re.match(r"create_clock -name (\S+) -period (\S+)", l)
            if m:
                out.append(f"{m.group(1)} {m.group(2)}")
            m = re.match(r"create_generated_clock -name (\S+) .*-divide_by (\d+)", l)
            if m:
                out.append(f"{m.group(1)} /{m.group(2)}")
    return ", ".join(out) if out else "-"

def errors(run, ylog, sta):
    errs = []
    yl = read(f"runs/{run}/{ylog}")
    e = first(yl, r"(ERROR: .*)")
    if e != "-":
        errs.append(e)
    if sta:
        n = sum(1 for l in read(f"runs/{run}/{sta}") if l.startswith("Error:"))
        if n:
            errs.append(f"{n} STA Error lines")
    return "; ".join(errs) if errs else "none"

rows = []
for run in sorted(RUNS):
    top, what, flow, ylog, sta = RUNS[run]
    yl = read(f"runs/{run}/{ylog}")
    cells, flops, area = last_stat(yl)
    if sta:
        sl = read(f"runs/{run}/{sta}")
        slack = first(sl, r"^\s*(-?\d+\.\d+)\s+slack \(")
        wns = first(sl, r"^wns (\S+)")
        tns = first(sl, r"^tns (\S+)")
    else:
        slack = wns = tns = "-"
    rows.append([run, top, what, flow, ylog, cells, flops, area, sta or "-",
                 clocks(run), slack, wns, tns, errors(run, ylog, sta)])

out = ["# Synthesis / timing runs (set19)", "",
       "Generated by `make_readme.py` from the files in `runs/`; rerun everything with `run_all.sh`.",
       "Cells/flops/area come from the last `stat` block in the yosys log (top-module roll-up for hierarchical runs);",
       "flops counts DFF cell types only (latches not included). First slack is the first `slack (...)` line of the STA report.", "",
       "| run | top | what the design is | flow | yosys log | cells | flops | area | STA report | clocks | first slack | wns | tns | errors |",
       "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
for r in rows:
    out.append("| " + " | ".join(c.replace("|", "/") for c in r) + " |")
out.append("")
open("README.md", "w").write("\n".join(out))
print("README.md written,", len(rows), "runs")
