"""LLM planning for run questions: the model picks tool calls, code runs them and checks its answer.

Used when ``EDABOT_GENERATOR=openai`` and ``EDABOT_LLM_BASE_URL`` are set. Each step is one
chat completion: the model either calls tools (OpenAI function calling, or, for servers
without ``tools`` support, a JSON object in plain text) or answers. Tool results are JSON rows
with values, units, ``file:line`` and a ``ref`` the model cites as ``[ref]``. The loop stops
at ``EDABOT_RUN_LLM_MAX_STEPS`` model calls or ``EDABOT_RUN_LLM_MAX_TOKENS`` completion tokens.
The offline answer (with a note saying why) replaces the model's when the server fails, a
bound is hit, the model never looked at the run data, or it states a number no tool returned.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import structlog

from edabot.llm_calls import LLMDeadline, llm_client
from edabot.settings import Settings
from edabot.types import Answer
from runs import metrics
from runs.qa.graph_queries import RunTools
from runs.qa.grounding import cited_answer, ungrounded_numbers
from runs.qa.llm_tools import DocLookup, Toolbox

log = structlog.get_logger()

FALLBACK_NOTE = "The language-model server did not answer, so this is the offline run answer."
BOUND_NOTE = "The model did not answer within {steps} steps and {tokens} tokens, so this is the offline run answer."
NO_DATA_NOTE = "The model answered without looking up the run data, so this is the offline run answer."
EMPTY_NOTE = "The model looked up the run data but wrote no answer, so this is the offline run answer."
UNGROUNDED_NOTE = "The model stated numbers no tool returned ({numbers}), so this is the offline run answer."
_MAX_CALLS_PER_STEP = 4
_PROTOCOL = (
    "If you cannot call functions, reply with only a JSON object: {\"tool\": NAME, \"args\": {...}} to call a "
    "tool, or {\"answer\": TEXT} to finish."
)


@dataclass(frozen=True)
class ToolCall:
    """One call the model asked for; ``call_id`` is empty in the text protocol."""

    call_id: str
    name: str
    args: dict[str, Any]


@dataclass
class Reply:
    """One model turn: tool calls to run, or a final answer."""

    calls: list[ToolCall] = field(default_factory=list)
    answer: str | None = None
    raw: dict[str, Any] = field(default_factory=dict)


def _json_args(value: Any) -> dict[str, Any]:
    """Tool arguments as a dict, whatever shape a small model wrote them in."""
    if isinstance(value, str):
        try:
            value = json.loads(value or "{}")
        except ValueError:
            return {}
    return value if isinstance(value, dict) else {}


def first_json_object(text: str) -> Any:
    """The first JSON object embedded in ``text`` (code fences and prose around it are ignored), else None."""
    decoder = json.JSONDecoder()
    for start in (i for i, ch in enumerate(text) if ch == "{"):
        try:
            return decoder.raw_decode(text, start)[0]
        except ValueError:
            continue
    return None


def parse_text_reply(content: str) -> Reply:
    """The text protocol: ``{"tool": ..., "args": ...}`` or ``{"answer": ...}``; anything else is the answer."""
    found = first_json_object(content)
    if isinstance(found, dict):
        name = found.get("tool") or found.get("name") or found.get("function")
        if isinstance(name, str) and name:
            args = found.get("args", found.get("arguments", found.get("parameters")))
            return Reply(calls=[ToolCall("", name, _json_args(args))], raw={"role": "assistant", "content": content})
        if "answer" in found:
            return Reply(answer=str(found["answer"]).strip())
    return Reply(answer=content.strip())


def _parse_message(message: Any) -> Reply:
    if message.tool_calls:
        calls = [ToolCall(tc.id, tc.function.name, _json_args(tc.function.arguments)) for tc in message.tool_calls]
        raw = {"role": "assistant", "content": message.content or "", "tool_calls": [
            {"id": c.call_id, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.args)}}
            for c in calls]}
        return Reply(calls=calls, raw=raw)
    return parse_text_reply(message.content or "")


class Chat:
    """A chat-completions client that counts completion tokens and drops ``tools`` for servers that refuse it."""

    def __init__(self, settings: Settings, specs: list[dict[str, Any]]) -> None:
        self.settings = settings
        self.specs = specs
        self.native = True
        self.used = 0
        self.client = llm_client(settings)
        self.deadline = LLMDeadline(settings)  # one question's tool loop: every step shares it

    def send(self, messages: list[dict[str, Any]], max_tokens: int) -> Reply:
        import openai

        extra: dict[str, Any] = {"tools": self.specs} if self.native else {}
        try:
            response = self.deadline.call(self.client, lambda client: client.chat.completions.create(
                model=self.settings.llm_model, messages=messages,  # type: ignore[arg-type]
                max_tokens=max_tokens, temperature=0.0, **extra))
        except openai.BadRequestError:
            if not self.native:
                raise
            log.info("run_planner.text_protocol", reason="server refused tools")
            self.native = False
            return self.send(messages, max_tokens)
        message = response.choices[0].message
        self.used += _completion_tokens(response, message)
        return _parse_message(message)


def _completion_tokens(response: Any, message: Any) -> int:
    """What the server reports, else an estimate (4 characters a token) so the budget still binds."""
    usage = getattr(response, "usage", None)
    if usage is not None and usage.completion_tokens:
        return int(usage.completion_tokens)
    calls = "".join(tc.function.arguments or "" for tc in message.tool_calls or [])
    return max(1, math.ceil(len((message.content or "") + calls) / 4))


def system_prompt(tools: RunTools, designs: Sequence[str], toolbox: Toolbox) -> str:
    """The catalogue the offline agent understands questions with, as the model's instructions."""
    catalogue = "; ".join(f"{s.name} ({s.label}, {s.unit}, {s.worse} is worse)" for s in metrics.SPECS)
    listing = "; ".join(f"{t['function']['name']}({', '.join(t['function']['parameters']['properties'])})"
                        for t in toolbox.specs())
    named = f" The question names: {', '.join(designs)}." if designs else " The question names no design: it is about all of them."
    return (
        "You answer questions about chip synthesis runs. Get every fact and number from the tools; never compute "
        "or guess a number yourself (compare_metric, min_period and what_if_period compute). Quote numbers exactly "
        "as the tools return them, with units, and cite each fact with its ref number like [1]. Whether a value is "
        "worse when lower or higher is a property of the metric, listed below. If no tool can answer, say so. "
        f"Explain causes briefly when asked why. Indexed designs: {', '.join(tools.design_names())}.{named} "
        f"Metrics: {catalogue}. Tools: {listing}. {_PROTOCOL}"
    )


