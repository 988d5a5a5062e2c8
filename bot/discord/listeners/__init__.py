"""Discord listeners, one per file: events/, commands/, actions/; ``register`` wires them up."""
