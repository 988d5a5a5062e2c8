"""edabot: cited answers about EDA tools, synthesis runs and specs for team chat."""

__all__ = ["__version__"]
__version__ = "0.1.0"
