#!/usr/bin/env python3
"""Build README.md from the tool outputs in runs/*/ (numbers copied as printed)."""
import os, re, glob

HERE = os.path.dirname(os.path.abspath(__file__))

# run -> (top, what the design is, flow, yosys log, sta report or None, sdc files)
RUNS = {
    "nco_p10":        ("nco_acc", "NCO phase accumulator, triangle wave out", "yosys -c Tcl, OSU035 map, STA 10 ns", "yosys_run.log", "sta_p10.log"),
    "nco_w24_p4":     ("nco_acc", "NCO, ACC_W=24 via chparam", "yosys -p, OSU035 map, STA 4 ns", "synth_w24.log", "timing.rpt"),
    "opdec_generic":  ("opdec", "opcode decoder (comb., latches)", "yosys -s, generic gates, no liberty", "yosys.log", None),
    "pmu_seq_lib":    ("pmu_seq", "power-rail sequencer FSM", "yosys -p flatten, abc -D 8000, STA 8 ns min/max", "synth.log", "reports/sta_pmu.log"),
    "quantizer_io":   ("quantizer", "combinational 16->8 requantizer", "yosys -s, OSU035 map, STA virtual clock 6 ns", "synth_quant.log", "quant_timing.rpt"),
    "resync_2clk":    ("resync_bridge", "two-clock toggle handshake bridge", "yosys -c flatten, OSU035 map, STA async groups", "syn/yosys_flow.log", "sta/sta_bridge.log"),
    "sigdelta_hier":  ("sigdelta_top", "2nd-order sigma-delta modulator", "yosys -p, generic, hierarchy kept", "synth_hier.log", None),
    "sigdelta_flat":  ("sigdelta_top", "2nd-order sigma-delta modulator", "yosys -s, generic, flattened", "synth_flat.log", None),
    "tempmon_v1":     ("tempmon", "temperature monitor (first RTL)", "yosys -p, generic", "yosys.log", None),
    "tempmon_v2":     ("tempmon", "temperature monitor (fixed RTL) + iverilog sim", "yosys -s fsm, OSU035 map, STA 5 ns", "tempmon_synth.log", "sta_tempmon.log"),
    "usb_destuff":    ("usb_bitstuff", "USB RX bit de-stuffer", "yosys -p, generic", "logs/elab_synth.log", None),
    "xtal_div_gclk":  ("xtal_div", "divide-by-4 clock gen + counters", "yosys -p, OSU035 map, STA generated clock + multicycle (2 passes)", "yosys_xtal.log", "sta_gclk.log"),
    "zerox_lint":     ("zerox", "mains zero-crossing detector", "yosys -p, check, select -count, generic flattened", "zerox_yosys.log", None),
    "nvm_rd_chk":     ("nvm_rd", "NVM read controller", "yosys -s with check -assert, generic", "nvm_rd_yosys.log", None),
    "ratelim_fp":     ("ratelim", "token-bucket rate limiter", "yosys -p flatten, OSU035 map, STA 7 ns false paths + power", "reports/synth.log", "reports/sta_ratelim.log"),
    "packer_hier":    ("packer", "byte-to-word packer", "yosys -s hierarchical, splitnets, OSU035 map, STA 4 ns", "yosys_packer.log", "sta_packer.log"),
    "tally_abc_d":    ("tally", "8-channel event tally + argmax", "yosys -s, abc -D 6000, OSU035 map, STA 6 ns", "out/yosys_tally.log", "out/sta_tally.rpt"),
    "window_max_3p5": ("window_max", "4-sample sliding window max + iverilog sim", "yosys -p, OSU035 map, STA 3.5 ns", "syn/yosys.log", "sta/timing_wm.rpt"),
}


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return []


def last_stat(lines):
    """cells, flops, area of the last statistics block (hierarchy total if present)."""
    idx = [i for i, l in enumerate(lines) if "Number of cells:" in l]
    if not idx:
        return "-", "-", "-"
    i = idx[-1]
    cells = lines[i].split(":")[1].strip()
    flops = 0
    seen = False
    for l in lines[i + 1:]:
        m = re.match(r"^\s+(\S+)\s+(\d+)$", l)
        if not m:
            break
        if "DFF" in m.group(1):
            flops += int(m.group(2))
            seen = True
    area = "-"
    for l in lines[i:]:
        m = re.search(r"Chip area for (?:top )?module '[^']*': (\S+)", l)
        if m:
            area = m.group(1)
            break
        if l.startswith("=== ") and "===" in l[4:]:
            break
    return cells, str(flops) if seen else "0", area


def clocks_of(run_dir):
    clk = []
    for sdc in sorted(glob.glob(os.path.join(run_dir, "**", "*.sdc"), recursive=True)):
        if sdc.endswith("_fix.sdc"):
            continue
        for l in read(sdc):
            m = re.match(r"create_clock -name (\S+) -period (\S+)", l)
            if m:
                clk.append(f"{m.group(1)} {m.group(2)}")
            m = re.match(r"create_generated_clock -name (\S+) .*-divide_by (\d+)", l)
            if m:
                clk.append(f"{m.group(1)} /{m.group(2)}")
    return ", ".join(clk) if clk else "-"


def sta_numbers(lines):
    first = wns = tns = "-"
    for l in lines:
        m = re.match(r"^\s+(-?\d+\.\d+)\s+slack \(", l)
        if m and first == "-":
            first = m.group(1)
        m = re.match(r"^wns (\S+)", l)
        if m:
            wns = m.group(1)
        m = re.match(r"^tns (\S+)", l)
        if m:
            tns = m.group(1)
    return first, wns, tns


def errors_of(ylines, slines):
    errs = [re.sub(r"^\[[0-9.]+\] ", "", l.strip()) for l in ylines if "ERROR" in l]
    errs += [l.strip() for l in slines if l.startswith("Error")]
    if not errs:
        return "-"
    e = errs[0].replace("|", "/")
    if len(e) > 90:
        e = e[:87] + "..."
    return f"{len(errs)}: {e}"


def main():
    out = ["# set20: blind evaluation runs", "",
           "Generated by `make_readme.py` from the files under `runs/`. `run_all.sh` reruns everything.",
           "Cells/flops/area come from the last `stat` block of the yosys log (hierarchy total where printed);",
           "first slack is the first `slack (...)` line of the STA report; wns/tns as printed by OpenSTA.", "",
           "| run | top | what the design is | flow | yosys log | cells | flops | area | STA report | clocks | first slack | wns | tns | errors |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for run in sorted(RUNS):
        top, what, flow, ylog, sta = RUNS[run]
        rd = os.path.join(HERE, "runs", run)
        yl = read(os.path.join(rd, ylog))
        cells, flops, area = last_stat(yl)
        sl = read(os.path.join(rd, sta)) if sta else []
        first, wns, tns = sta_numbers(sl) if sta else ("-", "-", "-")
        clocks = clocks_of(rd) if sta else "-"
        err = errors_of(yl, sl)
        out.append(f"| {run} | {top} | {what} | {flow} | {ylog} | {cells} | {flops} | {area} | "
                   f"{sta or '-'} | {clocks} | {first} | {wns} | {tns} | {err} |")
    out.append("")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
