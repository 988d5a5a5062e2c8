"""Migrations of the feedback store (answers and votes)."""
