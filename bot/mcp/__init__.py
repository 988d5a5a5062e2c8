"""MCP front end: IDE assistants and agents use the team's indexed manuals and runs as tools."""
