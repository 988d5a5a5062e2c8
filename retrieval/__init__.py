"""Retrieval: encoders, the hybrid unit + chunk retriever, baselines and answer generators."""
