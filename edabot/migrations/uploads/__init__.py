"""Migrations of the uploads store (files handed from the API to a worker on another host)."""
