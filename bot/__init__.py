"""Chat front ends (Slack, Discord) that talk to the edabot service over HTTP only."""
