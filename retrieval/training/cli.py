"""``edabot train-adapter``: train the function-aware LoRA adapter on an existing index."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from edabot.command_settings import settings_from_args
from edabot.errors import BadInputError

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
    parser.set_defaults(func=run_train_adapter)


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def run_train_adapter(args: argparse.Namespace) -> int:
    from ingest.graph_store import GraphStore
    from retrieval.embedding import default_model_path, get_base_encoder
    from retrieval.training.pairs import limit_pairs, pairs_from_store
    from retrieval.training.train import AdapterTrainer, TrainConfig

    if args.epochs < 1 or args.batch_size < 1 or args.max_pairs < 0:
        raise BadInputError("--epochs and --batch-size must be at least 1, --max-pairs at least 0")
    settings = settings_from_args(args)
    if not settings.graph_db_path().is_file():
        raise BadInputError(f"no index at {settings.data_dir}: run `edabot ingest` there first")
    store = GraphStore(settings.graph_db_path())
    pairs = limit_pairs(pairs_from_store(store, args.scope, get_base_encoder(settings), args.seed),
                        args.max_pairs or None, args.seed)
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
