"""Where the index, the relational stores and ChromaDB live."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea
from edabot.stores import STORE_FILES


class StorageSettings(SettingsArea):
    """Where the index, the relational stores and ChromaDB live."""

    area: ClassVar[str] = "Storage"

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

    def chroma_dir(self) -> Path:
        return self.data_dir / "chroma"

    def graph_db_path(self) -> Path:
        return self.data_dir / STORE_FILES["hypergraph"]

    def store_exists(self, sqlite_path: Path) -> bool:
        """Whether a store may hold rows, without creating it: always so in a shared database."""
        return self.database_url is not None or sqlite_path.exists()

    def spec_db_path(self) -> Path:
        return self.data_dir / STORE_FILES["specs"]


__all__ = ["StorageSettings"]
