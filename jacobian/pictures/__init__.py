"""Pictures of graph results: DOT written by our code from the structured answer, rendered by graphviz in a
sandboxed job; a convenience beside the result, never evidence."""
