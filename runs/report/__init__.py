"""What a user reads without asking: the one-screen summary of ``edabot analyze``, run diffs, the run
lists of the API and the data behind run charts.
"""
