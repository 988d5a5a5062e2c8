"""Answers from any OpenAI-compatible server (vLLM in production, llama.cpp in tests).

The model sees only the numbered evidence, and its citations are never taken on trust:
numbers that match no source are stripped, and every sentence is attributed against the
evidence (``attribution``), so a citation is kept only where the passage supports the
sentence and a sentence no passage supports is marked. When the server is unreachable, fails
or has not answered within ``EDABOT_LLM_BUDGET_S`` (all tries together), the extractive answer is
returned with a note saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

import structlog

from edabot.llm_calls import LLMDeadline, llm_client
from edabot.locations import span_label
from edabot.settings import Settings
from edabot.types import Answer, Evidence
from index.encoder import Encoder
from retrieval.decompose import Part
from retrieval.generators.attribution import Attributor
from retrieval.generators.base import Generator, abstention
from retrieval.generators.streaming import DeltaSink, current_sink
from text.citations import renumber_citations

if TYPE_CHECKING:
    from openai import OpenAI
    from openai.types.chat import ChatCompletionMessageParam

log = structlog.get_logger(__name__)

SYSTEM_PROMPT = (
    "You answer questions about EDA tools for chip designers. Use ONLY the numbered sources. "
    "After every claim put the number of its source in square brackets, like [1] or [2]. "
    "If the sources do not answer the question, say that the manuals do not cover it. Be concise."
)
FALLBACK_NOTE = "The language-model server did not answer, so this is an extractive answer from the sources."
NOTHING_SUPPORTED_NOTE = "The language model's answer had no sentence that the sources support, so it is not shown."
T = TypeVar("T")


def build_prompt(question: str, evidence: Sequence[Evidence], context: Sequence[str], parts: Sequence[Part] = ()) -> str:
    sources = "\n\n".join(
        f"[{i}] {e.source} {span_label(e)} ({e.section})\n{e.text}"
        for i, e in enumerate(evidence, start=1)
    )
    history = "\n".join(f"- {line}" for line in context[-6:])
    prefix = f"Earlier in this thread:\n{history}\n\n" if history else ""
    asked = ""
    if len(parts) > 1:
        listed = "\n".join(f"{n}. {part.text}" for n, part in enumerate(parts, start=1))
        asked = f"\nAnswer each of these parts in order, one numbered line each, with its citations:\n{listed}"
    return f"{prefix}Sources:\n{sources}\n\nQuestion: {question}{asked}\nAnswer with citations:"


class OpenAIGenerator:
    """Chat-completions client with a time budget and retries, falling back to ``fallback``."""

    def __init__(self, settings: Settings, fallback: Generator, encoder: Encoder | None = None) -> None:
        self.settings = settings
        self.fallback = fallback
        self._encoder = encoder
        self.client = llm_client(settings)

    def generate(
        self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = (), parts: Sequence[Part] = ()
    ) -> Answer:
        import openai

        messages = _messages(question, evidence, context, parts)
        try:
            sink = current_sink()
            text = self._complete(messages) if sink is None else self._stream(messages, sink)
        except openai.OpenAIError as exc:
            log.warning("llm.unavailable", error=type(exc).__name__)
            answer = self.fallback.generate(question, evidence, context, parts)
            answer.notes.append(FALLBACK_NOTE)
            return answer
        return self.attributed(text, evidence, question)

    def complete(self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = ()) -> str:
        """The model's raw reply to the prompt; raises ``openai.OpenAIError`` when the server fails."""
        return self._complete(_messages(question, evidence, context))

    def _complete(self, messages: list[ChatCompletionMessageParam]) -> str:
        response = self._within_budget(lambda client: client.chat.completions.create(
            model=self.settings.llm_model, messages=messages,
            max_tokens=self.settings.llm_max_tokens, temperature=0.0,
        ))
        return (response.choices[0].message.content or "").strip()

    def _within_budget(self, request: Callable[[OpenAI], T]) -> T:
        return LLMDeadline(self.settings).call(self.client, request)

    def _stream(self, messages: list[ChatCompletionMessageParam], sink: DeltaSink) -> str:
        """The completion as the server streams it, each delta passed to ``sink`` on arrival.

        Closing the stream when the sink cancels drops the connection, which stops generation
        on vLLM and llama.cpp servers.
        """
        parts: list[str] = []
        stream = self._within_budget(lambda client: client.chat.completions.create(
            model=self.settings.llm_model, messages=messages,
            max_tokens=self.settings.llm_max_tokens, temperature=0.0, stream=True,
        ))
        with stream:
            for chunk in stream:
                delta = chunk.choices[0].delta.content if chunk.choices else None
                if delta:
                    parts.append(delta)
                    sink(delta)
        return "".join(parts).strip()

    @cached_property
    def attributor(self) -> Attributor:
        """Attribution with the given encoder, else the base encoder (loaded on first model answer)."""
        from index.encoder import get_base_encoder

        return Attributor(self._encoder or get_base_encoder(self.settings))

    def attributed(self, text: str, evidence: Sequence[Evidence], question: str = "") -> Answer:
        """The model's text with only the citations the evidence earns, and notes on what changed."""
        attribution = self.attributor.attribute(text, evidence, question)
        if not attribution.supported:
            log.info("llm.answer_unsupported", sentences=len(attribution.unsupported))
            return abstention(evidence, note=NOTHING_SUPPORTED_NOTE)
        rewritten, citations, _ = renumber_citations(attribution.text, evidence)
        return Answer(answer=rewritten, citations=citations, abstained=False, evidence=list(evidence),
                      notes=attribution.notes())


def _messages(
    question: str, evidence: Sequence[Evidence], context: Sequence[str], parts: Sequence[Part] = ()
) -> list[ChatCompletionMessageParam]:
    return [{"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": build_prompt(question, evidence, context, parts)}]
