"""The linear-recurrence checker: closed forms checked by the root, multiplicity and initial-term argument."""
