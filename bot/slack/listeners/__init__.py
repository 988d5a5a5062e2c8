"""Registers every Slack listener and the middleware they rely on."""

from __future__ import annotations

import re

from slack_bolt.async_app import AsyncApp, AsyncAssistant

from bot.slack.blocks import FEEDBACK, FEEDBACK_DOWN, FEEDBACK_REASON, FEEDBACK_UP
from bot.slack.deps import SlackDeps
from bot.slack.listeners import middleware
from bot.slack.listeners.actions.feedback import handle_feedback, handle_feedback_reason
from bot.slack.listeners.assistant.thread_started import handle_thread_started
from bot.slack.listeners.assistant.user_message import handle_user_message
from bot.slack.listeners.commands.edabot import handle_edabot_command
from bot.slack.listeners.events.app_home_opened import handle_app_home_opened
from bot.slack.listeners.events.app_mention import handle_app_mention
from bot.slack.listeners.events.message import handle_message_event
from bot.slack.listeners.shortcuts.ask_about_message import CALLBACK_ID, handle_ask_about_message


def register_listeners(app: AsyncApp, deps: SlackDeps) -> None:
    app.use(middleware.attach_deps(deps))
    app.use(middleware.drop_duplicate_events)
    app.use(_assistant())
    app.event("app_mention")(handle_app_mention)
    app.event("message")(handle_message_event)
    app.event("app_home_opened")(handle_app_home_opened)
    app.action(re.compile(f"^({FEEDBACK}|{FEEDBACK_UP}|{FEEDBACK_DOWN})$"))(handle_feedback)
    app.view(FEEDBACK_REASON)(handle_feedback_reason)
    app.command("/edabot")(handle_edabot_command)
    app.shortcut(CALLBACK_ID)(handle_ask_about_message)


def _assistant() -> AsyncAssistant:
    """The assistant side panel; its events never reach the plain ``message`` listener."""
    assistant = AsyncAssistant()
    assistant.thread_started(handle_thread_started)
    assistant.user_message(handle_user_message)
    return assistant


__all__ = ["register_listeners"]
