"""The run graph (SQLAlchemy Core tables on SQLite or PostgreSQL) and the run chunks in ChromaDB: ingest,
read back, and the vectors that search them.
"""
