"""Designs picked by a run-outcome or content filter (violating, failed, with a netlist...), with the count."""

from __future__ import annotations

from runs import metrics
from runs.qa import analyses
from runs.qa.graph_queries import Fact, RunTools

ARTIFACT_FILTERS = {"with_netlist": "netlist", "with_timing": "sta_report"}
"""Filter name -> the report kind a run must hold to pass it."""


def filtered_facts(kind: str, metric: str, tools: RunTools, designs: list[str]) -> tuple[str, list[str], list[Fact]]:
    """Designs that violate / meet timing, failed synthesis, or have a non-zero count: lead, designs kept, facts."""
    if kind in ("violating", "meeting"):
        check = "hold" if metric in (metrics.HOLD_WS, metrics.HOLD_VIOLATIONS) else "setup"  # the check the question names
        facts = tools.metric_across(metrics.HOLD_WS if check == "hold" else metrics.SETUP_WS, designs)
        chosen = [f for f in facts if ((f.value or 0.0) < 0) == (kind == "violating")]
        verb = f"violate {check} timing (worst slack < 0)" if kind == "violating" else f"meet {check} timing (worst slack >= 0)"
        lead = (f"{len(chosen)} of {len(facts)} designs with {check} paths reported {verb}: "
                f"{', '.join(f.design for f in chosen) or 'none'} (counted).")
        untimed = [d for d in designs if d not in {f.design for f in facts}]
        if untimed:
            lead += f" No {check} path reported for: {', '.join(untimed)}."
        return lead, [f.design for f in chosen], chosen or facts
    if kind == "hierarchical":
        parts = {d: analyses.module_instances(d, tools) for d in designs}
        have = [d for d in designs if parts[d]]
        facts = [Fact(d, tools.rows[d]["run_id"], f"{d}: submodules " + ", ".join(
            f"{name} x {n}" for name, n in sorted(parts[d].items())) + " (counted from the Yosys stat)", verbatim=False)
            for d in have]
        return f"{len(have)} of {len(designs)} designs are hierarchical: {', '.join(have) or 'none'} (counted).", have, facts
    if kind in ARTIFACT_FILTERS:
        wanted = ARTIFACT_FILTERS[kind]
        have = [d for d in designs if wanted in analyses.report_kinds(d, tools)]
        return (f"{len(have)} of {len(designs)} runs have a {wanted.replace('_', ' ')}: {', '.join(have) or 'none'} "
                "(counted)" + (f"; without: {', '.join(d for d in designs if d not in have)}." if len(have) < len(designs)
                               else "."), have, [tools.status(d) for d in designs])
    if kind in ("failed", "succeeded"):
        statuses = [tools.status(d) for d in designs]
        kept = [f for f in statuses if ("status failed" in f.text) == (kind == "failed")]
        verb = "failed synthesis" if kind == "failed" else "completed synthesis"
        return (f"{len(kept)} of {len(designs)} designs {verb}: "
                f"{', '.join(f.design for f in kept) or 'none'} (counted).", [f.design for f in kept],
                kept or statuses)
    metric = metric or metrics.WARNINGS
    facts = tools.metric_across(metric, designs)
    hits = [f for f in facts if (f.value or 0.0) > 0]
    spec = metrics.spec(metric)
    label = spec.label if spec else metric
    return (f"{len(hits)} of {len(facts)} designs report {label} above 0: "
            f"{', '.join(f.design for f in hits) or 'none'} (counted).", [f.design for f in hits], hits or facts)


__all__ = ["ARTIFACT_FILTERS", "filtered_facts"]
