"""Stores and models shared by every domain: the Chroma client, encoders, reranker, BM25 and rank fusion."""
