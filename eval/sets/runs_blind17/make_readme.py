#!/usr/bin/env python3
"""Builds README.md from the tool outputs in runs/. Numbers are read from
the logs and reports; only the short descriptions below are hand-written."""
import os, re, glob

HERE = os.path.dirname(os.path.abspath(__file__))

RUNS = {
 "arb_loop_lint":  ("arb_loop", "2-requester arbiter with park logic", "synth + check (non-fatal), liberty map, STA with report_disabled_edges", "arb_synth.log", "arb_sta.log"),
 "bsort_fast":     ("bitonic_sort4", "4-input pipelined bitonic sorter", "synth -flatten, dfflibmap+abc liberty, STA at 4.0 ns", "yosys.log", "sta.rpt"),
 "bsort_slow":     ("bitonic_sort4", "4-input pipelined bitonic sorter", "same flow as bsort_fast, STA at 20.0 ns, min_max report", "synth_out.log", "timing.rpt"),
 "cmag_limits":    ("cmag_est", "alpha-max-beta-min magnitude estimator", "abc -D 5000, STA with max_transition/fanout/cap limits and report_power", "yosys.out", "cmag_drc.out"),
 "cratio_async":   ("clk_ratio_meter", "two-clock frequency ratio meter", "liberty map, STA with set_clock_groups -asynchronous", "synth.log", "sta_async.log"),
 "cratio_nogroup": ("clk_ratio_meter", "two-clock frequency ratio meter", "same netlist flow, STA without clock groups", "synth.log", "sta_nogroup.log"),
 "crc5_tclflow":   ("crc5_usb", "serial USB CRC5 with PID check", "Tcl flow (yosys -c), stat to file, STA with IO delays", "yosys_run.log", "crc5_sta.log"),
 "dac_wr_syntax":  ("dac_spi_wr", "SPI writer for a 12-bit DAC", "generic synth attempt, stops in the parser", "dac_yosys.log", None),
 "efifo_nomap":    ("elastic_fifo", "sync FIFO with almost-full/empty flags (DEPTH 16 via chparam)", "quiet step-by-step generic flow, memory -nomap, abc -g; not timed", "stat_final.txt", None),
 "fdiv_genclk":    ("frac_clk_div", "fractional tick generator with divide-by-2 clock", "yosys -p, STA with a generated clock", "yosys_console.log", "genclk_sta.txt"),
 "fsync_flat":     ("frame_sync_det", "serial frame aligner (shift/match/lock counter)", "synth -flatten, setundef, splitnets, insbuf, check, ltp; STA script with a typo", "fsync_synth.log", "fsync_sta.log"),
 "fsync_nocnt":    ("frame_sync_det", "serial frame aligner (shift/match/lock counter)", "generic synth from an old file list (fsync_cnt.v not read)", "elab_attempt.log", None),
 "gbank_hier":     ("glitch_bank", "3 glitch filters + edge detectors + press counter", "hierarchy kept, per-module stat -liberty, STA with multicycle", "gbank_yosys.log", "gbank_sta.log"),
 "gcfg_link":      ("gated_cfg_regs", "config register bank behind a foreign ICG cell", "liberty map with a black-box CKLNQD1, STA", "yosys_gcfg.log", "gcfg_sta.log"),
 "gpio_oe_check":  ("gpio_oe_merge", "GPIO output/enable merge with IRQ status", "generic synth followed by check -assert", "gpio_check.log", None),
 "i2c_det_sim":    ("i2c_cond_det", "I2C START/STOP detector", "Icarus self-check, liberty map, STA with hold uncertainty", "i2c_synth.log", "hold_check.rpt"),
 "itof_maxdelay":  ("itof16", "16-bit int to 8-bit minifloat (combinational)", "abc -D 6000, ltp, clockless STA with set_max_delay", "itof_yosys.log", "itof_sta.out"),
 "lcd_seq_onehot": ("lcd_init_seq", "HD44780 4-bit init sequencer", "step-by-step flow with fsm -encoding one-hot, STA with IO delays", "lcd_yosys.log", "lcd_sta.rpt"),
}

def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""

def last(pattern, text):
    m = re.findall(pattern, text, re.M)
    return m[-1] if m else ""

def summarize(run, meta):
    top, what, flow, ylog, sta = meta
    d = os.path.join(HERE, "runs", run)
    y = read(os.path.join(d, ylog))
    res = []
    area = last(r"Chip area for (?:top )?module '\\?([^']*)': ([0-9.]+)", y)
    if area:
        res.append("area %s" % area[1])
    cells = last(r"Number of cells:\s+(\d+)", y)
    if cells:
        res.append("cells %s" % cells)
    ffs = last(r"^\s+DFFSR\s+(\d+)$", y)
    if ffs:
        res.append("DFFSR %s" % ffs)
    err = re.search(r"^(?:.*: )?ERROR: .*$", y, re.M)
    if err:
        res.append("yosys `%s`" % err.group(0).strip())
    if sta:
        s = read(os.path.join(d, sta))
        wns = last(r"^wns (\S+)", s)
        tns = last(r"^tns (\S+)", s)
        if wns:
            res.append("wns %s" % wns)
        if tns:
            res.append("tns %s" % tns)
        slacks = re.findall(r"^\s*(-?[0-9.]+)\s+slack \((MET|VIOLATED)\)", s, re.M)
        if slacks:
            worst = min(slacks, key=lambda t: float(t[0]))
            res.append("worst reported slack %s (%s)" % worst)
        nerr = len(re.findall(r"^Error:", s, re.M))
        if nerr:
            res.append("%d STA Error line(s)" % nerr)
    else:
        res.append("not timed")
    if run == "i2c_det_sim":
        sim = read(os.path.join(d, "sim.log"))
        res.append("sim: " + (last(r"^(TEST \w+.*)$", sim) or "no verdict"))
    return top, what, flow, "; ".join(res)

def version(tool_pat, files):
    for f in files:
        m = re.search(tool_pat, read(f))
        if m:
            return m.group(0)
    return "unknown"

def main():
    logs = glob.glob(os.path.join(HERE, "runs", "*", "*.log"))
    yv = version(r"Yosys 0\.\d+[^\n(]*", logs)
    out = []
    out.append("# runs_blind17: synthesis and timing runs (blind evaluation set)\n")
    out.append("Scope: `proj:blind17`. Eighteen run folders over fifteen small Verilog-2005 designs.\n")
    out.append("Tools: %s; OpenSTA 2.0.17 (`sta -no_splash -exit`); Icarus Verilog (one RTL simulation).\n" % yv.strip())
    out.append("Library: OSU 0.35 um `osu035_stdcells.lib`, referenced by path through `$OSU035_LIB` (not copied here).\n")
    out.append("Each `runs/<run>/run.sh` copies the RTL from `designs/` into `rtl/`, runs the flow and leaves the tool output untouched. `run_all.sh` reruns all of them and regenerates this file (`make_readme.py`).\n")
    out.append("| run | top | design | flow | key results (from the logs) |")
    out.append("|---|---|---|---|---|")
    for run in sorted(RUNS):
        meta = RUNS[run]
        if meta is None or not os.path.isdir(os.path.join(HERE, "runs", run)):
            continue
        top, what, flow, res = summarize(run, meta)
        out.append("| %s | %s | %s | %s | %s |" % (run, top, what, flow, res.replace("|", "/")))
    out.append("")
    out.append("Other files: `questions.jsonl` (all questions), `dev.jsonl` / `heldout.jsonl` (split by `split.py`), `FROZEN`, `dev_synonyms.jsonl`, `check.py`.\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(out))

if __name__ == "__main__":
    main()
