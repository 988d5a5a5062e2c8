"""Run charts: the numbers behind them (``ChartData``) and their PNG rendering, shared by the run CLI and
the bots, which draw what the service sends without importing the engine side."""
