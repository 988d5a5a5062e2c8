"""LoRA fine-tuning of the base encoder into the function-aware encoder.

The adapter (r=8, alpha=16, dropout 0.1 on query/value) is trained so that a query scores
its unit above 7 negatives (InfoNCE, tau 0.07) and, among candidates, units covering more of
the needed artifact types above those covering fewer (0.3 x pairwise margin loss, m 0.1).
Pooling and normalization match ``index.encoder.FlagEncoder`` so the saved adapter
loads unchanged through ``EDABOT_FUNC_ADAPTER_PATH``. CPU only: the training runs where the
index lives, on a couple of cores.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import structlog

from index.encoder_base import pool_and_normalize
from retrieval.training.pairs import Pair, PairSet

log = structlog.get_logger(__name__)


@dataclass(frozen=True)
class TrainConfig:
    epochs: int = 2
    batch_size: int = 16
    max_length: int = 128
    lr: float = 1e-4
    tau: float = 0.07
    margin: float = 0.1
    margin_weight: float = 0.3
    patience: int = 1
    seed: int = 0
    threads: int = 2
    pooling: str = "mean"


@dataclass(frozen=True)
class EpochResult:
    epoch: int
    loss: float
    val_recall_at_1: float


@dataclass
class TrainReport:
    """What the CLI prints: split sizes, recall before training, and each epoch."""

    train_pairs: int
    val_pairs: int
    val_recall_before: float
    epochs: list[EpochResult] = field(default_factory=list)
    best_epoch: int = 0


class AdapterTrainer:
    """Holds the PEFT model and tokenizer; ``fit`` trains, ``save`` writes the adapter."""

    def __init__(self, model_path: str, config: TrainConfig) -> None:
        import torch
        from peft import LoraConfig, get_peft_model
        from transformers import AutoModel, AutoTokenizer

        torch.set_num_threads(config.threads)
        torch.manual_seed(config.seed)
        self.config = config
        self.tokenizer = AutoTokenizer.from_pretrained(model_path)
        lora = LoraConfig(r=8, lora_alpha=16, lora_dropout=0.1, target_modules=["query", "value"])
        self.model = get_peft_model(AutoModel.from_pretrained(model_path), lora)
        self._best: dict[str, Any] | None = None

    def encode(self, texts: Sequence[str]) -> Any:
        batch = self.tokenizer(list(texts), padding=True, truncation=True, max_length=self.config.max_length,
                               return_tensors="pt")
        return pool_and_normalize(self.model(**batch).last_hidden_state, batch["attention_mask"], self.config.pooling)

    def loss(self, pairs: Sequence[Pair], summaries: dict[str, str]) -> Any:
        """InfoNCE over (positive + negatives) plus the weighted kappa-ordering margin loss."""
        import torch

        queries = self.encode([p.query for p in pairs])
        texts = [summaries[u] for p in pairs for u in (p.positive, *p.negatives)]
        candidates = self.encode(texts).view(len(pairs), -1, queries.shape[-1])
        sims = torch.einsum("bd,bcd->bc", queries, candidates)
        target = torch.zeros(len(pairs), dtype=torch.long)
        info_nce = torch.nn.functional.cross_entropy(sims / self.config.tau, target)
        kappas = torch.tensor([(1.0, *p.kappas) for p in pairs])
        higher = (kappas.unsqueeze(2) > kappas.unsqueeze(1)).float()
        gaps = torch.relu(self.config.margin - (sims.unsqueeze(2) - sims.unsqueeze(1)))
        margin = (gaps * higher).sum() / higher.sum().clamp(min=1.0)
        return info_nce + self.config.margin_weight * margin

    def recall_at_1(self, pairs: Sequence[Pair], summaries: dict[str, str]) -> float:
        """Share of validation queries whose top unit, among all units of the index, is theirs."""
        import torch

        if not pairs:
            return 0.0
        ids = list(summaries)
        self.model.eval()
        with torch.inference_mode():
            units = torch.cat([self.encode([summaries[u] for u in ids[i : i + 32]]) for i in range(0, len(ids), 32)])
            queries = self.encode([p.query for p in pairs])
        best = (queries @ units.T).argmax(dim=1).tolist()
        return sum(ids[b] == p.positive for b, p in zip(best, pairs, strict=True)) / len(pairs)

    def _train_epoch(self, pairs: list[Pair], summaries: dict[str, str], optimizer: Any, epoch: int) -> float:
        self.model.train()
        order = list(pairs)
        random.Random(self.config.seed + epoch).shuffle(order)
        total = 0.0
        steps = range(0, len(order), self.config.batch_size)
        for start in steps:
            optimizer.zero_grad()
            loss = self.loss(order[start : start + self.config.batch_size], summaries)
            loss.backward()
            optimizer.step()
            total += float(loss.detach())
        return total / max(1, len(steps))

    def fit(self, pairs: PairSet, on_epoch: Callable[[EpochResult], None] | None = None) -> TrainReport:
        """Train with early stopping on validation Recall@1; the best epoch's weights are kept."""
        import torch

        optimizer = torch.optim.AdamW([p for p in self.model.parameters() if p.requires_grad], lr=self.config.lr)
        report = TrainReport(len(pairs.train), len(pairs.validation),
                             self.recall_at_1(pairs.validation, pairs.summaries))
        best_recall, stale = -1.0, 0
        for epoch in range(1, self.config.epochs + 1):
            loss = self._train_epoch(pairs.train, pairs.summaries, optimizer, epoch)
            result = EpochResult(epoch, loss, self.recall_at_1(pairs.validation, pairs.summaries))
            report.epochs.append(result)
            log.info("adapter.epoch", epoch=epoch, loss=round(loss, 4), val_recall_at_1=result.val_recall_at_1)
            if on_epoch:
                on_epoch(result)
            if result.val_recall_at_1 > best_recall:
                best_recall, stale, report.best_epoch = result.val_recall_at_1, 0, epoch
                self._best = {k: v.detach().clone() for k, v in self.model.state_dict().items() if "lora_" in k}
            else:
                stale += 1
                if stale >= self.config.patience:
                    break
        return report

    def save(self, out_dir: Path) -> None:
        """Write the best epoch's adapter with ``save_pretrained`` (PEFT's own format)."""
        if self._best is not None:
            self.model.load_state_dict(self._best, strict=False)
        out_dir.mkdir(parents=True, exist_ok=True)
        self.model.save_pretrained(str(out_dir))
        log.info("adapter.saved", path=str(out_dir))
