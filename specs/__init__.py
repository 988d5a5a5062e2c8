"""Spec QA (after ChipMind): a circuit knowledge graph over IC specifications.

Sentences with line provenance become graph nodes with an anchor (category, primary entity)
and triples in four roles; register tables and interrupt/alert/signal lists become structured
entities; names are normalized so sections and documents connect. Retrieval seeds a
personalized PageRank at the question's nodes, filters candidates by intent and stops adding
passages when they no longer add information; ``ask`` iterates over sub-questions.
Importing this package loads no model.
"""
