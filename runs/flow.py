"""Run a small open synthesis flow (Yosys + OpenSTA) on a design folder.

Why it exists: tests, the dev question set and users who want a reproducible sample all need
real artifacts; this writes one run folder per design with the same layout every time::

    <run>/rtl/*.v  synth.ys  yosys.log  netlist.v  sta.tcl  sta.rpt  stubs.v

Tools run with the run folder as working directory, so logs cite ``rtl/x.v:12``.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import structlog

from edabot.errors import ConfigError

log = structlog.get_logger()

_LATCH_MAP = """\
module \\$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \\$_DLATCH_N_ (input E, input D, output Q);
  wire en;
  INVX1 inv (.A(E), .Y(en));
  LATCH _TECHMAP_REPLACE_ (.CLK(en), .D(D), .Q(Q));
endmodule
"""


@dataclass(frozen=True)
class FlowConfig:
    """What one flow run needs: the top module, the library and the clock constraint."""

    top: str
    liberty: Path
    clock_port: str = "clk"
    clock_period_ns: float = 5.0
    io_delay_ns: float = 0.5
    load_pf: float | None = None
    full_reports: bool = False
    """Keep the techmap helper, tee the check report, and also report hold paths and DRV checks."""


def tools_available() -> list[str]:
    """Names of the flow binaries missing from PATH (empty when the flow can run)."""
    return [name for name in ("yosys", "sta") if shutil.which(name) is None]


def yosys_script(rtl: list[str], config: FlowConfig) -> str:
    """The synthesis script: generic synth, map to the library, report, write, check."""
    lib = config.liberty.as_posix()
    reads = "\n".join(f"read_verilog -sv {name}" for name in rtl)
    return (
        f"{reads}\nhierarchy -check -top {config.top}\nsynth -top {config.top}\n"
        f"techmap -map latch_map.v\ndfflibmap -liberty {lib}\nabc -liberty {lib}\n"
        f"opt_clean\nstat -liberty {lib}\nwrite_verilog -noattr -noexpr netlist.v\n"
        f"read_liberty -lib {lib}\n{'tee -o check.rpt check' if config.full_reports else 'check'}\n"
    )


def sta_script(config: FlowConfig) -> str:
    """The OpenSTA script: constrain one clock, report the worst setup paths, WNS and TNS."""
    clk = config.clock_port
    return (
        f"read_liberty {config.liberty.as_posix()}\nread_verilog netlist.v\nlink_design {config.top}\n"
        f"create_clock -name {clk} -period {config.clock_period_ns} [get_ports {clk}]\n"
        f"set_input_delay {config.io_delay_ns} -clock {clk} [delete_from_list [all_inputs] [get_ports {clk}]]\n"
        f"set_output_delay {config.io_delay_ns} -clock {clk} [all_outputs]\n"
        + (f"set_load {config.load_pf} [all_outputs]\n" if config.load_pf is not None else "")
        + "report_checks -path_delay max -group_count 3\n"
        + ("report_checks -path_delay min\nreport_check_types -max_transition -all_violators\n"
           if config.full_reports else "")
        + "report_tns\nreport_wns\n"
    )


def run_flow(design_dir: Path, run_dir: Path, config: FlowConfig, timeout_s: float = 120.0) -> bool:
    """Synthesize and time ``design_dir``'s Verilog into ``run_dir``; True when synthesis succeeded."""
    missing = tools_available()
    if missing:
        raise ConfigError(f"missing EDA tools: {', '.join(missing)} (run deploy/install_eda_tools.sh)")
    rtl_dir = run_dir / "rtl"
    rtl_dir.mkdir(parents=True, exist_ok=True)
    names = []
    for src in sorted(design_dir.glob("*.v")):
        shutil.copyfile(src, rtl_dir / src.name)
        names.append(f"rtl/{src.name}")
    (run_dir / "latch_map.v").write_text(_LATCH_MAP)
    (run_dir / "synth.ys").write_text(yosys_script(names, config))
    ok = _run(["yosys", "-q", "-l", "yosys.log", "-s", "synth.ys"], run_dir, timeout_s)
    if not config.full_reports:
        (run_dir / "latch_map.v").unlink()
    if ok:
        (run_dir / "sta.tcl").write_text(sta_script(config))
        with open(run_dir / "sta.rpt", "w") as out:
            _run(["sta", "-no_init", "-no_splash", "-exit", "sta.tcl"], run_dir, timeout_s, stdout=out)
    log.info("flow_done", design=config.top, ok=ok, run_dir=str(run_dir))
    return ok


def write_stubs(liberty: Path, out: Path, timeout_s: float = 60.0) -> Path:
    """Blackbox Verilog modules for every library cell, so gate netlists elaborate in pyslang."""
    script = f"read_liberty -lib {liberty.as_posix()}\nwrite_verilog -blackboxes {out.name}\n"
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["yosys", "-q", "-p", script.replace("\n", "; ")], cwd=out.parent, check=True,
                   timeout=timeout_s, capture_output=True)
    return out


def _run(cmd: list[str], cwd: Path, timeout_s: float, stdout=subprocess.DEVNULL) -> bool:
    done = subprocess.run(cmd, cwd=cwd, stdout=stdout, stderr=subprocess.STDOUT, timeout=timeout_s, check=False)
    return done.returncode == 0
