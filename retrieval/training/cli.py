"""``edabot train-adapter``: train the function-aware LoRA adapter on an existing index."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from edabot.command_settings import settings_from_args
from edabot.errors import BadInputError

if TYPE_CHECKING:
    from ingest.graph_store import GraphStore
    from retrieval.training.pairs import PairSet
    from retrieval.training.votes import VotePairs

DEFAULT_MAX_PAIRS = 500
"""About 10 minutes for 2 epochs on 2 CPU cores (850 pairs took 7.5 min per epoch on OpenROAD)."""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``train-adapter`` sub-command."""
    parser = subparsers.add_parser("train-adapter", help="train the function-aware encoder (LoRA) on the index")
    parser.add_argument("--out", type=Path, required=True, help="directory for the adapter (save_pretrained)")
    parser.add_argument("--epochs", type=int, default=2, help="at most this many epochs (default 2)")
    parser.add_argument("--max-pairs", type=int, default=DEFAULT_MAX_PAIRS,
                        help=f"use at most N pairs, a seeded sample (default {DEFAULT_MAX_PAIRS}; 0 = all)")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--scope", default="global", help="train on the units of this scope (default global)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pairs", choices=("units", "structure", "both", "none"), default="units",
                        help="unit templates, the documents' structure (headings, option rows, code), both, "
                             "or none (only --votes)")
    parser.add_argument("--votes", type=Path, action="append", default=[], metavar="FILE.jsonl",
                        help="`edabot feedback export` output: up-voted citations as positives, down-voted ones "
                             "as hard negatives (repeatable; never cut by --max-pairs)")
    parser.set_defaults(func=run_train_adapter)


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _merge(sets: list[PairSet]) -> PairSet:
    from retrieval.training.pairs import PairSet

    merged = PairSet({}, [], [])
    for pair_set in sets:
        merged.summaries.update(pair_set.summaries)
        merged.train.extend(pair_set.train)
        merged.validation.extend(pair_set.validation)
    return merged


def _generated_pairs(store: GraphStore, args: argparse.Namespace) -> PairSet:
    """The requested generated pair families over one scope, merged and cut to --max-pairs."""
    from index.encoder import get_base_encoder
    from retrieval.sections import SectionIndex
    from retrieval.training.pairs import limit_pairs, pairs_from_store
    from retrieval.training.structure import structure_pairs

    sets: list[PairSet] = []
    if args.pairs in ("units", "both"):
        sets.append(pairs_from_store(store, args.scope, get_base_encoder(settings_from_args(args)), args.seed))
    if args.pairs in ("structure", "both"):
        sections = SectionIndex(store.chunks_in([args.scope])).sections
        sets.append(structure_pairs(sections, args.seed))
    return limit_pairs(_merge(sets), args.max_pairs or None, args.seed)


def _voted_pairs(store: GraphStore, args: argparse.Namespace) -> VotePairs:
    from index.encoder import get_base_encoder
    from retrieval.training.votes import vote_pairs_from_store

    voted = vote_pairs_from_store(store, args.scope, args.votes, get_base_encoder(settings_from_args(args)), args.seed)
    _say(f"votes: {voted.questions} questions gave {len(voted.pairs.train)} train, "
         f"{len(voted.pairs.validation)} validation pairs")
    if voted.unmatched:
        _say(f"skipped {len(voted.unmatched)} voted questions whose spans match no unit of scope {args.scope!r}:")
        for question in voted.unmatched:
            _say(f"  - {question}")
    if voted.too_broad:
        _say(f"skipped {len(voted.too_broad)} voted questions whose spans cover too many units to leave negatives:")
        for question in voted.too_broad:
            _say(f"  - {question}")
    return voted


def _pairs(store: GraphStore, args: argparse.Namespace) -> PairSet:
    """Generated pairs (cut to --max-pairs) plus every voted pair, in one PairSet."""
    sets = [_generated_pairs(store, args)]
    if args.votes:
        sets.append(_voted_pairs(store, args).pairs)
    merged = _merge(sets)
    if not merged.train or not merged.validation:
        raise BadInputError(f"no training pairs in scope {args.scope!r}: ingest manuals into that index first"
                            + (", or vote on more answers" if args.votes else ""))
    return merged


def run_train_adapter(args: argparse.Namespace) -> int:
    from index.encoder import default_model_path
    from ingest.graph_store import GraphStore
    from retrieval.training.train import AdapterTrainer, TrainConfig

    if args.epochs < 1 or args.batch_size < 1 or args.max_pairs < 0:
        raise BadInputError("--epochs and --batch-size must be at least 1, --max-pairs at least 0")
    if args.pairs == "none" and not args.votes:
        raise BadInputError("--pairs none trains on votes only: give at least one --votes FILE.jsonl")
    settings = settings_from_args(args)
    if not settings.store_exists(settings.graph_db_path()):
        raise BadInputError(f"no index at {settings.data_dir}: run `edabot ingest` there first")
    store = GraphStore(settings.graph_db_path(), settings.database_url)
    pairs = _pairs(store, args)
    _say(f"pairs: {len(pairs.train)} train, {len(pairs.validation)} validation over {len(pairs.summaries)} units")
    config = TrainConfig(epochs=args.epochs, batch_size=args.batch_size, seed=args.seed, pooling=settings.embed_pooling)
    trainer = AdapterTrainer(settings.embed_model_path or default_model_path(), config)
    report = trainer.fit(pairs, lambda r: _say(f"epoch {r.epoch}: loss {r.loss:.4f}, "
                                                f"validation Recall@1 {r.val_recall_at_1:.3f}"))
    trainer.save(args.out)
    best = report.epochs[report.best_epoch - 1].val_recall_at_1
    _say(f"validation Recall@1: {report.val_recall_before:.3f} before, {best:.3f} after (epoch {report.best_epoch})")
    _say(f"adapter written to {args.out}; use it with EDABOT_FUNC_ADAPTER_PATH={args.out}")
    return 0
