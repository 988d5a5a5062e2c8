"""One typed settings object for the whole product, read from the environment.

Nothing else reads the environment: code asks ``get_settings()``; tests call
``get_settings.cache_clear()`` after changing variables.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from edabot.stores import STORE_FILES


class Settings(BaseSettings):
    """Every knob of edabot; each field maps to one documented variable in .env.example."""

    model_config = SettingsConfigDict(env_file=None, extra="ignore", populate_by_name=True)

    # Storage
    data_dir: Path = Field(Path(".edabot"), alias="EDABOT_DATA_DIR", description="Index and state directory.")
    database_url: str | None = Field(
        None, alias="EDABOT_DATABASE_URL",
        description="postgresql+psycopg:// URL of one database every store shares; SQLite files in the data dir when unset.",
    )
    chroma_host: str | None = Field(None, alias="CHROMA_HOST", description="Chroma server host; embedded when unset.")
    chroma_port: int = Field(8000, alias="CHROMA_PORT", description="Chroma server port.")

    # Models
    embed_model_path: str | None = Field(
        None, alias="EDABOT_EMBED_MODEL_PATH", description="Base encoder path; bundled MiniLM when unset."
    )
    embed_pooling: Literal["mean", "cls"] = Field("mean", alias="EDABOT_EMBED_POOLING")
    embed_batch_size: int = Field(32, alias="EDABOT_EMBED_BATCH_SIZE")
    embed_max_length: int = Field(256, alias="EDABOT_EMBED_MAX_LENGTH")
    func_adapter_path: str | None = Field(
        None, alias="EDABOT_FUNC_ADAPTER_PATH", description="LoRA adapter of the function-aware encoder."
    )

    # Ingest
    max_file_bytes: int = Field(5_000_000, alias="EDABOT_MAX_FILE_BYTES", description="Largest text manual or spec.")
    max_pdf_bytes: int = Field(100_000_000, alias="EDABOT_MAX_PDF_BYTES", description="Largest PDF manual.")
    max_pdf_pages: int = Field(3000, alias="EDABOT_MAX_PDF_PAGES", description="Most pages of a PDF manual.")
    chunk_max_words: int = Field(180, alias="EDABOT_CHUNK_MAX_WORDS")
    anchor_occurrence_cap: int = Field(12, alias="EDABOT_ANCHOR_OCCURRENCE_CAP")

    # Retrieval
    retrieval_mode: Literal["hybrid", "chunk", "bm25", "rrf"] = Field("hybrid", alias="EDABOT_RETRIEVAL_MODE")
    top_units: int = Field(10, alias="EDABOT_TOP_UNITS")
    top_chunks: int = Field(5, alias="EDABOT_TOP_CHUNKS")
    top_k: int = Field(5, alias="EDABOT_TOP_K")
    rerank_alpha: float = Field(0.4, alias="EDABOT_RERANK_ALPHA")
    anchor_bonus: float = Field(0.25, alias="EDABOT_ANCHOR_BONUS")
    abstain_threshold: float = Field(0.35, alias="EDABOT_ABSTAIN_THRESHOLD")
    dense_pool: int = Field(40, alias="EDABOT_DENSE_POOL", description="Dense chunks hybrid feeds to fusion.")
    lexical_pool: int = Field(40, alias="EDABOT_LEXICAL_POOL", description="BM25F chunks hybrid feeds to fusion.")
    lexical_weight: float = Field(
        1.0, alias="EDABOT_LEXICAL_WEIGHT", description="Weight of the lexical rank in hybrid's fusion (0 = off)."
    )
    passage_chars: int = Field(
        2400,
        alias="EDABOT_PASSAGE_CHARS",
        description="Budget of one parent passage (small-to-big); the K passages share K times this.",
    )
    rerank_model_path: str | None = Field(
        None, alias="EDABOT_RERANK_MODEL_PATH", description="Local cross-encoder for hybrid; off when unset."
    )

    # Generation
    generator: Literal["extractive", "openai"] = Field("extractive", alias="EDABOT_GENERATOR")
    llm_base_url: str | None = Field(None, alias="EDABOT_LLM_BASE_URL")
    llm_model: str = Field("default", alias="EDABOT_LLM_MODEL")
    llm_api_key: str = Field("not-needed", alias="EDABOT_LLM_API_KEY")
    llm_timeout_s: float = Field(60.0, alias="EDABOT_LLM_TIMEOUT_S")
    llm_max_retries: int = Field(2, alias="EDABOT_LLM_MAX_RETRIES")
    llm_budget_s: float = Field(
        45.0, gt=0, alias="EDABOT_LLM_BUDGET_S",
        description="Longest one answer waits for the LLM, retries included, before the extractive answer; "
                    "keep it under EDABOT_BOT_SERVICE_TIMEOUT_S.",
    )
    llm_max_tokens: int = Field(512, alias="EDABOT_LLM_MAX_TOKENS")

    # --- service (issue 3) ---
    api_token: str | None = Field(None, alias="EDABOT_API_TOKEN", description="Bearer token callers must send.")
    redis_url: str = Field("redis://127.0.0.1:6379/0", alias="REDIS_URL")
    service_host: str = Field("127.0.0.1", alias="EDABOT_SERVICE_HOST")
    service_port: int = Field(8080, alias="EDABOT_SERVICE_PORT")
    max_upload_bytes: int = Field(100_000_000, alias="EDABOT_MAX_UPLOAD_BYTES")
    queue_name: str = Field("edabot-ingest", alias="EDABOT_QUEUE_NAME")
    redis_timeout_s: float = Field(
        1.0, alias="EDABOT_REDIS_TIMEOUT_S", description="API socket timeout to Redis, so a dead Redis gives 503 fast."
    )
    job_timeout_s: int = Field(1800, alias="EDABOT_JOB_TIMEOUT_S", description="Longest one ingest job may run.")
    job_retries: int = Field(3, alias="EDABOT_JOB_RETRIES", description="Retries of a job after a transient failure.")
    job_retry_backoff_s: int = Field(
        5, alias="EDABOT_JOB_RETRY_BACKOFF_S", description="First retry delay; each later one is four times longer."
    )
    job_keep_s: int = Field(86400, alias="EDABOT_JOB_KEEP_S", description="How long finished jobs stay listed.")
    worker_lease_s: float = Field(
        15.0, alias="EDABOT_WORKER_LEASE_S", description="A worker silent this long is dead; its jobs are re-run."
    )

    # --- bots (issue 4) ---
    service_url: str = Field("http://127.0.0.1:8080", alias="EDABOT_SERVICE_URL")
    slack_bot_token: str | None = Field(None, alias="SLACK_BOT_TOKEN")
    slack_signing_secret: str | None = Field(None, alias="SLACK_SIGNING_SECRET")
    slack_app_token: str | None = Field(None, alias="SLACK_APP_TOKEN")
    slack_mode: Literal["http", "socket"] = Field("http", alias="SLACK_MODE")
    slack_port: int = Field(3000, alias="SLACK_PORT")
    slack_api_base_url: str = Field("https://slack.com/api/", alias="SLACK_API_BASE_URL")
    bot_stream_answers: bool = Field(
        True, alias="EDABOT_BOT_STREAM",
        description="Stream answers as they are written (Slack chat streams, Discord throttled edits).",
    )
    discord_token: str | None = Field(None, alias="DISCORD_TOKEN")
    discord_edit_interval_s: float = Field(
        1.0, alias="EDABOT_DISCORD_EDIT_INTERVAL_S",
        description="Least time between two edits of a streamed Discord answer (Discord rate-limits edits).",
    )
    bot_service_timeout_s: float = Field(
        60.0, alias="EDABOT_BOT_SERVICE_TIMEOUT_S", description="Seconds a bot waits for one service call."
    )
    bot_command_timeout_s: float = Field(
        2.0, alias="EDABOT_BOT_COMMAND_TIMEOUT_S", description="Service budget inside a 3 s slash-command ack."
    )
    bot_max_file_bytes: int = Field(
        100_000_000, alias="EDABOT_BOT_MAX_FILE_BYTES", description="Largest chat attachment a bot accepts."
    )
    bot_job_poll_s: float = Field(2.0, alias="EDABOT_BOT_JOB_POLL_S", description="Seconds between job polls.")
    bot_job_timeout_s: float = Field(
        900.0, alias="EDABOT_BOT_JOB_TIMEOUT_S", description="Seconds a bot watches one ingest job."
    )
    mcp_host: str = Field("127.0.0.1", alias="EDABOT_MCP_HOST", description="Listen address of `edabot mcp --http`.")
    mcp_port: int = Field(8090, alias="EDABOT_MCP_PORT", description="Listen port of `edabot mcp --http`.")
    bot_dedupe_namespace: str = Field(
        "edabot", alias="EDABOT_BOT_DEDUPE_NAMESPACE",
        description="Redis key prefix of handled-event memory; replicas of one bot share it, two bots must not.",
    )
    bot_thread_context: int = Field(
        10, alias="EDABOT_BOT_THREAD_CONTEXT", description="Earlier thread messages sent as question context."
    )

    # --- run analysis (issue 5) ---
    run_chunk_lines: int = Field(30, alias="EDABOT_RUN_CHUNK_LINES", description="Lines per run-artifact chunk.")
    run_max_chunks_per_artifact: int = Field(
        40, alias="EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT", description="Chunks embedded per artifact (issues first)."
    )
    run_max_parse_bytes: int = Field(
        50_000_000, alias="EDABOT_RUN_MAX_PARSE_BYTES", description="Largest Verilog file parsed with pyslang."
    )
    run_max_archive_bytes: int = Field(
        500_000_000, alias="EDABOT_RUN_MAX_ARCHIVE_BYTES", description="Largest total unpacked size of a run archive."
    )
    run_max_archive_members: int = Field(20_000, alias="EDABOT_RUN_MAX_ARCHIVE_MEMBERS")
    run_max_compression_ratio: float = Field(
        200, gt=1, alias="EDABOT_RUN_MAX_COMPRESSION_RATIO",
        description="Refuse run archives unpacking to over 10 MB whose unpacked size is more than this many times their own.",
    )
    run_llm_max_steps: int = Field(
        4, ge=1, alias="EDABOT_RUN_LLM_MAX_STEPS", description="Model calls one run question may use to plan tools."
    )
    run_llm_max_tokens: int = Field(
        800, ge=1, alias="EDABOT_RUN_LLM_MAX_TOKENS", description="Completion tokens one run question may use in all."
    )

    # --- evaluation (issue 6) ---
    eval_qa_csv: Path = Field(
        Path("../shared/eval/eda-corpus/qa.csv"), alias="EDABOT_EVAL_QA_CSV", description="EDA-Corpus question set."
    )
    eval_openroad_corpus: Path = Field(
        Path("../shared/corpus/openroad"), alias="EDABOT_EVAL_OPENROAD_CORPUS", description="Docs the qa.csv is about."
    )
    eval_opentitan_corpus: Path = Field(
        Path("../shared/corpus/opentitan"), alias="EDABOT_EVAL_OPENTITAN_CORPUS", description="Specs of the specs suite."
    )
    eval_fact_threshold: float = Field(
        0.75, alias="EDABOT_EVAL_FACT_THRESHOLD", description="Cosine similarity at which two atomic facts match."
    )

    # --- spec QA (issue 11) ---
    spec_top_k: int = Field(
        10, ge=1, le=20, alias="EDABOT_SPEC_TOP_K", description="Most passages a spec answer uses when --k is not given."
    )
    spec_k0: int = Field(4, ge=1, alias="EDABOT_SPEC_K0", description="Passages a spec hop starts with.")
    spec_step: int = Field(2, ge=1, alias="EDABOT_SPEC_STEP", description="Passages added per adaptive step.")
    spec_tau: float = Field(
        0.005, ge=0.0, alias="EDABOT_SPEC_TAU", description="Stop adding passages when 1 - cos(before, after) <= tau."
    )
    spec_dense_seeds: int = Field(20, ge=1, alias="EDABOT_SPEC_DENSE_SEEDS", description="Similar sentences seeding PPR.")
    spec_name_share: float = Field(
        0.5, ge=0.0, le=1.0, alias="EDABOT_SPEC_NAME_SHARE", description="Share of PPR restart mass on named nodes."
    )
    spec_damping: float = Field(0.5, gt=0.0, lt=1.0, alias="EDABOT_SPEC_DAMPING", description="PPR continuation.")
    spec_rrf_k: float = Field(
        60.0, gt=0.0, alias="EDABOT_SPEC_RRF_K", description="Rank offset of the PPR/dense/BM25 passage fusion."
    )
    spec_max_hops: int = Field(6, ge=1, le=10, alias="EDABOT_SPEC_MAX_HOPS", description="Retrieval hops per question.")
    spec_llm_max_tokens: int = Field(
        200, ge=1, alias="EDABOT_SPEC_LLM_MAX_TOKENS", description="Completion tokens of one LLM decomposition."
    )
    spec_route_margin: float = Field(
        0.0, alias="EDABOT_SPEC_ROUTE_MARGIN", description="Similarity edge specs get over manuals when routing."
    )

    # Logging
    log_level: str = Field("INFO", alias="EDABOT_LOG_LEVEL")
    log_json: bool = Field(False, alias="EDABOT_LOG_JSON")

    def chroma_dir(self) -> Path:
        return self.data_dir / "chroma"

    def graph_db_path(self) -> Path:
        return self.data_dir / STORE_FILES["hypergraph"]

    def store_exists(self, sqlite_path: Path) -> bool:
        """Whether a store may hold rows, without creating it: always so in a shared database."""
        return self.database_url is not None or sqlite_path.exists()

    def spec_db_path(self) -> Path:
        return self.data_dir / STORE_FILES["specs"]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, built on first use (never at import time)."""
    return Settings()
