"""Registers every Slack listener and the middleware they rely on."""

from __future__ import annotations

import re

from slack_bolt.async_app import AsyncApp

from bot.slack.blocks import FEEDBACK, FEEDBACK_DOWN, FEEDBACK_UP
from bot.slack.deps import SlackDeps
from bot.slack.listeners import middleware
from bot.slack.listeners.actions.feedback import handle_feedback
from bot.slack.listeners.commands.edabot import handle_edabot_command
from bot.slack.listeners.events.app_mention import handle_app_mention
from bot.slack.listeners.events.message import handle_message_event


def register_listeners(app: AsyncApp, deps: SlackDeps) -> None:
    app.use(middleware.attach_deps(deps))
    app.use(middleware.drop_duplicate_events)
    app.event("app_mention")(handle_app_mention)
    app.event("message")(handle_message_event)
    app.action(re.compile(f"^({FEEDBACK}|{FEEDBACK_UP}|{FEEDBACK_DOWN})$"))(handle_feedback)
    app.command("/edabot")(handle_edabot_command)


__all__ = ["register_listeners"]
