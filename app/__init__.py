"""The application: the engine that wires stores, models and the three domains, and the ``edabot`` command."""
