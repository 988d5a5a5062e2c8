"""Run QA: parsing, indexing and answering about synthesis runs."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class RunSettings(SettingsArea):
    """Run QA: parsing, indexing and answering about synthesis runs."""

    area: ClassVar[str] = "Run analysis"

    run_chunk_lines: int = Field(
        30, alias="EDABOT_RUN_CHUNK_LINES",
        description="Lines per text chunk of a run artifact (logs, reports, RTL) embedded for semantic "
                    "search.",
    )
    run_max_chunks_per_artifact: int = Field(
        40, alias="EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT",
        description="Most chunks embedded per artifact; chunks holding warnings, errors, stats and paths "
                    "come first.",
    )
    run_max_parse_bytes: int = Field(
        50_000_000, alias="EDABOT_RUN_MAX_PARSE_BYTES",
        description="Verilog files above this many bytes are not parsed into modules with pyslang (logs are "
                    "streamed whatever their size).",
    )
    run_max_archive_bytes: int = Field(
        500_000_000, alias="EDABOT_RUN_MAX_ARCHIVE_BYTES",
        description="Run archives whose members unpack to more than this many bytes in total are refused "
                    "(zip-bomb guard).",
    )
    run_max_archive_members: int = Field(
        20_000, alias="EDABOT_RUN_MAX_ARCHIVE_MEMBERS",
        description="Run archives with more members are refused (a guard against archive bombs; below it, "
                    "EDABOT_RUN_MAX_JOB_FILES cuts the work of one job instead of refusing it).",
    )
    run_max_compression_ratio: float = Field(
        200, gt=1, alias="EDABOT_RUN_MAX_COMPRESSION_RATIO",
        description="Run archives unpacking to over 10 MB that unpack to more than this many times their own "
                    "size are refused: text logs compress 5-50x; 300 MB of NUL bytes in a 290 KB archive is "
                    "a bomb, not a run.",
    )
    run_max_job_files: int = Field(
        2_000, ge=1, alias="EDABOT_RUN_MAX_JOB_FILES",
        description="Most run files (logs, reports, Verilog, scripts: archive members and loose files together) "
                    "one upload job unpacks and analyses. Past it the job indexes the first ones, in archive "
                    "order, and its result and the bot's reply say it was cut, with the counts.",
    )
    run_max_job_lines: int = Field(
        5_000_000, ge=1, alias="EDABOT_RUN_MAX_JOB_LINES",
        description="Most lines of run files one upload job unpacks and parses, all files together; the first "
                    "file that would go past it and every later one are left out whole, and the job says so.",
    )
    run_llm_max_steps: int = Field(
        4, ge=1, alias="EDABOT_RUN_LLM_MAX_STEPS",
        description="With EDABOT_GENERATOR=openai the model plans tool calls for run questions: at most this "
                    "many model calls; past it the offline answer is given.",
    )
    run_llm_max_tokens: int = Field(
        800, ge=1, alias="EDABOT_RUN_LLM_MAX_TOKENS",
        description="Completion tokens the run planner may use in all for one question; past it the offline "
                    "answer is given.",
    )


__all__ = ["RunSettings"]
