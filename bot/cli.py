"""``edabot slack``, ``edabot discord`` and ``edabot mcp``: run a front end against the service."""

from __future__ import annotations

import argparse

from edabot.command_settings import settings_from_args


def _run_slack(args: argparse.Namespace) -> int:
    from bot.slack import server
    from bot.slack.app import build_app

    settings = settings_from_args(args)
    if args.mode:
        settings = settings.model_copy(update={"slack_mode": args.mode})
    server.run(build_app(settings), settings)
    return 0


def _run_discord(args: argparse.Namespace) -> int:
    from bot.discord.app import run

    run(settings_from_args(args))
    return 0


def _run_mcp(args: argparse.Namespace) -> int:
    from bot.mcp.server import run

    run(settings_from_args(args), "http" if args.http else "stdio")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    slack = subparsers.add_parser("slack", help="run the Slack bot (Events API over HTTP, or Socket Mode)")
    slack.add_argument("--mode", choices=["http", "socket"], help="override SLACK_MODE")
    slack.set_defaults(func=_run_slack)
    discord = subparsers.add_parser("discord", help="run the Discord bot")
    discord.set_defaults(func=_run_discord)
    mcp = subparsers.add_parser("mcp", help="serve the manuals and runs as MCP tools (stdio, or --http)")
    mcp.add_argument("--http", action="store_true", help="streamable HTTP on EDABOT_MCP_HOST:EDABOT_MCP_PORT")
    mcp.set_defaults(func=_run_mcp)


__all__ = ["register"]
