"""A sentence the service marks "not found in the sources" reads as the bot's verdict on both platforms.

The answer below is what the service returns when the model stated a number no passage holds
(tests/integration/service/test_openai_generator.py produces it from a scripted model).
"""

from __future__ import annotations

import discord

from bot.common.formatting import NOT_FOUND_MARKER
from bot.common.models import AskResult, CitationRef
from bot.discord.embeds import answer_pages
from bot.slack.blocks import answer_messages

NOTE = "1 sentence(s) are supported by no source and are marked \"not found in the sources\"."
RESULT = AskResult(
    answer_id="a1",
    answer=f"The default density is 0.70 [1]. The maximum density is 0.97 {NOT_FOUND_MARKER}.",
    citations=[CitationRef(n=1, source="m/place.md", start_line=18, end_line=24, section="Options")],
    notes=[NOTE],
)


def test_slack_sets_the_marker_in_italics_and_shows_the_note_and_only_earned_sources():
    (page,) = answer_messages(RESULT)
    sections = [b["text"]["text"] for b in page.blocks if b["type"] == "section"]
    assert sections[0] == f"The default density is 0.70 [1]. The maximum density is 0.97 _{NOT_FOUND_MARKER}_."
    assert [b["elements"][0]["text"] for b in page.blocks if b["type"] == "context"] == [NOTE]
    assert sections[1:] == ["*Sources*", "*[1]* `m/place.md`, lines 18\u201324 \u2014 _Options_"]


async def test_discord_sets_the_marker_in_italics_and_shows_the_note():
    (page,) = answer_pages(RESULT, discord.ui.View())
    assert page.content == (f"The default density is 0.70 [1]. The maximum density is 0.97 *{NOT_FOUND_MARKER}*."
                            f"\n-# {NOTE}")
    assert page.embed is not None and page.embed.description == "**[1]** `m/place.md`, lines 18\u201324 \u2014 *Options*"
