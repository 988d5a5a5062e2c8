"""The bundled encoder: offline load, normalized vectors, exact batching, clear config errors."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from edabot.errors import ConfigError
from index.encoder import FlagEncoder, get_base_encoder


def test_vectors_are_normalized_and_batching_does_not_change_them(make_settings):
    encoder = get_base_encoder(make_settings())
    texts = [f"place_global option number {i} sets density" for i in range(40)]
    batch = encoder.encode(texts)
    assert batch.shape == (40, encoder.dimension)
    assert np.allclose(np.linalg.norm(batch, axis=1), 1.0, atol=1e-5)
    encoder.clear_query_cache()
    single = np.vstack([encoder.encode([t]) for t in texts[:5]])
    assert np.allclose(single, batch[:5], atol=1e-4)


def test_concurrent_queries_share_batches_and_get_their_own_vectors(make_settings):
    encoder = get_base_encoder(make_settings())
    encoder.clear_query_cache()
    questions = [f"how do I route net group {i} on layer met{i % 5}" for i in range(24)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        vectors = list(pool.map(lambda q: encoder.encode([q])[0], questions))
    expected = encoder.encode(questions)
    assert np.allclose(np.vstack(vectors), expected, atol=1e-4)


def test_missing_model_directory_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="no embedding model directory"):
        FlagEncoder(str(tmp_path / "nope"), "mean", 8, 64)
    (tmp_path / "empty").mkdir()
    with pytest.raises(ConfigError, match="cannot load the embedding model"):
        FlagEncoder(str(tmp_path / "empty"), "mean", 8, 64)


def test_listed_documents_report_chunks_and_time_in_the_right_fields(example_engine):
    docs = example_engine.list_documents(["global"])
    assert all(isinstance(d.chunks, int) and d.chunks > 0 for d in docs)
    assert all("T" in d.ingested_at for d in docs)
    assert all(d.lines > 10 for d in docs)
