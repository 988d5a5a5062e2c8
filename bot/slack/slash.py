"""The ``/edabot`` sub-commands: parse the text, answer within the 3 s ack, defer long work.

Each sub-command returns a ``Reply``: the payload sent with ``ack()`` and, for work that
takes longer (ingesting pasted text), a coroutine factory run after the ack.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from slack_sdk.web.async_client import AsyncWebClient

from bot.common.attachments import DOC_SUFFIXES
from bot.common.formatting import apology, placement_text
from bot.common.ingest import watch_job
from bot.common.models import DocumentRow
from bot.slack import blocks
from bot.slack.conversation import SlackSink
from bot.slack.deps import SlackDeps
from bot.slack.models import SlackMessage, channel_scope, workspace_scope
from edabot.errors import EdabotError
from edabot.scopes import deletable_scopes

USAGE = (
    "*Usage*\n"
    "\u2022 `/edabot add [workspace] [--replace] [NAME.md] TEXT`: add pasted text as a document for this channel "
    "(or the workspace); `--replace` replaces a document of the same name instead of keeping both\n"
    "\u2022 `/edabot docs`: list the documents this channel sees\n"
    "\u2022 `/edabot forget DOC`: remove a document (id or file name)\n"
    "\u2022 `/edabot status`: jobs in flight\n"
    "To add files (Markdown, reStructuredText, HTML or PDF manuals, run logs and archives), mention me in a "
    "message with the files attached."
)

Later = Callable[[AsyncWebClient], Awaitable[None]]


@dataclass(frozen=True)
class Reply:
    now: blocks.SlackPayload
    later: Later | None = None


@dataclass(frozen=True)
class Invocation:
    """One ``/edabot`` call, parsed from the slash-command payload."""

    sub: str
    args: str
    team_id: str
    channel_id: str
    user_id: str

    @property
    def scope(self) -> str:
        return channel_scope(self.team_id, self.channel_id)


def parse_command(command: dict[str, Any]) -> Invocation:
    sub, _, args = (command.get("text") or "").strip().partition(" ")
    return Invocation(sub.lower(), args.strip(), command["team_id"], command["channel_id"], command["user_id"])


async def run(deps: SlackDeps, inv: Invocation) -> Reply:
    handler = _HANDLERS.get(inv.sub)
    if handler is None:
        prefix = f"Unknown sub-command `{inv.sub}`.\n" if inv.sub and inv.sub != "help" else ""
        return Reply(blocks.SlackPayload(text="edabot usage", blocks=[blocks.section(prefix + USAGE)]))
    try:
        return await handler(deps, inv)
    except EdabotError as exc:
        return Reply(blocks.notice(apology(exc.user_message, f"run `/edabot {inv.sub}` again in a minute")))


async def _docs(deps: SlackDeps, inv: Invocation) -> Reply:
    docs = await deps.service.documents(inv.scope, timeout_s=deps.settings.bot_command_timeout_s)
    return Reply(blocks.documents_list(docs, "this channel"))


async def _status(deps: SlackDeps, inv: Invocation) -> Reply:
    jobs = await deps.service.jobs(inv.scope, timeout_s=deps.settings.bot_command_timeout_s)
    return Reply(blocks.jobs_list(jobs))


async def _forget(deps: SlackDeps, inv: Invocation) -> Reply:
    if not inv.args:
        return Reply(blocks.notice("Say which document: `/edabot forget DOC` (see `/edabot docs` for ids)."))
    budget = deps.settings.bot_command_timeout_s / 2
    found = match_documents(await deps.service.documents(inv.scope, timeout_s=budget), inv.args)
    if len(found) != 1:
        ids = ", ".join(d.doc_id for d in found)
        why = f"`{inv.args}` matches several documents ({ids}); use the id" if found else f"no document `{inv.args}` is visible here"
        return Reply(blocks.notice(f"Nothing removed: {why}. `/edabot docs` lists them."))
    doc = found[0]
    if doc.scope not in deletable_scopes(inv.scope):
        return Reply(blocks.notice(f"`{doc.source}` is a global document; an administrator removes it with the edabot CLI."))
    await deps.service.delete_document(doc.doc_id, doc.scope, timeout_s=budget)
    return Reply(blocks.notice(f"Removed `{doc.source}` ({doc.doc_id}) from {doc.scope}."))


def match_documents(docs: list[DocumentRow], wanted: str) -> list[DocumentRow]:
    """Documents whose id, source or file name is ``wanted``."""
    return [d for d in docs if wanted in (d.doc_id, d.source) or d.source.rsplit("/", 1)[-1] == wanted]


async def _add(deps: SlackDeps, inv: Invocation) -> Reply:
    target, name, text, replace = parse_add(inv)
    if not text:
        return Reply(blocks.notice("Paste the text after `/edabot add`, or mention me with the files attached."))
    where = "the workspace" if target != inv.scope else "this channel"

    async def later(client: AsyncWebClient) -> None:
        await _ingest_pasted(deps, client, inv, PastedDocument(target, name, text, replace), where)

    return Reply(blocks.notice(f"Adding `{name}` to {where}; I will report in the channel."), later)


class PastedDocument(NamedTuple):
    """What ``/edabot add`` was asked to index."""

    scope: str
    name: str
    text: str
    replace: bool


def parse_add(inv: Invocation) -> PastedDocument:
    """``add [workspace] [--replace] [NAME.md] TEXT``: options first, in that order, then the text."""
    scope, rest = inv.scope, inv.args
    first, _, after = rest.partition(" ")
    if first.lower() == "workspace":
        scope, rest = workspace_scope(inv.team_id), after.strip()
        first, _, after = rest.partition(" ")
    replace = first == "--replace"
    if replace:
        rest = after.strip()
        first, _, after = rest.partition(" ")
    if first.lower().endswith(DOC_SUFFIXES) and after.strip():
        return PastedDocument(scope, first, after.strip(), replace)
    return PastedDocument(scope, f"pasted-{inv.user_id}-{time.strftime('%Y%m%d%H%M%S')}.md", rest, replace)


async def _ingest_pasted(
    deps: SlackDeps, client: AsyncWebClient, inv: Invocation, doc: PastedDocument, where: str
) -> None:
    status = await client.chat_postMessage(channel=inv.channel_id, text=f"Adding `{doc.name}` to {where}\u2026")
    sink = SlackSink(client, SlackMessage(team_id=inv.team_id, channel=inv.channel_id, ts=str(status["ts"])), str(status["ts"]))
    try:
        ref = await deps.service.add_text(doc.name, doc.text, doc.scope, replace=doc.replace)
        job = await watch_job(deps.service, ref.job_id, sink, deps.watch)
    except EdabotError as exc:
        await sink.show(apology(exc.user_message, "run `/edabot add` again in a minute"))
        return
    reasons = "; ".join(f"{e.source}: {e.reason}" for e in job.errors)
    if job.state != "finished":
        await sink.show(f"Adding `{doc.name}` failed. {reasons}".strip())
        return
    await sink.show("\n".join(placement_text(p, where) for p in job.placements) or f"Added `{doc.name}` to {where}.")


_HANDLERS: dict[str, Callable[[SlackDeps, Invocation], Awaitable[Reply]]] = {
    "add": _add,
    "docs": _docs,
    "forget": _forget,
    "status": _status,
}

__all__ = ["USAGE", "Invocation", "PastedDocument", "Reply", "match_documents", "parse_add", "parse_command", "run"]
