"""Each stored upload keeps its ingest job's arguments, so a job Redis lost can be queued again.

``touched_at`` is the upload's last sign of life (accepted, or renewed by the worker running its
job); the reconciler leaves an upload alone while it is recent (``service.reconcile``).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "jobs",
        sa.Column("job_id", sa.Text, primary_key=True),
        sa.Column("kwargs", sa.Text, nullable=False),
        sa.Column("touched_at", sa.Text, nullable=False),
    )
