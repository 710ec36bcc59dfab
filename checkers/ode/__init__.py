"""The linear-ODE checker: general, particular and initial-value solutions by roots, a Wronskian, substitution."""
