"""Real Yosys + OpenSTA runs on the osu035 library, parsed back (marker ``eda``)."""

import pyslang
import pytest

from runs import metrics
from runs.flow import FlowConfig, run_flow, write_stubs
from runs.parse.run_folder import analyze_run

from .conftest import FIXTURES

pytestmark = pytest.mark.eda


def test_flow_on_hierarchical_and_flawed_designs(tmp_path, liberty):
    results = {}
    for design, period in (("uart_tx", 5.0), ("lint_mess", 5.0), ("mac8", 4.0), ("broken_parse", 5.0)):
        ok = run_flow(FIXTURES / "designs" / design, tmp_path / design, FlowConfig(design, liberty, clock_period_ns=period))
        results[design] = (ok, analyze_run(tmp_path / design))
    assert results["broken_parse"][1].status == "failed" and not results["broken_parse"][0]
    uart = results["uart_tx"][1]
    assert uart.status == "success" and uart.metric(metrics.AREA).value > 0
    assert uart.metric(metrics.NET_INSTANCES).value == uart.metric(metrics.CELLS).value
    lint_kinds = {i.kind for i in results["lint_mess"][1].issues()}
    assert {"latch", "undriven", "width_mismatch"} <= lint_kinds
    mac = results["mac8"][1]
    assert mac.metric(metrics.SETUP_WS).value < 0 and mac.metric(metrics.SETUP_TNS).value < 0


def test_netlist_elaborates_with_generated_stubs(tmp_path, liberty):
    run_flow(FIXTURES / "designs/uart_tx", tmp_path / "run", FlowConfig("uart_tx", liberty))
    stubs = write_stubs(liberty, tmp_path / "stubs.v")
    compilation = pyslang.ast.Compilation()
    for path in (stubs, tmp_path / "run/netlist.v"):
        compilation.addSyntaxTree(pyslang.syntax.SyntaxTree.fromFile(str(path)))
    errors = [d for d in compilation.getAllDiagnostics() if d.isError()]
    assert errors == [] and "uart_tx" in {top.name for top in compilation.getRoot().topInstances}
