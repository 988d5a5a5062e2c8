"""The Slack and Discord bots and the service they call."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from edabot.settings.area import SettingsArea


class BotSettings(SettingsArea):
    """The Slack and Discord bots and the service they call."""

    area: ClassVar[str] = "Bots"

    service_url: str = Field(
        "http://127.0.0.1:8080", alias="EDABOT_SERVICE_URL",
        description="Base URL of the edabot service the bots and `edabot mcp` call.",
    )
    slack_bot_token: str | None = Field(
        None, alias="SLACK_BOT_TOKEN", description="Slack bot token (xoxb-...)."
    )
    slack_signing_secret: str | None = Field(
        None, alias="SLACK_SIGNING_SECRET",
        description="Slack signing secret; verifies requests in http mode.",
    )
    slack_app_token: str | None = Field(
        None, alias="SLACK_APP_TOKEN", description="Slack app-level token (xapp-...), Socket Mode only."
    )
    slack_mode: Literal["http", "socket"] = Field(
        "http", alias="SLACK_MODE",
        description="How Slack reaches the bot: http (Events API) or socket (Socket Mode).",
    )
    slack_port: int = Field(
        3000, alias="SLACK_PORT",
        description="Port of the Slack Events API endpoint (/slack/events) in http mode.",
    )
    slack_api_base_url: str = Field(
        "https://slack.com/api/", alias="SLACK_API_BASE_URL",
        description="Slack Web API base URL (tests point it at a local server).",
    )
    discord_token: str | None = Field(None, alias="DISCORD_TOKEN", description="Discord bot token.")
    bot_service_timeout_s: float = Field(
        60.0, alias="EDABOT_BOT_SERVICE_TIMEOUT_S",
        description="Seconds a bot waits for one service call (answers can take long with an LLM).",
    )
    bot_command_timeout_s: float = Field(
        2.0, alias="EDABOT_BOT_COMMAND_TIMEOUT_S",
        description="Seconds a slash command may spend on the service before acknowledging (Slack allows 3 s "
                    "in all).",
    )
    bot_max_file_bytes: int = Field(
        100_000_000, alias="EDABOT_BOT_MAX_FILE_BYTES",
        description="Largest chat attachment a bot downloads, in bytes; larger ones are refused with a "
                    "reply.",
    )
    bot_job_poll_s: float = Field(
        2.0, alias="EDABOT_BOT_JOB_POLL_S", description="Seconds between a bot's polls of an ingest job."
    )
    bot_job_timeout_s: float = Field(
        900.0, alias="EDABOT_BOT_JOB_TIMEOUT_S", description="Seconds a bot watches one ingest job."
    )
    bot_thread_context: int = Field(
        10, alias="EDABOT_BOT_THREAD_CONTEXT",
        description="Earlier thread messages sent with a follow-up question as context.",
    )
    bot_stream_answers: bool = Field(
        True, alias="EDABOT_BOT_STREAM",
        description="Stream answers as they are written: Slack chat streams "
                    "(chat.startStream/appendStream/stopStream), Discord edits of one message at most every "
                    "EDABOT_DISCORD_EDIT_INTERVAL_S. When off, or when a Slack workspace refuses streaming, "
                    "the bot posts the answer whole.",
    )
    discord_edit_interval_s: float = Field(
        1.0, alias="EDABOT_DISCORD_EDIT_INTERVAL_S",
        description="Least seconds between two edits of a streamed Discord answer (Discord rate-limits "
                    "edits).",
    )
    bot_dedupe_namespace: str = Field(
        "edabot", alias="EDABOT_BOT_DEDUPE_NAMESPACE",
        description="Redis key prefix of the handled-event memory (Slack retries are answered once across "
                    "replicas); replicas of one bot share it, two different bots on one Redis need different "
                    "values.",
    )


__all__ = ["BotSettings"]
