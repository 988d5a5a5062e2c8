"""Answer generators: ``extractive`` (offline default) and ``openai`` (any OpenAI-compatible server)."""

from retrieval.generators.base import Generator, build_generator

__all__ = ["Generator", "build_generator"]
