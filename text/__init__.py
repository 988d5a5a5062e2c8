"""Text primitives used everywhere: terms, stopwords, sentences and citation numbering."""
