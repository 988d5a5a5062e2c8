"""Training pairs from document structure: headings, option rows (same-table hard negatives), code."""

from ingest.chunks import Chunk
from retrieval.sections import group_sections
from retrieval.training.pairs import NEGATIVES
from retrieval.training.structure import structure_pairs

TABLE = "| Switch | Description |\n| --- | --- |\n| `-density` | Target density, default 0.7. |\n" \
        "| `-overflow` | Stop when overflow falls below this. |\n| `-seed` | Random seed for the initial state. |"


def chunk(cid, start, section, text, source="m/a.md"):
    return Chunk(cid, "global", source, start, start + text.count("\n"), section, text)


def sections():
    chunks = [
        chunk("c1", 1, "Global Placement", "Places standard cells.\n\n```tcl\nplace_cells -density 0.7\n```"),
        chunk("c2", 10, "Global Placement > Options", TABLE),
        chunk("c3", 20, "Global Placement > Example Scripts", "Run it after floorplanning."),
    ] + [chunk(f"x{i}", 1, f"Other Topic {i}", f"Unrelated text {i}.", source=f"m/o{i}.md") for i in range(8)]
    return group_sections(chunks)


def test_option_rows_are_positives_and_their_table_neighbours_hard_negatives():
    pairs = structure_pairs(sections())
    everything = pairs.train + pairs.validation
    density = next(p for p in everything if p.query == "what does -density do")
    assert pairs.summaries[density.positive].startswith("-density: Target density")
    hard = [pairs.summaries[n] for n in density.negatives[:2]]
    assert sorted(h.split(":")[0] for h in hard) == ["-overflow", "-seed"]
    assert len(density.negatives) == NEGATIVES and density.positive not in density.negatives
    assert all(k == 0.0 for k in density.kappas)


def test_headings_and_code_point_at_their_section():
    pairs = structure_pairs(sections())
    queries = {p.query: pairs.summaries[p.positive] for p in pairs.train + pairs.validation}
    assert queries["Example Scripts"].startswith("Global Placement > Example Scripts")
    assert queries["how do I use place_cells"].startswith("Global Placement\n")


def test_pairs_are_seeded():
    assert structure_pairs(sections(), seed=3) == structure_pairs(sections(), seed=3)
