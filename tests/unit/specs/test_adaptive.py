import numpy as np

from specs.adaptive import AdaptiveParams, adaptive_cut, information_gain


def _unit(v):
    v = np.asarray(v, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_gain_is_zero_when_the_batch_repeats_the_evidence():
    before = np.stack([_unit([1, 0, 0])] * 3)
    assert information_gain(before, np.vstack([before, before[:2]])) < 1e-6


def test_redundant_passages_stop_at_k0():
    vectors = [_unit([1, 0.01 * i, 0]) for i in range(10)]
    kept, gains = adaptive_cut(vectors, 10, AdaptiveParams(k0=3, step=2, tau=0.01))
    assert kept == 3 and len(gains) == 1


def test_new_topics_keep_the_cut_growing_up_to_k_max():
    vectors = [_unit(np.eye(12)[i]) for i in range(12)]
    kept, _ = adaptive_cut(vectors, 8, AdaptiveParams(k0=2, step=2, tau=0.01))
    assert kept == 8


def test_stop_happens_where_information_stops():
    topics = [_unit(np.eye(6)[i]) for i in range(4)]
    # after four topics, passages that only restate their summary do not move the centroid
    vectors = topics + [_unit(np.sum(topics, axis=0))] * 6
    kept, gains = adaptive_cut(vectors, 10, AdaptiveParams(k0=2, step=2, tau=0.05))
    assert kept == 4
    assert gains[0] > 0.05 >= gains[-1]
