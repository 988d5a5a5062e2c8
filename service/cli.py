"""``edabot serve``, ``edabot worker`` and ``edabot up`` (API + worker for a laptop demo)."""

from __future__ import annotations

import argparse
import os
from datetime import date
from pathlib import Path
from typing import Any

from edabot.command_settings import settings_from_args


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from service.app import create_app

    settings = settings_from_args(args)
    host, port = args.host or settings.service_host, args.port or settings.service_port
    if args.workers > 1:
        # Worker processes build their own app from the environment, so hand --data-dir down that way.
        os.environ["EDABOT_DATA_DIR"] = str(settings.data_dir)
        create_app(settings)  # fail here, once, on a bad configuration
        uvicorn.run("service.app:app_from_env", factory=True, workers=args.workers, host=host, port=port,
                    log_config=None, access_log=False)
        return 0
    uvicorn.run(create_app(settings), host=host, port=port, log_config=None, access_log=False)
    return 0


def cmd_worker(args: argparse.Namespace) -> int:
    from service.worker import run_worker

    run_worker(settings_from_args(args), burst=args.burst)
    return 0


def cmd_up(args: argparse.Namespace) -> int:
    from service.up import run_up

    return run_up(settings_from_args(args))


def cmd_feedback_export(args: argparse.Namespace) -> int:
    from service.feedback import FeedbackStore
    from service.feedback_export import export_feedback

    settings = settings_from_args(args)
    store = FeedbackStore(settings.data_dir / FeedbackStore.FILE, settings.database_url)
    counts = export_feedback(store, args.out, since=args.since, scope=args.scope)
    print(f"wrote {sum(counts.values())} items to {args.out}: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    return 0


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser("serve", help="run the HTTP API (needs EDABOT_API_TOKEN)")
    serve.add_argument("--host", help="listen address (default: $EDABOT_SERVICE_HOST)")
    serve.add_argument("--port", type=int, help="listen port (default: $EDABOT_SERVICE_PORT)")
    serve.add_argument("--workers", type=int, default=1, help="uvicorn worker processes (default: 1)")
    serve.set_defaults(func=cmd_serve)
    worker = subparsers.add_parser("worker", help="run an ingest worker on the Redis queue")
    worker.add_argument("--burst", action="store_true", help="exit once the queue is empty")
    worker.set_defaults(func=cmd_worker)
    up = subparsers.add_parser("up", help="start API + one worker (+ a local Chroma server) for a demo")
    up.set_defaults(func=cmd_up)
    feedback = subparsers.add_parser("feedback", help="users' votes on answers")
    actions = feedback.add_subparsers(dest="action", required=True)
    export = actions.add_parser("export", help="votes as a question set for `edabot eval` (JSONL)")
    export.add_argument("--out", type=Path, required=True, help="the JSONL file to write")
    export.add_argument("--since", type=date.fromisoformat, help="only votes cast on or after this date (YYYY-MM-DD)")
    export.add_argument("--scope", help="only answers given in this scope")
    export.set_defaults(func=cmd_feedback_export)
