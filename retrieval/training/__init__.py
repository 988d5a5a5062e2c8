"""Training the function-aware encoder: query/unit pairs from an index, then a LoRA adapter."""
