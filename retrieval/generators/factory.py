"""The generator backend a deployment asks for, built once per engine."""

from __future__ import annotations

from edabot.settings import Settings
from index.encoder import Encoder
from retrieval.generators.base import Generator
from retrieval.generators.extractive import ExtractiveGenerator
from retrieval.generators.openai_backend import OpenAIGenerator


def build_generator(settings: Settings, encoder: Encoder) -> Generator:
    """The backend named by ``settings.generator``; ``openai`` falls back to extractive on failure."""
    extractive = ExtractiveGenerator(encoder)
    if settings.generator == "openai":
        return OpenAIGenerator(settings, fallback=extractive, encoder=encoder)
    return extractive
