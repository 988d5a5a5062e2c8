"""Capped file downloads that honour HTTP 429 ``Retry-After``."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import httpx
import structlog

log = structlog.get_logger()


async def download(
    http: httpx.AsyncClient, url: str, headers: Mapping[str, str], max_bytes: int, retries: int = 2
) -> bytes:
    """Fetch ``url``, stopping after ``max_bytes + 1`` bytes so the caller can tell "too large"."""
    for attempt in range(retries + 1):
        async with http.stream("GET", url, headers=dict(headers), follow_redirects=True) as response:
            if response.status_code == 429 and attempt < retries:
                wait = float(response.headers.get("Retry-After", "1"))
                log.info("download.rate_limited", url=url, retry_after=wait)
                await asyncio.sleep(wait)
                continue
            response.raise_for_status()
            return await _read_capped(response, max_bytes + 1)
    raise httpx.HTTPError(f"still rate limited after {retries} retries")


async def _read_capped(response: httpx.Response, limit: int) -> bytes:
    buffer = bytearray()
    async for chunk in response.aiter_bytes():
        buffer += chunk
        if len(buffer) >= limit:
            break
    return bytes(buffer[:limit])


__all__ = ["download"]
