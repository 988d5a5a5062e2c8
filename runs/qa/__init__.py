"""Run questions answered: names resolved against the graph, the question read into a typed query
(catalogue terms and a closed grammar of operators), the tools that compute and quote, the offline agent
and the LLM planner over the same tools.
"""