def _results(reply: Reply, box: Toolbox) -> list[dict[str, Any]]:
    """The messages that hand each tool result back to the model, in the protocol it used."""
    messages = [reply.raw]
    for i, call in enumerate(reply.calls):
        skip = json.dumps({"error": f"at most {_MAX_CALLS_PER_STEP} tool calls per step"})
        result = box.call(call.name, call.args) if i < _MAX_CALLS_PER_STEP else skip
        log.info("run_planner.tool", tool=call.name, args=call.args)
        if call.call_id:
            messages.append({"role": "tool", "tool_call_id": call.call_id, "content": result})
        else:
            messages.append({"role": "user", "content": f"Result of {call.name}: {result}\n"
                                                        "Call another tool or finish with {\"answer\": TEXT}."})
    return messages


def converse(question: str, designs: Sequence[str], box: Toolbox, settings: Settings) -> str | None:
    """Run the bounded tool loop; the model's final text, or None when a bound stopped it first."""
    chat = Chat(settings, box.specs())
    messages: list[dict[str, Any]] = [{"role": "system", "content": system_prompt(box.tools, designs, box)},
                                      {"role": "user", "content": question}]
    for step in range(1, settings.run_llm_max_steps + 1):
        budget = settings.run_llm_max_tokens - chat.used
        if budget <= 0:
            break
        reply = chat.send(messages, budget)
        if not reply.calls:
            return reply.answer or ""
        if step < settings.run_llm_max_steps:  # results no model call will read are not worth computing
            messages.extend(_results(reply, box))
    return None


def _offline(fallback: Callable[[], Answer], note: str) -> Answer:
    answer = fallback()
    answer.notes.append(note)
    return answer


def plan_with_model(question: str, designs: Sequence[str], tools: RunTools, settings: Settings,
                    doc_lookup: DocLookup | None, fallback: Callable[[], Answer]) -> Answer:
    """The model's grounded answer to a run question, or ``fallback()`` with a note saying why not."""
    import openai

    box = Toolbox(tools, settings, doc_lookup)
    try:
        text = converse(question, designs, box, settings)
    except openai.OpenAIError as exc:
        log.warning("run_planner.unavailable", error=type(exc).__name__)
        return _offline(fallback, FALLBACK_NOTE)
    if text is None:
        return _offline(fallback, BOUND_NOTE.format(steps=settings.run_llm_max_steps, tokens=settings.run_llm_max_tokens))
    if not box.ledger.facts:
        return _offline(fallback, NO_DATA_NOTE)
    if not text:
        return _offline(fallback, EMPTY_NOTE)
    if bad := ungrounded_numbers(text, question, box.ledger):
        log.info("run_planner.ungrounded", numbers=bad)
        return _offline(fallback, UNGROUNDED_NOTE.format(numbers=", ".join(bad[:5])))
    return cited_answer(text, box.ledger)


__all__ = ["BOUND_NOTE", "EMPTY_NOTE", "FALLBACK_NOTE", "NO_DATA_NOTE", "UNGROUNDED_NOTE", "plan_with_model", "parse_text_reply"]
