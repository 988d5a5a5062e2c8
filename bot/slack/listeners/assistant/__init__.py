"""Slack's *Agents & AI Apps* surface: the assistant side panel's threads."""
