"""Run artifacts -> facts: detection of what a file is, safe archive unpacking, one streaming parser per
artifact kind, and one run folder read whole (``run_folder.analyze_run``).
"""
