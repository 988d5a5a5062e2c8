"""Answer generators: ``extractive`` (offline default) and ``openai`` (any OpenAI-compatible server); ``factory`` picks one."""
