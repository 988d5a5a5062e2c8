"""Training pairs for the function-aware encoder, generated from the example manual's index."""

from __future__ import annotations

import pytest

from edabot.errors import BadInputError
from retrieval.training.pairs import (
    NEGATIVES,
    PairSet,
    anchor_kind,
    generate_pairs,
    kappa,
    limit_pairs,
    pairs_from_store,
    table_rows,
)


@pytest.fixture(scope="module")
def pair_set(example_engine) -> PairSet:
    return pairs_from_store(example_engine.store, "global", example_engine.base_encoder)


def test_anchor_kinds_pick_the_question_family():
    assert [anchor_kind(a) for a in ("grt-0116", "constraints.sdc", "place_global")] == ["message", "file", "command"]


def test_table_rows_skip_header_and_rule():
    table = "| Switch | Description |\n| --- | --- |\n| `-seed` | Seed of the run. |\n"
    assert list(table_rows(table)) == [("-seed", "Seed of the run.")]


def test_kappa_is_the_share_of_needed_types_covered():
    assert kappa(("table", "code_block"), ("table", "procedure")) == 0.5


def test_pairs_are_non_empty_deterministic_and_split_by_unit(example_engine, pair_set):
    again = pairs_from_store(example_engine.store, "global", example_engine.base_encoder)
    assert pair_set == again
    assert pair_set.train and pair_set.validation
    train_units = {p.positive for p in pair_set.train}
    val_units = {p.positive for p in pair_set.validation}
    assert not train_units & val_units
    for pair in pair_set.train + pair_set.validation:
        assert len(set(pair.negatives)) == NEGATIVES and pair.positive not in pair.negatives


def test_templates_follow_anchor_kind_and_table_rows(pair_set):
    by_query = {p.query: p for p in pair_set.train + pair_set.validation}
    assert by_query["what does -density do in place_global"].needs == ("table",)
    assert "how to fix GRT-0116" in by_query
    assert any(q.startswith("which option of place_global ") for q in by_query)


def test_hard_negatives_miss_a_needed_type(example_engine, pair_set):
    types = {u.unit_id: u.types for u in example_engine.store.all_units(["global"])}
    pairs = pair_set.train + pair_set.validation
    for pair in pairs:
        assert pair.kappas == tuple(kappa(pair.needs, types[n]) for n in pair.negatives)
        if sum(kappa(pair.needs, t) < 1 for t in types.values()) >= NEGATIVES:
            assert max(pair.kappas[:4]) < 1, pair
    assert any(k < 1 for pair in pairs for k in pair.kappas)


def test_limit_pairs_keeps_both_splits(pair_set):
    small = limit_pairs(pair_set, 10)
    assert len(small.train) + len(small.validation) <= 10 and small.validation
    assert set(small.train) <= set(pair_set.train)
    with pytest.raises(BadInputError):
        limit_pairs(pair_set, 1)


def test_too_few_units_or_an_empty_scope_is_a_clear_error(example_engine):
    units = example_engine.store.all_units(["global"])[:NEGATIVES]
    with pytest.raises(BadInputError, match="at least 8"):
        generate_pairs(units, lambda u: [], example_engine.base_encoder)
    with pytest.raises(BadInputError, match="no functional units"):
        pairs_from_store(example_engine.store, "slack:T9", example_engine.base_encoder)

