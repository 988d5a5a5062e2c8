"""Slack front end (slack-bolt, async): mentions, DMs, attachments, feedback, ``/edabot``."""
