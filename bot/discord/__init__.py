"""Discord front end (discord.py): mentions, ``/ask``, ``/adddocs``, feedback buttons."""
